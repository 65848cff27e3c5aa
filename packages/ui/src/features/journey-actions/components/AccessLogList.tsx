import styled from "styled-components";
import { formatIstDateTime } from "../../../format";
import type { AccessLogEntry } from "../utils/accessLog";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

export type AccessLogListProps = {
  /** The reads through the grants, newest first. */
  entries: readonly AccessLogEntry[];
};

/** Who read the journey item through a grant, and when (IST); "No reads yet" before any. */
export function AccessLogList({ entries }: AccessLogListProps) {
  if (entries.length === 0) return <StyledMuted>No reads yet</StyledMuted>;
  return (
    <StyledList aria-label="Access log">
      {entries.map((entry) => (
        <StyledEntry key={entry.key}>
          <span>{entry.name}</span>
          <StyledTime dateTime={entry.at}>{formatIstDateTime(entry.at)} IST</StyledTime>
        </StyledEntry>
      ))}
    </StyledList>
  );
}
