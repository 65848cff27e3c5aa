import type { ExcelImport } from "@pipeline/contract";
import styled from "styled-components";
import { formatNumber } from "../../format";
import { ProgressBar } from "../../primitives/ProgressBar";

const StyledProgress = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ $compact }) => ($compact ? "8rem" : "0")};
`;

const StyledCounts = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export type ImportProgressProps = {
  /** The import's rows: done so far, and the sheet's total (null until the file has been read). */
  record: Pick<ExcelImport, "rows_done" | "rows_total">;
  /** A table cell's size: the bar and "3,200 / 10,000" only. Default: false. */
  compact?: boolean;
};

function rowsText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "row" : "rows"}`;
}

/**
 * How far an import has written its rows: a bar with the percentage, "3,200 of 10,000 rows" and
 * "6,800 rows left"; an indeterminate bar while the number of rows is not known yet.
 */
export function ImportProgress({ record, compact = false }: ImportProgressProps) {
  const total = record.rows_total;
  if (total === null) {
    return (
      <StyledProgress $compact={compact}>
        <ProgressBar label="Waiting to start" hideLabel={compact} />
        {compact ? null : <StyledCounts>The rows are counted once the import starts.</StyledCounts>}
      </StyledProgress>
    );
  }
  const done = Math.min(record.rows_done, total);
  return (
    <StyledProgress $compact={compact}>
      <ProgressBar label="Importing rows" hideLabel={compact} value={done} max={total} showValue={!compact} />
      {compact ? (
        <StyledCounts>{`${formatNumber(done)} / ${formatNumber(total)}`}</StyledCounts>
      ) : (
        <StyledCounts>
          <span>{`${formatNumber(done)} of ${rowsText(total)}`}</span>
          <span>{`${rowsText(total - done)} left`}</span>
        </StyledCounts>
      )}
    </StyledProgress>
  );
}
