import type { ExcelImportDetail } from "@pipeline/contract";
import { Download } from "lucide-react";
import styled from "styled-components";
import { type ErrorLogDownloadSlice, useErrorLogDownload } from "../../data/hooks/excelImports";
import { formatNumber } from "../../format";
import { Button } from "../../primitives/Button";
import { useToast } from "../../primitives/Toast";
import { CountsTable, RowList } from "./parts";
import { saveFile } from "../file-download";

/** What the result panel calls: the failed-rows workbook's download. */
export type ImportResultPanelSlice = ErrorLogDownloadSlice;

const FAILED_WITHOUT_REASON = "The import could not be completed.";

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledTotal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledFailure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const StyledDownload = styled.div`
  display: flex;
`;

export type ImportResultPanelProps = {
  /** The ended import: its counts, failed companies, errors, error log and, when Failed, why. */
  result: Pick<
    ExcelImportDetail,
    | "status"
    | "total_companies"
    | "companies_created"
    | "companies_updated"
    | "companies_unchanged"
    | "companies_failed"
    | "members_created"
    | "members_updated"
    | "members_unchanged"
    | "members_failed"
    | "failed_companies"
    | "errors"
    | "error_log_file"
    | "failure"
  >;
  /** Receives the downloaded error log instead of the browser's download. Default: the browser saves it. */
  onSave?: (blob: Blob, fileName: string) => void;
};

/**
 * The import result summary: the companies and members created, updated (a field changed), unchanged
 * (matched, with nothing to change) and failed, the names of
 * the failed companies, the errors with their row numbers and the error log's download
 * (Failed_Companies_Log_{date}.xlsx); when the import Failed, why.
 */
export function ImportResultPanel({ result, onSave = saveFile }: ImportResultPanelProps) {
  const download = useErrorLogDownload();
  const toast = useToast();
  const errorLog = result.error_log_file;

  async function handleDownload(path: string) {
    try {
      const file = await download.mutateAsync(path);
      onSave(file.blob, file.fileName);
    } catch (error) {
      toast.error(error, { fallback: "The error log could not be downloaded." });
    }
  }

  const counted =
    result.total_companies +
    result.companies_created +
    result.companies_updated +
    result.companies_unchanged +
    result.companies_failed +
    result.members_created +
    result.members_updated +
    result.members_unchanged +
    result.members_failed;
  const failed = result.status === "Failed";

  if (failed && counted === 0) {
    return (
      <StyledPanel>
        <StyledFailure role="alert">{result.failure ?? FAILED_WITHOUT_REASON}</StyledFailure>
        <StyledTotal>Nothing was imported.</StyledTotal>
      </StyledPanel>
    );
  }

  return (
    <StyledPanel>
      {failed ? <StyledFailure role="alert">{result.failure ?? FAILED_WITHOUT_REASON}</StyledFailure> : null}
      <StyledTotal>{`${formatNumber(result.total_companies)} ${
        result.total_companies === 1 ? "company" : "companies"
      } in the file`}</StyledTotal>
      <CountsTable
        caption="Import result"
        columns={["Created", "Updated", "Unchanged", "Failed"]}
        rows={[
          {
            label: "Companies",
            values: [
              result.companies_created,
              result.companies_updated,
              result.companies_unchanged,
              result.companies_failed,
            ],
          },
          {
            label: "Members",
            values: [
              result.members_created,
              result.members_updated,
              result.members_unchanged,
              result.members_failed,
            ],
          },
        ]}
      />
      <RowList
        title="Failed companies"
        items={result.failed_companies}
        total={Math.max(result.companies_failed, result.failed_companies.length)}
        more="in the error log"
      />
      <RowList title="Errors" items={result.errors} total={result.errors.length} />
      {errorLog ? (
        <StyledDownload>
          <Button
            icon={<Download />}
            loading={download.isPending}
            onClick={() => void handleDownload(errorLog)}
          >
            Download error log
          </Button>
        </StyledDownload>
      ) : null}
    </StyledPanel>
  );
}
