import type { ExcelImportDetail } from "@pipeline/contract";
import styled from "styled-components";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { ImportPreviewSummary, ImportStatusPill } from "../../../blocks/import-result";
import { Button } from "../../../primitives/Button";
import { nothingChanges } from "../importSteps";
import { Step } from "./Step";
import { StyledStepHeader } from "./stepLayout";

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export type PreviewStepProps = {
  detail: ExcelImportDetail;
  /** Confirm or Cancel is under way. */
  busy: "confirm" | "cancel" | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** What the file would do, with Confirm import (off when it would change nothing) and Cancel import. */
export function PreviewStep({ detail, busy, onConfirm, onCancel }: PreviewStepProps) {
  const preview = detail.preview;
  const idle = preview !== null && nothingChanges(preview);
  return (
    <Step label="Preview">
      <StyledStepHeader>
        <ImportStatusPill status={detail.status} />
        <span>{detail.file_name}</span>
      </StyledStepHeader>
      {preview ? <ImportPreviewSummary preview={preview} /> : null}
      {idle ? (
        <StyledNote id="import-nothing-changes">
          {(preview?.failures_count ?? 0) > 0
            ? "Nothing in this file would be created or updated. Correct the failing rows and check the file again."
            : "Nothing in this file would be created or updated: every row matches what is stored already."}
        </StyledNote>
      ) : null}
      <StyledDialogActions>
        <Button onClick={onCancel} loading={busy === "cancel"} disabled={busy !== null}>
          Cancel import
        </Button>
        <Button
          variant="primary"
          onClick={onConfirm}
          loading={busy === "confirm"}
          disabled={idle || busy !== null}
          aria-describedby={idle ? "import-nothing-changes" : undefined}
        >
          Confirm import
        </Button>
      </StyledDialogActions>
    </Step>
  );
}
