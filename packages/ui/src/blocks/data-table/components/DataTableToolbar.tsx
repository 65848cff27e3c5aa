import { Columns3, Search } from "lucide-react";
import { memo, useRef, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { Button } from "../../../primitives/Button";
import { Menu } from "../../../primitives/Menu";
import { TextField } from "../../../primitives/TextField";
import { DateRangeControls, ToolbarControl } from "../../toolbar/toolbarControls";
import type { DataTableColumn, DataTableFilter, DataTableQuery } from "../types";
import { ActiveFilterChips } from "./ActiveFilterChips";
import { activeFilters } from "./activeFilters";
import { FilterControl } from "./FilterControl";
import { FiltersButton } from "./FiltersButton";

/**
 * Up to this many filters stand in the toolbar itself (the admin lists' Active filter); more go
 * behind a Filters button, with the ones in force as chips, so search, dates and Columns keep one line.
 */
const INLINE_FILTER_LIMIT = 2;

const band = css`
  padding: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const line = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledToolbar = styled.div`
  ${line}
  ${band}
`;

const StyledBand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${band}
`;

const StyledLine = styled.div`
  ${line}
`;

// Beside the dates and buttons the search box starts small, so the line wraps only when even that
// does not fit, and grows to the usual control width where there is room.
const StyledSearch = styled.div`
  flex: 1 1 ${({ theme }) => theme.size.toolbarControlSm};
  min-width: 0;
  max-width: ${({ theme }) => theme.size.toolbarControl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

export type DataTableToolbarProps<Row, F extends string> = {
  label: string;
  searchable: boolean;
  searchText: string;
  searchPlaceholder: string;
  onSearchText: (text: string) => void;
  filters: readonly DataTableFilter<F>[];
  query: DataTableQuery<F>;
  onFilter: (id: F, values: string[]) => void;
  dateFilter: boolean | "created";
  onDateRange: (range: DataTableQuery<F>["dateRange"]) => void;
  columns: readonly DataTableColumn<Row>[];
  isVisible: (column: DataTableColumn<Row>) => boolean;
  setVisible: (id: string, visible: boolean) => void;
  actions?: ReactNode;
};

/**
 * Search, filters, date range, column choice and the caller's actions above a table. A few filters
 * stand inline; more open from a Filters button, and the ones in force show as removable chips.
 * Drawn again only when its props change, not when a page arrives.
 */
export const DataTableToolbar = memo(function DataTableToolbar<Row, F extends string>(
  props: DataTableToolbarProps<Row, F>,
) {
  const { query, filters, onFilter } = props;
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const collapsed = filters.length > INLINE_FILTER_LIMIT;
  const size = collapsed ? "sm" : "md";
  const active = collapsed ? activeFilters(filters, query.filters) : [];
  const clearAll = () => active.forEach((filter) => onFilter(filter.id, []));
  const hideable = props.columns.filter((column) => column.hideable !== false);

  const search = props.searchable ? (
    <TextField
      label="Search"
      type="search"
      value={props.searchText}
      placeholder={props.searchPlaceholder}
      prefix={<Search aria-hidden="true" />}
      onChange={(event) => props.onSearchText(event.target.value)}
    />
  ) : null;
  const dates = props.dateFilter ? (
    <DateRangeControls
      range={query.dateRange}
      onChange={props.onDateRange}
      size={size}
      typeChoice={props.dateFilter !== "created"}
    />
  ) : null;
  const actions = (
    <StyledActions>
      {hideable.length > 0 ? (
        <Menu
          trigger={
            <Button variant="secondary" icon={<Columns3 aria-hidden="true" />}>
              Columns
            </Button>
          }
          items={hideable.map((column) => ({
            kind: "checkbox" as const,
            id: column.id,
            label: column.header,
            checked: props.isVisible(column),
            onCheckedChange: (checked: boolean) => props.setVisible(column.id, checked),
          }))}
        />
      ) : null}
      {props.actions}
    </StyledActions>
  );
  const toolbarLabel = `${props.label} filters`;

  if (!collapsed) {
    return (
      <StyledToolbar role="toolbar" aria-label={toolbarLabel}>
        {search ? <ToolbarControl>{search}</ToolbarControl> : null}
        {filters.map((filter) => (
          <ToolbarControl key={filter.id}>
            <FilterControl
              filter={filter}
              values={query.filters[filter.id] ?? []}
              onChange={(values) => onFilter(filter.id, values)}
            />
          </ToolbarControl>
        ))}
        {dates}
        {actions}
      </StyledToolbar>
    );
  }

  return (
    <StyledBand>
      <StyledLine role="toolbar" aria-label={toolbarLabel}>
        {search ? <StyledSearch>{search}</StyledSearch> : null}
        {dates}
        <FiltersButton
          filters={filters}
          picked={query.filters}
          onFilter={onFilter}
          activeCount={active.length}
          onClearAll={clearAll}
          buttonRef={filtersButtonRef}
        />
        {actions}
      </StyledLine>
      <ActiveFilterChips
        active={active}
        onRemove={(id) => onFilter(id, [])}
        onClearAll={clearAll}
        focusAfterLast={() => filtersButtonRef.current?.focus()}
      />
    </StyledBand>
  );
}) as <Row, F extends string>(props: DataTableToolbarProps<Row, F>) => ReactNode;
