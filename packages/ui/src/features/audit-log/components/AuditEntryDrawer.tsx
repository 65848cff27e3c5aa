import type { AuditEntry } from "@pipeline/contract";
import {
  actionLabel,
  actionTone,
  actorText,
  AuditChangeList,
  auditTimeText,
  targetText,
} from "../../../blocks/audit-trail";
import { Fact, RecordDetails, RecordFacts, RecordSection } from "../../../blocks/record-details";
import { Link } from "../../../navigation";
import { Drawer } from "../../../primitives/Drawer";
import { StatusPill } from "../../../primitives/StatusPill";

/** How an entry's write came about. */
const SOURCE_LABELS: Readonly<Record<AuditEntry["source"], string>> = {
  request: "A person's request",
  job: "A background job (an import or a campaign)",
  system: "The server itself",
};

export type AuditEntryDrawerProps = {
  /** The entry opened; null keeps the drawer closed. */
  entry: AuditEntry | null;
  onClose: () => void;
  companyPath: (id: number) => string;
};

/** One entry of the audit log in a drawer: who, when, from where, and every field before → after. */
export function AuditEntryDrawer({ entry, onClose, companyPath }: AuditEntryDrawerProps) {
  return (
    <Drawer
      title={entry ? `${actionLabel(entry.action)}: ${targetText(entry)}` : "Audit entry"}
      description={entry ? auditTimeText(entry) : undefined}
      open={entry !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {entry ? (
        <RecordDetails>
          <RecordFacts>
            <Fact term="User">{actorText(entry)}</Fact>
            <Fact term="Role">{entry.active_role ?? "—"}</Fact>
            <Fact term="Action">
              <StatusPill tone={actionTone(entry.action)}>{actionLabel(entry.action)}</StatusPill>
            </Fact>
            <Fact term="What">{targetText(entry)}</Fact>
            <Fact term="Company">
              {entry.company_id === null ? (
                "—"
              ) : (
                <Link to={companyPath(entry.company_id)}>{`Company ${entry.company_id}`}</Link>
              )}
            </Fact>
            <Fact term="From">{entry.address ?? "—"}</Fact>
            <Fact term="Made by" wide>
              {SOURCE_LABELS[entry.source]}
            </Fact>
          </RecordFacts>
          <RecordSection title="Changes">
            <AuditChangeList entry={entry} />
          </RecordSection>
        </RecordDetails>
      ) : null}
    </Drawer>
  );
}
