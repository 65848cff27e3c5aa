// The journey forms' layout: one column, two once the form is as wide as a medium dialog.
import styled from "styled-components";

export const StyledFormFrame = styled.div`
  container: journey-form / inline-size;
`;

/** What stands in for a form while its record loads or fails to. */
export const StyledFormStatus = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @container journey-form (min-width: ${({ theme }) => theme.size.dialogMd}) {
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

/** Cancel and Save at the end of a form. */
export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

/** A note in place of fields, such as a task type this form does not take yet. */
export const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The Add Item form and, after it, a task type's own form. */
export const StyledSteps = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
