import { Columns3, Search } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { Menu } from "../../../primitives/Menu";
import { MultiSelect } from "../../../primitives/MultiSelect";
import { Select } from "../../../primitives/Select";
import { TextField } from "../../../primitives/TextField";
import { DateRangeControls, ToolbarControl } from "../../toolbar/toolbarControls";
import type { DataTableColumn, DataTableFilter, DataTableQuery } from "../types";

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
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
  dateFilter: boolean;
  onDateRange: (range: DataTableQuery<F>["dateRange"]) => void;
  columns: readonly DataTableColumn<Row>[];
  isVisible: (column: DataTableColumn<Row>) => boolean;
  setVisible: (id: string, visible: boolean) => void;
  actions?: ReactNode;
};

/** Search, filters, date range, column choice and the caller's actions above a table. */
export function DataTableToolbar<Row, F extends string>(props: DataTableToolbarProps<Row, F>) {
  const { query, dateFilter, onDateRange } = props;
  const hideable = props.columns.filter((column) => column.hideable !== false);
  return (
    <StyledToolbar role="toolbar" aria-label={`${props.label} filters`}>
      {props.searchable ? (
        <ToolbarControl>
          <TextField
            label="Search"
            type="search"
            value={props.searchText}
            placeholder={props.searchPlaceholder}
            prefix={<Search aria-hidden="true" />}
            onChange={(event) => props.onSearchText(event.target.value)}
          />
        </ToolbarControl>
      ) : null}
      {props.filters.map((filter) => (
        <ToolbarControl key={filter.id}>
          {filter.single ? (
            <Select
              label={filter.label}
              placeholder="All"
              options={[{ value: "", label: "All" }, ...filter.options]}
              value={query.filters[filter.id]?.[0] ?? ""}
              onChange={(value) => props.onFilter(filter.id, value ? [value] : [])}
            />
          ) : (
            <MultiSelect
              label={filter.label}
              placeholder="All"
              options={filter.options}
              value={query.filters[filter.id] ?? []}
              onChange={(values) => props.onFilter(filter.id, values)}
            />
          )}
        </ToolbarControl>
      ))}
      {dateFilter ? <DateRangeControls range={query.dateRange} onChange={onDateRange} /> : null}
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
    </StyledToolbar>
  );
}
