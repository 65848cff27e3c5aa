import type { Static } from "typebox";
import type { AuditEntrySchema } from "../wire/audit";

/** What an entry of the audit trail records. */
export const AUDIT_ACTIONS = ["create", "update", "delete", "sign_in", "sign_in_failed", "sign_out"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where a write came from: a person's request, a background job, or the server itself (the seed). */
export const AUDIT_SOURCES = ["request", "job", "system"] as const;

/** The filters of the audit log's list (`GET audit-log`), besides its dates. */
export const AUDIT_LOG_FILTERS = ["user", "entity", "entity_id", "action"] as const;
export type AuditLogFilter = (typeof AUDIT_LOG_FILTERS)[number];

/** One write, as the audit trail keeps it. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
