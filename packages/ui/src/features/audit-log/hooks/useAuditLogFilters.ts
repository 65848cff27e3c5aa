import { AUDIT_ACTIONS, type AuditLogFilter } from "@pipeline/contract";
import { useMemo } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from "../../../blocks/audit-trail";
import type { DataTableFilter } from "../../../blocks/data-table";
import { useUsersShort } from "../../../data/hooks/users";
import { personName } from "../../../format";

/** The kinds of record, by name, each sent as the stored kind. */
const ENTITY_FILTER: DataTableFilter<AuditLogFilter> = {
  id: "entity",
  label: "What",
  options: Object.entries(AUDIT_ENTITY_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
};

const ACTION_FILTER: DataTableFilter<AuditLogFilter> = {
  id: "action",
  label: "Action",
  options: AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
};

const ENTITY_ID_FILTER: DataTableFilter<AuditLogFilter> = {
  id: "entity_id",
  label: "Record ID",
  kind: "text",
  options: [],
};

/** The Audit Log's filters: who (the active users by name), what kind of record, which one, what was done. */
export function useAuditLogFilters(): DataTableFilter<AuditLogFilter>[] {
  const users = useUsersShort().data;
  return useMemo(
    () => [
      {
        id: "user",
        label: "User",
        options: (users ?? []).map((user) => ({ value: String(user.pk), label: personName(user) })),
      },
      ENTITY_FILTER,
      ENTITY_ID_FILTER,
      ACTION_FILTER,
    ],
    [users],
  );
}
