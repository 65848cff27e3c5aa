import type { AuditEntry } from "@pipeline/contract";
import { ArrowRight } from "lucide-react";
import styled from "styled-components";
import { useAuditValueNames } from "../../data/hooks/auditLog";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { fieldChanges, valueText } from "./auditText";

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    align-self: center;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledBefore = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: line-through;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type AuditChangeListProps = {
  entry: Pick<AuditEntry, "action" | "changes">;
  /** Fields not to list, e.g. the company in the company's own history. Default: none. */
  leaveOut?: readonly string[];
};

/**
 * Every field an entry wrote, by its label: before → after for a change, the value alone for a
 * record created or removed, where there is no other side to compare with.
 */
export function AuditChangeList({ entry, leaveOut = [] }: AuditChangeListProps) {
  const nameOf = useAuditValueNames();
  const changes = fieldChanges(entry).filter(({ field }) => !leaveOut.includes(field));
  const text = (field: string, value: unknown) => nameOf(field, value) ?? valueText(value);
  if (changes.length === 0) return <StyledEmpty>No fields were changed.</StyledEmpty>;
  return (
    <StyledList>
      {changes.map(({ field, label: name, before, after }) => (
        <div key={field}>
          <dt>{name}</dt>
          <dd>
            {entry.action === "create" ? (
              <span>{text(field, after)}</span>
            ) : entry.action === "delete" && after === null ? (
              <>
                <StyledBefore>{text(field, before)}</StyledBefore>
                <VisuallyHidden> (removed)</VisuallyHidden>
              </>
            ) : (
              <>
                <StyledBefore>
                  <VisuallyHidden>from </VisuallyHidden>
                  {text(field, before)}
                </StyledBefore>
                <ArrowRight aria-hidden="true" />
                <span>
                  <VisuallyHidden>to </VisuallyHidden>
                  {text(field, after)}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </StyledList>
  );
}
