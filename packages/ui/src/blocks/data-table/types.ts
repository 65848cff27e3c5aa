import type { CallOptions, ListParams, ListResult, SortDirection } from "@pipeline/contract";
import type { ReactNode } from "react";
import type { AdapterRead } from "../../data/adapterRead";
import type { DateRange } from "../toolbar/toolbarControls";

export type RowId = string | number;

export type DataTableColumn<Row> = {
  /** Stable id: the key of its visibility and, unless `sortField` says otherwise, its sort field. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort field; columns without one cannot be sorted. */
  sortField?: string;
  /**
   * The sort field orders the other way from the column's values (when a stage was entered, for
   * days in it): the header's arrow and aria-sort show the column's own order. Default: false.
   */
  sortReversed?: boolean;
  /** Whether the column menu can hide it. Default: true. */
  hideable?: boolean;
  /** Hidden until the user shows it. Default: false. */
  defaultHidden?: boolean;
  align?: "start" | "end" | "center";
  /**
   * "end" keeps the column in view at the table's right edge while the others scroll sideways under
   * it, for the row's actions; its content is never cut short. Default: none (scrolls, truncates).
   */
  sticky?: "end";
  /**
   * A fixed width in rem or px such as `3rem`, for content of a known size. Default: sized to the header and
   * the page's rows, up to `theme.size.tableColumnMax`, sharing what room is left; when the box is too
   * narrow, shrunk down to `theme.size.tableColumnMin` (longest first) before the table scrolls
   * sideways.
   */
  width?: string;
};

export type DataTableFilterOption = { value: string; label: string };

/** A list filter sent as comma-joined values (`country=1,4`). */
export type DataTableFilter<F extends string = string> = {
  id: F;
  label: string;
  options: DataTableFilterOption[];
  /** One value at a time (Yes/No filters). Default: false. */
  single?: boolean;
  /**
   * "text": one value typed into a box (a record's id), applied once typing pauses, on Enter or on
   * leaving the box; `options` are not offered. "number": the same, for a whole number from 0 to
   * `max` (nothing else can be typed). Default: "choice", picked from `options`.
   */
  kind?: "choice" | "text" | "number";
  /** The largest number a "number" filter takes. Default: none. */
  max?: number;
  /** How the filter's chip names a typed value ("In stage more than 30 days"). Default: "Label: value". */
  chipText?: (value: string) => string;
};

export type DataTableQuery<F extends string = string> = {
  page: number;
  pageSize: number;
  search: string;
  sort: { field: string; direction: SortDirection } | null;
  filters: Partial<Record<F, string[]>>;
  dateRange: DateRange;
};

/** The search box of a table. */
export type DataTableSearchOptions = {
  /** Placeholder of the search box. Default: "Search". */
  placeholder?: string;
  /** Wait after typing before searching, in ms. Default: LIST_LIMITS.searchDebounceMs (1000). */
  debounceMs?: number;
};

/** How a table pages its rows. */
export type DataTablePagingOptions = {
  /** Page sizes offered. Default: LIST_LIMITS.pageSizeOptions (10 to 500). */
  pageSizeOptions?: readonly number[];
  /** First page size. Default: LIST_LIMITS.defaultPageSize (10). */
  defaultPageSize?: number;
};

/** Rows a user can select, across pages. */
export type DataTableSelectionOptions = {
  /** The selection when controlled. Default: uncontrolled, kept by the table. */
  selected?: DataTableSelection;
  /** Told of every selection change. Default: none. */
  onChange?: (selection: DataTableSelection) => void;
};

/** What a table shows when it has no rows at all (not when a search or filter finds none). */
export type DataTableEmptyOptions = {
  /** Title. Default: "Nothing here yet". */
  title?: string;
  /** Sentence or action below the title. Default: none. */
  action?: ReactNode;
};

/** Rows picked one by one, or every row matching the current filter but a few. */
export type DataTableSelection =
  | { kind: "ids"; ids: ReadonlySet<RowId> }
  | { kind: "all-matching"; excluded: ReadonlySet<RowId>; matching: number; params: ListParams };

/**
 * How the table reads a page: the data layer's list read for the table's params (`userListRead`),
 * or, for rows from a function of the app's own, `pagesFrom(["companies", "list"], fetchPage)`.
 */
export type TableRead<Row, F extends string = string> = (
  params: ListParams<F>,
) => AdapterRead<ListResult<Row>>;

/** A page of rows from a function of the app's own, given the table's params and an abort signal. */
export type FetchPage<Row, F extends string = string> = (
  params: ListParams<F>,
  options: CallOptions,
) => Promise<ListResult<Row>>;
