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
  /** Spans every column of the grid and keeps the value's line breaks, for a paragraph. Default: false. */
  wide?: boolean;
};

/** One name and value of a StyledFacts list. */
export function Fact({ term, children, wide = false }: FactProps) {
  const empty = children === "" || children === null || children === undefined || children === false;
  return (
    <StyledFact $wide={wide}>
      <StyledTerm>{term}</StyledTerm>
      <StyledValue>{empty ? <StyledUnset>{UNSET_TEXT}</StyledUnset> : children}</StyledValue>
    </StyledFact>
  );
}
