import type { AuditEntry } from "@pipeline/contract";
import styled from "styled-components";
import {
  actionLabel,
  actionTone,
  actorText,
  AuditChangeList,
  auditTimeText,
  targetText,
} from "../../../blocks/audit-trail";
import { StatusPill } from "../../../primitives/StatusPill";
import { focusRing } from "../../../theme/focusRing";

const StyledEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};

  &:first-child {
    padding-top: 0;
  }

  ${focusRing}
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const COMPANY_FIELD = ["company_id"];

/** Who, as the history names them: "admin (SUPER_ADMIN)". */
function whoText(entry: AuditEntry): string {
  const who = actorText(entry);
  return entry.active_role ? `${who} (${entry.active_role})` : who;
}

/** One change of the history: what was done to which record, when and by whom, and its fields. */
export function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const target = targetText(entry);
  return (
    <StyledEntry tabIndex={-1}>
      <StyledHead>
        <StatusPill tone={actionTone(entry.action)}>{actionLabel(entry.action)}</StatusPill>
        <StyledTitle>{target}</StyledTitle>
      </StyledHead>
      <StyledMeta>
        <time dateTime={entry.at}>{auditTimeText(entry)}</time>
        {` by ${whoText(entry)}`}
      </StyledMeta>
      {/* The company is the history's own: naming it on every change says nothing. */}
      <AuditChangeList entry={entry} leaveOut={COMPANY_FIELD} />
    </StyledEntry>
  );
}
