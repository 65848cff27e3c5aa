export { DataTable, type DataTableProps } from "./DataTable";
export { isSelected, selectedCount } from "./hooks/useSelection";
export { toListParams } from "./hooks/tableQuery";
export type {
  DataTableColumn,
  DataTableFilter,
  DataTableFilterOption,
  DataTableQuery,
  DataTableSelection,
  FetchPage,
  RowId,
} from "./types";
