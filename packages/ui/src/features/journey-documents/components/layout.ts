// The documents dialogs' own layout parts.
import styled from "styled-components";

/** Cancel and the main action at the end of a form. */
export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;
