import type { AuditAction, AuditEntry } from "@pipeline/contract";
import type { StatusTone } from "../../primitives/StatusPill";
import { formatIstDateTime } from "../../format";

// How the audit trail reads to a person: what was written as a record's name ("Member", not the
// table's), what was done, each field by its name in the forms, and values as the pages show them.

/** Each kind of record the trail names, by the name people know it by. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  companies: "Company",
  company_members: "Member",
  company_locations: "Company location",
  company_company_types: "Company type",
  member_designations: "Member designation",
  users: "User",
  password_links: "Set-password link",
  user_roles: "User role",
  user_permissions: "User permission",
  user_countries: "User country",
  user_practices: "User practice",
  user_companies: "Company assignment",
  lookups: "Reference list entry",
  company_journey_items: "Journey item",
  company_comments: "Comment",
  user_journey_access: "Access grant",
  journey_evaluations: "Evaluation",
  journey_evaluation_answers: "Evaluation answer",
  journey_summaries: "Summary",
  journey_summary_fields: "Summary field",
  journey_summary_priorities: "Summary priority",
  journey_call_notes: "Call notes",
  journey_item_members: "Journey item member",
  journey_item_users: "Journey item user",
  company_documents: "Document",
  senders: "Sender",
  excel_imports: "Excel import",
  campaigns: "Campaign",
  email_templates: "E-mail template",
  journey_stages: "Journey stage",
  journey_tasks: "Journey task",
  session: "Sign-in",
};

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_out: "Signed out",
};

const ACTION_TONES: Readonly<Record<AuditAction, StatusTone>> = {
  create: "success",
  update: "info",
  delete: "danger",
  sign_in: "neutral",
  sign_in_failed: "warning",
  sign_out: "neutral",
};

/** Fields whose names read better otherwise than their stored name would. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fte: "FTE",
  email: "E-mail",
  linkedin_profile: "LinkedIn profile",
  is_deleted: "Removed",
  is_active: "Active",
  is_staff: "Staff",
  display_order: "Order",
  name: "Value",
  kind: "List",
  role: "Role",
  object_id: "Journey item",
  content_type: "Shared item",
  valid_days: "Valid for (days)",
  comment_text: "Comment",
  ended_by: "Ended by",
  id: "ID",
};

/** "Sentence case" of a stored name: `company_name` is "Company name", `country_id` is "Country". */
function humanize(name: string): string {
  const words = name.replace(/_id$/, "").split("_").filter(Boolean);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? humanize(entity);
}

export function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? humanize(action);
}

export function actionTone(action: string): StatusTone {
  return ACTION_TONES[action as AuditAction] ?? "neutral";
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanize(field);
}

/** "Member 34", "Company 12"; the kind alone for what has no id of its own (a sign-in, a role given). */
export function targetText(entry: Pick<AuditEntry, "entity" | "entity_id">): string {
  const label = entityLabel(entry.entity);
  return entry.entity_id ? `${label} ${entry.entity_id}` : label;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as the pages show it: "Yes" or "No", times in IST, "—" for none. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    const time = INSTANT.test(value) ? formatIstDateTime(value) : "";
    return time ? `${time} IST` : value;
  }
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map(valueText).join(", ") : "—";
  return JSON.stringify(value);
}

/** One field of an entry: its label and its values before and after. */
export type AuditFieldChange = { field: string; label: string; before: unknown; after: unknown };

/** The fields an entry changed, in the order written, the row's own id left out. */
export function fieldChanges(entry: Pick<AuditEntry, "changes">): AuditFieldChange[] {
  return Object.entries(entry.changes)
    .filter(([field]) => field !== "id")
    .map(([field, change]) => ({ field, label: fieldLabel(field), ...change }));
}

/** "Company name, Website": the fields an entry changed, by label; "—" for none. */
export function changeSummary(entry: Pick<AuditEntry, "changes">): string {
  const labels = fieldChanges(entry).map((change) => change.label);
  return labels.length > 0 ? labels.join(", ") : "—";
}

/** "8 Jan 2024, 10:00 am IST". */
export function auditTimeText(entry: Pick<AuditEntry, "at">): string {
  const text = formatIstDateTime(entry.at);
  return text ? `${text} IST` : "—";
}

/** Who wrote it: the username, or what stood for nobody (the server itself, a background job). */
export function actorText(entry: Pick<AuditEntry, "username" | "source" | "action">): string {
  if (entry.username) return entry.username;
  if (entry.action === "sign_in_failed") return "Unknown account";
  return entry.source === "job" ? "Background job" : "System";
}
