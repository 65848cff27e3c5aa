import type { ReactNode } from "react";
import styled from "styled-components";
import { StyledFact, StyledTerm, StyledValue } from "./layout";

const StyledUnset = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The words a field without a value shows, so it reads as empty rather than as left out. */
export const UNSET_TEXT = "Not set";

export type FactProps = {
  /** The field's name. */
  term: string;
  /** The value; empty text, null or false show as Not set. */
  children: ReactNode;
};

/** One name and value of a StyledFacts list. */
export function Fact({ term, children }: FactProps) {
  const empty = children === "" || children === null || children === undefined || children === false;
  return (
    <StyledFact>
      <StyledTerm>{term}</StyledTerm>
      <StyledValue>{empty ? <StyledUnset>{UNSET_TEXT}</StyledUnset> : children}</StyledValue>
    </StyledFact>
  );
}
