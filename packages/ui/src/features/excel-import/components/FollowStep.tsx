import type { ExcelImportDetail } from "@pipeline/contract";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { ImportProgress, ImportResultPanel, ImportStatusPill } from "../../../blocks/import-result";
import { isImportWorking, useExcelImport } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { IMPORT_GOES_ON } from "../importSteps";
import { Step } from "./Step";
import { StyledStepHeader, StyledStepText } from "./stepLayout";

export type FollowStepProps = {
  /** The import as Confirm answered it; asked for again while it runs. */
  confirmed: ExcelImportDetail;
  onClose: () => void;
  onImportAnother: () => void;
  onOpenHistory?: (id: ExcelImportDetail["id"]) => void;
};

/** A confirmed import: its progress while it runs, then its status and result. */
export function FollowStep({ confirmed, onClose, onImportAnother, onOpenHistory }: FollowStepProps) {
  const query = useExcelImport(confirmed.id);
  const detail = query.data ?? confirmed;
  const working = isImportWorking(detail);
  return (
    <Step label={working ? "Importing" : "Import result"}>
      <StyledStepHeader>
        {/* Confirmed, the file is being processed: the flow reads Processing until the import ends. */}
        <ImportStatusPill status={working ? "Processing" : detail.status} />
        <span>{detail.file_name}</span>
      </StyledStepHeader>
      {working ? (
        <>
          <ImportProgress record={detail} />
          <StyledStepText>{IMPORT_GOES_ON}</StyledStepText>
        </>
      ) : (
        <ImportResultPanel result={detail} />
      )}
      {/* The same buttons stay in place when the import ends, so a focused Close keeps its focus. */}
      <StyledDialogActions>
        {onOpenHistory ? (
          <Button variant="ghost" onClick={() => onOpenHistory(detail.id)}>
            Open Import History
          </Button>
        ) : null}
        {working ? null : <Button onClick={onImportAnother}>Import another file</Button>}
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </StyledDialogActions>
    </Step>
  );
}
