import type { ExcelImportDetail } from "@pipeline/contract";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { ImportProgress, ImportResultPanel, ImportStatusPill } from "../../../blocks/import-result";
import { isImportWorking, useExcelImport } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { IMPORT_GOES_ON } from "../importSteps";
import { StyledStep, StyledStepHeader, StyledStepText } from "./stepLayout";

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
  const history = onOpenHistory ? (
    <Button variant="ghost" onClick={() => onOpenHistory(detail.id)}>
      Open Import History
    </Button>
  ) : null;
  return (
    <StyledStep>
      <StyledStepHeader>
        <ImportStatusPill status={detail.status} />
        <span>{detail.file_name}</span>
      </StyledStepHeader>
      {working ? (
        <>
          <ImportProgress record={detail} />
          <StyledStepText>{IMPORT_GOES_ON}</StyledStepText>
          <StyledDialogActions>
            {history}
            <Button variant="primary" onClick={onClose}>
              Close
            </Button>
          </StyledDialogActions>
        </>
      ) : (
        <>
          <ImportResultPanel result={detail} />
          <StyledDialogActions>
            {history}
            <Button onClick={onImportAnother}>Import another file</Button>
            <Button variant="primary" onClick={onClose}>
              Close
            </Button>
          </StyledDialogActions>
        </>
      )}
    </StyledStep>
  );
}
