// The parts of the journey forms' layout only they have; the rest is blocks/form-layout.
import styled from "styled-components";

/** Cancel and Save at the end of a form. */
export { StyledFormActions as StyledActions } from "../../../blocks/form-layout";

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
