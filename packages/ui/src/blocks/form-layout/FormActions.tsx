import type { ComponentType, ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { SubmitButton } from "../../primitives/Form";

/** Cancel and the main action at the end of a dialog's form, right-aligned. */
export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The same at the end of a long form, set apart from its fields by a rule. */
export const StyledFormActions = styled(StyledDialogActions)`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

export type FormActionsProps = {
  /** Shows a Cancel button that calls this. Default: none (no Cancel button). */
  onCancel?: () => void;
  /** Whether Cancel is disabled, as while a file is sent. Default: false. */
  cancelDisabled?: boolean;
  /** The submit button's text. Default: "Save". */
  submitLabel?: string;
  /**
   * The row the buttons stand in: StyledDialogActions at the end of a dialog's form, or a form's
   * own. Default: StyledFormActions, set apart from a long form's fields by a rule.
   */
  frame?: ComponentType<{ children: ReactNode }>;
};

/** Cancel, when the form can be left, and the form's submit button, right-aligned. */
export function FormActions({
  onCancel,
  cancelDisabled,
  submitLabel = "Save",
  frame: Frame = StyledFormActions,
}: FormActionsProps) {
  return (
    <Frame>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </Button>
      ) : null}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Frame>
  );
}
