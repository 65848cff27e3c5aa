import styled from "styled-components";
import { formatNumber } from "../../../format";

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  column-gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledFailed = styled.dd<{ $some: boolean }>`
  color: ${({ theme, $some }) => ($some ? theme.color.danger : "inherit")};
  font-weight: ${({ theme, $some }) => ($some ? theme.font.weight.semibold : "inherit")};
`;

export type ImportCountsProps = {
  created: number;
  updated: number;
  /** Matched records the file changed nothing of; its line shows only when there are any. */
  unchanged: number;
  failed: number;
};

/** Created, updated, unchanged (when any) and failed, one a line, a failure count in red when there is any. */
export function ImportCounts({ created, updated, unchanged, failed }: ImportCountsProps) {
  return (
    <StyledCounts>
      <dt>Created</dt>
      <dd>{formatNumber(created)}</dd>
      <dt>Updated</dt>
      <dd>{formatNumber(updated)}</dd>
      {unchanged > 0 ? (
        <>
          <dt>Unchanged</dt>
          <dd>{formatNumber(unchanged)}</dd>
        </>
      ) : null}
      <dt>Failed</dt>
      <StyledFailed $some={failed > 0}>{formatNumber(failed)}</StyledFailed>
    </StyledCounts>
  );
}
