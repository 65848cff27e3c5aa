export { DataTable, type DataTableProps } from "./DataTable";
export { CellLines } from "./components/CellLines";
export { isSelected, selectedCount } from "./hooks/useSelection";
export { toListParams } from "./hooks/tableQuery";
export { addressOfQuery, queryFromAddress, type ListAddressOptions } from "./hooks/listAddress";
export { useListAddress, type ListAddress, type UseListAddressOptions } from "./hooks/useListAddress";
export { useCreatedByFilter, type CreatedByFilterOptions } from "./hooks/useCreatedByFilter";
export { pagesFrom } from "./pagesFrom";
export type { AdapterRead } from "../../data/adapterRead";
export type {
  DataTableColumn,
  DataTableEmptyOptions,
  DataTableFilter,
  DataTableFilterOption,
  DataTablePagingOptions,
  DataTableQuery,
  DataTableSearchOptions,
  DataTableSelection,
  DataTableSelectionOptions,
  FetchPage,
  RowId,
  TableRead,
} from "./types";
