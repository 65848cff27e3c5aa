import type { ExcelImportDetail } from "@pipeline/contract";
import styled from "styled-components";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { useUndoImport } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { Dialog } from "../../../primitives/Dialog";
import { useToast } from "../../../primitives/Toast";
import { UNDO_EXPLANATION } from "../utils/importRules";

const StyledText = styled.p`
  margin: 0;
`;

export type UndoImportProps = {
  /** The import to take back; show the dialog only while `undoOffered` allows it. */
  record: Pick<ExcelImportDetail, "id" | "file_name">;
  open: boolean;
  /** Called when the dialog should close: Keep import, Escape, the close button or after the undo. */
  onClose: () => void;
  /** Called with the import as the undo answered it, before the dialog closes. */
  onUndone: (record: ExcelImportDetail) => void;
};

/** Asks before taking an import back, saying what Undo does; the server's message shows as a toast. */
export function UndoImport({ record, open, onClose, onUndone }: UndoImportProps) {
  const undo = useUndoImport();
  const toast = useToast();
  const busy = undo.isPending;

  async function handleUndo() {
    try {
      const answer = await undo.mutateAsync(record.id);
      toast.success(answer.message);
      onUndone(answer.data);
      onClose();
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Dialog
      title="Undo import?"
      size="sm"
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      footer={
        <StyledDialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep import
          </Button>
          <Button variant="danger" onClick={() => void handleUndo()} loading={busy}>
            Undo import
          </Button>
        </StyledDialogActions>
      }
    >
      <StyledText>{`Undo the import of "${record.file_name}"? ${UNDO_EXPLANATION}`}</StyledText>
    </Dialog>
  );
}
