import type { ExcelImport } from "@pipeline/contract";
import styled from "styled-components";
import { CellLines, type DataTableColumn } from "../../blocks/data-table";
import { RecordOpenButton } from "../../blocks/record-details";
import { ImportProgress, ImportStatusPill } from "../../blocks/import-result";
import { formatNumber } from "../../format";
import { ErrorLogButton } from "./components/ErrorLogButton";
import { ImportCounts } from "./components/ImportCounts";
import { isImportWorking } from "../../data/hooks/excelImports";
import { istText, uploaderText } from "./utils/importRules";

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What the count columns show before an import has written anything. */
function Counts({ row, of }: { row: ExcelImport; of: "companies" | "members" }) {
  if (row.phase === "previewed") return of === "companies" ? <StyledMuted>Not confirmed</StyledMuted> : null;
  if (row.phase === "queued") return of === "companies" ? <StyledMuted>Waiting to start</StyledMuted> : null;
  if (row.status === "Failed" && row.total_companies === 0)
    return of === "companies" ? <StyledMuted>Nothing read</StyledMuted> : null;
  if (row.phase === "running") return of === "companies" ? <ImportProgress record={row} compact /> : null;
  return of === "companies" ? (
    <ImportCounts
      created={row.companies_created}
      updated={row.companies_updated}
      unchanged={row.companies_unchanged}
      failed={row.companies_failed}
    />
  ) : (
    <ImportCounts
      created={row.members_created}
      updated={row.members_updated}
      unchanged={row.members_unchanged}
      failed={row.members_failed}
    />
  );
}

/**
 * The columns of Import History. The file's name opens the import's details; while an import is
 * queued or running its progress stands in place of the counts.
 */
export function importColumns(onOpen: (row: ExcelImport) => void): DataTableColumn<ExcelImport>[] {
  return [
    { id: "id", header: "ID", cell: (row) => row.id, sortField: "id" },
    {
      id: "file_name",
      header: "File",
      cell: (row) => (
        <RecordOpenButton type="button" onClick={() => onOpen(row)}>
          {row.file_name}
        </RecordOpenButton>
      ),
      hideable: false,
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => (
        <CellLines>
          <ImportStatusPill status={row.status} />
          {row.undone ? <StyledMuted>Undone {istText(row.undone)}</StyledMuted> : null}
        </CellLines>
      ),
      sortField: "status",
    },
    {
      id: "total_companies",
      header: "Total Companies",
      cell: (row) =>
        isImportWorking(row) || row.phase === "previewed" ? "" : formatNumber(row.total_companies),
      sortField: "total_companies",
      align: "end",
    },
    {
      id: "companies",
      header: "Companies",
      cell: (row) => <Counts row={row} of="companies" />,
    },
    { id: "members", header: "Members", cell: (row) => <Counts row={row} of="members" /> },
    { id: "created_by", header: "Created By", cell: uploaderText },
    { id: "created", header: "Created", cell: (row) => istText(row.created), sortField: "created" },
    {
      id: "modified",
      header: "Modified",
      cell: (row) => istText(row.modified),
      sortField: "modified",
      defaultHidden: true,
    },
    {
      id: "error_log",
      header: "Error Log",
      cell: (row) => (row.error_log_file ? <ErrorLogButton record={row} /> : null),
      sticky: "end",
    },
  ];
}
