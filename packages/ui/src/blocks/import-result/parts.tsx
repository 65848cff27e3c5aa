// What the preview and the result panel share: the counts table and a scrolling list of rows.
import type { ReactNode } from "react";
import styled from "styled-components";
import { formatNumber } from "../../format";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
    text-align: end;
  }

  th:first-child {
    text-align: start;
  }

  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledFailCount = styled.td<{ $some: boolean }>`
  color: ${({ theme, $some }) => ($some ? theme.color.danger : "inherit")};
  font-weight: ${({ theme, $some }) => ($some ? theme.font.weight.semibold : "inherit")};
`;

/** A row's counts, one per column; the last one counts failures. */
export type CountsRow = { label: string; values: number[] };

/**
 * Companies and members against their columns (Create / Update / Fail, or Created / Updated /
 * Unchanged / Failed); the last column counts failures, in red when there is any.
 */
export function CountsTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: CountsRow[];
}) {
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>Records</VisuallyHidden>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) =>
              index === row.values.length - 1 ? (
                <StyledFailCount key={columns[index]} $some={value > 0}>
                  {formatNumber(value)}
                </StyledFailCount>
              ) : (
                <td key={columns[index]}>{formatNumber(value)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

const StyledList = styled.ul`
  /* Two lists and the actions still fit a 720-pixel-high window without much scrolling. */
  max-height: min(12rem, 22vh);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  overflow-y: auto;
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    padding: ${({ theme }) => theme.space.xxs} 0;
    overflow-wrap: anywhere;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.size.focusOffset} solid ${theme.color.focusRing}`};
  }
`;

const StyledMore = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A titled list that scrolls within its height (and takes the keyboard's focus so it can be
 * scrolled without a mouse), with "and N more" when `total` exceeds the items listed.
 */
export function RowList({
  title,
  items,
  total,
  more,
}: {
  title: string;
  items: readonly ReactNode[];
  total: number;
  /** Said after "and N more": where the rest are. Default: nothing. */
  more?: string;
}) {
  if (items.length === 0) return null;
  const rest = total - items.length;
  return (
    <StyledSection>
      <StyledHeading>{`${title} (${formatNumber(total)})`}</StyledHeading>
      {/* A scrolling region must be reachable by the keyboard. */}
      <StyledList tabIndex={0} aria-label={title}>
        {items.map((item, index) => (
          // The rows are a fixed list: their order never changes.
          <li key={index}>{item}</li>
        ))}
      </StyledList>
      {rest > 0 ? <StyledMore>{`and ${formatNumber(rest)} more${more ? ` ${more}` : ""}`}</StyledMore> : null}
    </StyledSection>
  );
}
