import type { ReactNode } from "react";
import styled from "styled-components";

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const StyledPair = styled.div`
  display: contents;
`;

/** One labelled value of an item; nothing renders for an empty value. */
export type ItemFact = { term: string; value: ReactNode };

export type ItemFactsProps = { facts: readonly ItemFact[] };

/** An item's values as term and value pairs, those without a value left out. */
export function ItemFacts({ facts }: ItemFactsProps) {
  const shown = facts.filter(({ value }) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <StyledFacts>
      {shown.map(({ term, value }) => (
        <StyledPair key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </StyledPair>
      ))}
    </StyledFacts>
  );
}
