import type { AuditEntry } from "@pipeline/contract";
import styled from "styled-components";
import {
  actionLabel,
  actionTone,
  actorText,
  auditTimeText,
  changeSummary,
  targetText,
} from "../../blocks/audit-trail";
import { CellLines, type DataTableColumn } from "../../blocks/data-table";
import { RecordOpenButton } from "../../blocks/record-details";
import { Link } from "../../navigation";
import { StatusPill } from "../../primitives/StatusPill";

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type AuditColumnOptions = {
  /** Opens an entry's whole change list. */
  onOpen: (entry: AuditEntry) => void;
  /** The page of a company. */
  companyPath: (id: number) => string;
};

/**
 * The columns of the Audit Log: when, who (and the role acted as), what was done to which record,
 * the company it concerns, the fields it changed (the summary opens them all) and where from.
 */
export function auditColumns({ onOpen, companyPath }: AuditColumnOptions): DataTableColumn<AuditEntry>[] {
  return [
    { id: "at", header: "When", cell: auditTimeText, sortField: "at", hideable: false },
    {
      id: "user",
      header: "User",
      cell: (entry) => (
        <CellLines>
          <span>{actorText(entry)}</span>
          {entry.active_role ? <StyledMuted>{entry.active_role}</StyledMuted> : null}
        </CellLines>
      ),
    },
    {
      id: "action",
      header: "Action",
      cell: (entry) => <StatusPill tone={actionTone(entry.action)}>{actionLabel(entry.action)}</StatusPill>,
    },
    { id: "entity", header: "What", cell: targetText },
    {
      id: "company",
      header: "Company",
      cell: (entry) =>
        entry.company_id === null ? (
          "—"
        ) : (
          <Link to={companyPath(entry.company_id)}>{`Company ${entry.company_id}`}</Link>
        ),
    },
    {
      id: "changes",
      header: "Changes",
      cell: (entry) => {
        const summary = changeSummary(entry);
        const text = summary === "—" ? "Details" : summary;
        // Named with the record too: the same fields change in many rows.
        return (
          <RecordOpenButton
            type="button"
            onClick={() => onOpen(entry)}
            title={text}
            aria-label={`${text}: ${targetText(entry)}, ${auditTimeText(entry)}`}
          >
            {text}
          </RecordOpenButton>
        );
      },
      hideable: false,
    },
    { id: "address", header: "From", cell: (entry) => entry.address ?? "—" },
  ];
}
