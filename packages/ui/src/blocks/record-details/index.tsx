import type { ReactNode } from "react";
import styled from "styled-components";
import { linkStyle } from "../../navigation/Link";

// The pieces of a record's drawer (an import, a logged e-mail): its facts as a two-column list of
// terms and values, titled sections below them, and the link-styled button a table row opens it by.

/** The drawer's content: facts, then sections, spaced apart. */
export const RecordDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The record's facts, two a row; a `wide` fact takes the whole row. */
export const RecordFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }

  div[data-wide] {
    grid-column: 1 / -1;
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One fact of RecordFacts: its term over its value. */
export function Fact({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-wide={wide ? "" : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A titled part of the drawer, named by its title for assistive technology. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSection aria-label={title}>
      <StyledSectionTitle>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

/**
 * A table cell's text that opens the row's record: a button that reads as a link. On one line, as
 * the cell's text is, and ending in an ellipsis when the column is narrower than it.
 */
export const RecordOpenButton = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  ${linkStyle}
`;
