import { LIST_LIMITS } from "@pipeline/contract";
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import styled from "styled-components";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { SkeletonRows } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { DataTableGrid } from "./components/DataTableGrid";
import { DataTablePagination } from "./components/DataTablePagination";
import { DataTableToolbar } from "./components/DataTableToolbar";
import { SelectionBanner } from "./components/SelectionBanner";
import { initialQuery, reduceQuery, toListParams } from "./hooks/tableQuery";
import { useColumnVisibility } from "./hooks/useColumnVisibility";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { isSelected, selectedCount, useSelection } from "./hooks/useSelection";
import { useTablePage } from "./hooks/useTablePage";
import type {
  DataTableColumn,
  DataTableEmptyOptions,
  DataTableFilter,
  DataTablePagingOptions,
  DataTableQuery,
  DataTableSearchOptions,
  DataTableSelection,
  DataTableSelectionOptions,
  RowId,
  TableRead,
} from "./types";

export type DataTableProps<Row, F extends string = string> = {
  /** The table's accessible name, e.g. "Companies". */
  label: string;
  /**
   * Opens a row clicked anywhere outside its own controls (a drawer, its page). Give the row a
   * link or button doing the same, for the keyboard. Default: rows do not open.
   */
  onRowOpen?: (row: Row) => void;
  /** The columns, in order. */
  columns: DataTableColumn<Row>[];
  /** Reads one page for the table's params: `userListRead`, or `pagesFrom(key, fetchPage)` outside the adapter. */
  read: TableRead<Row, F>;
  /** A row's stable id. */
  getRowId: (row: Row) => RowId;
  /** How a row is named to screen readers ("Select Acme"). Default: its id. */
  getRowLabel?: (row: Row) => string;
  /** List filters in the toolbar. Default: none. */
  filters?: DataTableFilter<F>[];
  /**
   * Offer a date range: true, of creation or last change (a "Date of" choice); "created", of
   * creation alone, for records never changed. Default: false.
   */
  dateFilter?: boolean | "created";
  /** The search box, or false for none. Default: a search box with the defaults of its options. */
  search?: DataTableSearchOptions | false;
  /** Page sizes. Default: the defaults of its options. */
  paging?: DataTablePagingOptions;
  /** Search, sort, filters or dates to start from, e.g. read from the URL. Default: none. */
  initialQuery?: Partial<DataTableQuery<F>>;
  /** Told of every change of search, sort, filter, date or page, e.g. to write the URL. Default: none. */
  onQueryChange?: (query: DataTableQuery<F>) => void;
  /** localStorage key under which visible columns are remembered. Default: not remembered. */
  columnVisibilityKey?: string;
  /**
   * Rows can be selected, across pages, when this is given; `{}` leaves the selection to the table.
   * Default: none (no selection).
   */
  selection?: DataTableSelectionOptions;
  /** Buttons at the end of the toolbar; a function receives the selection. Default: none. */
  actions?: ReactNode | ((selection: DataTableSelection) => ReactNode);
  /** What shows when there are no rows at all. Default: the defaults of its options. */
  empty?: DataTableEmptyOptions;
};

const StyledFrame = styled.section`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`;

const NO_FILTERS: readonly never[] = [];

const StyledState = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * A server-paged table: search, sort, filters, date range, remembered columns, selection that
 * survives paging, skeleton rows while loading, empty and error states, virtualized rows.
 */
