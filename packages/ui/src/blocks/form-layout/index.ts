// The layout every form shares: one column, two once the form is as wide as a medium dialog (the
// Add Company page, a wide dialog); narrower frames (the Update Company drawer) keep one.
import styled from "styled-components";

/** The frame whose width the field grid answers to. */
export const StyledFormFrame = styled.div`
  container: form-layout / inline-size;
`;

/**
 * What stands in for a form while its record loads or fails to: padded below as the form's
 * action bar is, so it sits in a card, a dialog or a drawer the same way.
 */
export const StyledFormStatus = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @container form-layout (min-width: ${({ theme }) => theme.size.dialogMd}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field that takes the whole row of the grid. */
export const StyledWide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** A titled group of fields. */
export const StyledSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledSectionTitle = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;
export { FormActions, type FormActionsProps, StyledDialogActions, StyledFormActions } from "./FormActions";
export { FormDialog, type FormDialogProps } from "./FormDialog";
export { toFormErrors } from "./formErrors";
export { lookupChoices } from "./lookupChoices";
export { type FormSave, type FormSaveOptions, type SaveProgress, useFormSave } from "./useFormSave";
