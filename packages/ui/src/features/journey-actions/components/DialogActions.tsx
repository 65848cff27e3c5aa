import { Button } from "../../../primitives/Button";
import { SubmitButton } from "../../../primitives/Form";
import { StyledDialogActions as StyledActions } from "../../../blocks/form-layout";

export type DialogActionsProps = {
  /** Closes the dialog without saving. */
  onCancel: () => void;
  /** The submit button's text. Default: "Save". */
  submitLabel?: string;
};

/** Cancel and the form's submit button, at the end of a dialog's form. */
export function DialogActions({ onCancel, submitLabel = "Save" }: DialogActionsProps) {
  return (
    <StyledActions>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton>{submitLabel}</SubmitButton>
    </StyledActions>
  );
}