export function DataTable<Row, F extends string = string>(props: DataTableProps<Row, F>) {
  const { columns, getRowId, onQueryChange, paging = {}, empty = {} } = props;
  const search = props.search === false ? null : (props.search ?? {});
  const [query, dispatch] = useReducer(
    reduceQuery<F>,
    initialQuery<F>({
      pageSize: paging.defaultPageSize ?? LIST_LIMITS.defaultPageSize,
      ...props.initialQuery,
    }),
  );
  const [searchText, setSearchText] = useState(query.search);
  const settledSearch = useDebouncedValue(searchText, search?.debounceMs ?? LIST_LIMITS.searchDebounceMs);
  useEffect(() => {
    if (settledSearch !== query.search) dispatch({ type: "search", search: settledSearch });
  }, [settledSearch, query.search]);
  useEffect(() => {
    onQueryChange?.(query);
  }, [query, onQueryChange]);

  const params = useMemo(() => toListParams(query), [query]);
  const page = useTablePage(props.read, params);
  const { isVisible, setVisible } = useColumnVisibility(columns, props.columnVisibilityKey);
  // The same list while the columns and the choice of them stand: the rows are drawn again for it.
  const visibleColumns = useMemo(() => columns.filter(isVisible), [columns, isVisible]);
  const selectable = props.selection !== undefined;
  const { selection, toggle, togglePage, selectAllMatching, clear } = useSelection(
    props.selection?.selected,
    props.selection?.onChange,
  );

  const rows = page.data?.rows ?? [];
  const count = page.data?.count ?? 0;
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => isSelected(selection, id)).length;
  const pageSelection = selectedOnPage === 0 ? "none" : selectedOnPage === pageIds.length ? "all" : "some";
  const filtered =
    params.search !== undefined || params.filters !== undefined || params.dateRange !== undefined;
  const { actions: actionsOption } = props;
  const actions = useMemo(
    () => (typeof actionsOption === "function" ? actionsOption(selection) : actionsOption),
    [actionsOption, selection],
  );
  // The toolbar's props stay the same objects while what they say does, so a page that arrives
  // does not draw the toolbar again.
  const onFilter = useCallback((id: F, values: string[]) => dispatch({ type: "filter", id, values }), []);
  const onDateRange = useCallback(
    (dateRange: DataTableQuery<F>["dateRange"]) => dispatch({ type: "dateRange", dateRange }),
    [],
  );

  let body: ReactNode;
  if (page.isPending) {
    body = (
      <StyledState>
        <SkeletonRows count={Math.min(query.pageSize, 10)} columns={Math.min(visibleColumns.length, 6)} />
      </StyledState>
    );
  } else if (page.isError && !page.data) {
    body = (
      <StyledState>
        <ErrorState
          title={`Could not load ${props.label.toLowerCase()}`}
          message={toastErrorText(page.error)}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      </StyledState>
    );
  } else if (rows.length === 0) {
    body = (
      <StyledState>
        {filtered ? (
          <EmptyState title="No matching rows" description="Try another search or fewer filters." />
        ) : (
          <EmptyState title={empty.title ?? "Nothing here yet"} action={empty.action} />
        )}
      </StyledState>
    );
  } else {
    body = (
      <DataTableGrid
        label={props.label}
        rows={rows}
        columns={visibleColumns}
        getRowId={getRowId}
        getRowLabel={props.getRowLabel ?? ((row) => String(getRowId(row)))}
        sort={query.sort}
        onSort={(field) => dispatch({ type: "sort", field })}
        selectable={selectable}
        isSelected={(id) => isSelected(selection, id)}
        onToggleRow={toggle}
        pageSelection={pageSelection}
        onTogglePage={(selected) => togglePage(pageIds, selected)}
        busy={page.isFetching}
        onRowOpen={props.onRowOpen}
      />
    );
  }

  return (
    <StyledFrame aria-label={props.label} aria-busy={page.isFetching}>
      <DataTableToolbar
        label={props.label}
        searchable={search !== null}
        searchText={searchText}
        searchPlaceholder={search?.placeholder ?? "Search"}
        onSearchText={setSearchText}
        filters={props.filters ?? NO_FILTERS}
        query={query}
        onFilter={onFilter}
        dateFilter={props.dateFilter ?? false}
        onDateRange={onDateRange}
        columns={columns}
        isVisible={isVisible}
        setVisible={setVisible}
        actions={actions}
      />
      {selectable ? (
        <SelectionBanner
          selected={selectedCount(selection)}
          allMatching={selection.kind === "all-matching"}
          pageFullySelected={pageSelection === "all"}
          matching={count}
          onSelectAllMatching={() => selectAllMatching(count, params)}
          onClear={clear}
        />
      ) : null}
      {body}
      {/* Hidden until a page has come, so that showing it then is all that is left to do. */}
      <DataTablePagination
        hidden={!page.data}
        page={query.page}
        pageSize={query.pageSize}
        count={count}
        pageSizeOptions={paging.pageSizeOptions ?? LIST_LIMITS.pageSizeOptions}
        onPage={(next) => dispatch({ type: "page", page: next })}
        onPageSize={(pageSize) => dispatch({ type: "pageSize", pageSize })}
      />
    </StyledFrame>
  );
}
