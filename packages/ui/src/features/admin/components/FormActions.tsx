import styled from "styled-components";
import { SubmitButton } from "../../../primitives/Form";

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** The submit button row at the foot of an admin form. */
export function FormActions() {
  return (
    <StyledActions>
      <SubmitButton>Save</SubmitButton>
    </StyledActions>
  );
}
