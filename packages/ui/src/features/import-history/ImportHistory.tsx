import type { ExcelImport } from "@pipeline/contract";
import { useCallback, useMemo, useState } from "react";
import { DataTable, toListParams, type DataTableQuery, useListAddress } from "../../blocks/data-table";
import type {
  ErrorLogDownloadSlice,
  ExcelImportListSlice,
  ExcelImportSlice,
  UndoImportSlice,
} from "../../data/hooks/excelImports";
import { excelImportListRead } from "../../data/hooks/excelImports";
import type { UsersShortSlice } from "../../data";
import { Link } from "../../navigation";
import { importColumns } from "./columns";
import { ImportDrawer } from "./components/ImportDrawer";
import { useImportFilters, type ImportFilter } from "./hooks/useImportFilters";
import { useListPolling, type ImportListParams } from "./hooks/useListPolling";
import { PageHeading, PageHint, PageStack } from "../../blocks/page-layout";

/**
 * What ImportHistory reads and writes of the adapter: the history's pages, one import, its undo
 * and its error log, and the users of the Created By filter.
 */
export type ImportHistorySlice = ExcelImportListSlice &
  ExcelImportSlice &
  UndoImportSlice &
  ErrorLogDownloadSlice &
  UsersShortSlice;

export type ImportHistoryProps = {
  /** Where the companies list lives, named by the empty history's hint. Default: "/companies". */
  companiesPath?: string;
  /** The clock that decides whether Undo is still offered. Default: the system clock. */
  now?: () => number;
};

/** The filters this list keeps in the address. */
const FILTER_IDS = ["status", "created_by"] as const;

/**
 * Import History (admin-portal section 2.5): every Excel import, newest first, as a server-paged
 * table filtered by status, creator and dates. Queued and running imports show their progress and
 * the page follows them. A row opens the import's details, where Undo is offered while it may be.
 */
export function ImportHistory({ companiesPath = "/companies", now = Date.now }: ImportHistoryProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<ImportFilter>({ filterIds: FILTER_IDS });
  const filters = useImportFilters();
  const [params, setParams] = useState<ImportListParams | null>(null);
  const [open, setOpen] = useState<ExcelImport | null>(null);
  // Queued and running imports on the page are followed until they end.
  useListPolling(params);
  const columns = useMemo(() => importColumns(setOpen), []);
  const { onQueryChange: writeAddress } = list;
  const handleQueryChange = useCallback(
    (query: DataTableQuery<ImportFilter>) => {
      writeAddress(query);
      setParams(toListParams(query));
    },
    [writeAddress],
  );

  return (
    <PageStack>
      <PageHeading>Import History</PageHeading>
      {/* Rows open on a click anywhere; the file's name is the same action for the keyboard. */}
      <DataTable<ExcelImport, ImportFilter>
        key={list.key}
        initialQuery={list.initialQuery}
        label="Import History"
        columns={columns}
        read={excelImportListRead}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.file_name}
        filters={filters}
        dateFilter
        search={false}
        onQueryChange={handleQueryChange}
        onRowOpen={setOpen}
        empty={{
          title: "No imports yet",
          action: (
            <PageHint>
              Use Import Excel on the <Link to={companiesPath}>Companies</Link> page to add companies from a
              workbook.
            </PageHint>
          ),
        }}
      />
      <ImportDrawer row={open} onClose={() => setOpen(null)} now={now} />
    </PageStack>
  );
}
