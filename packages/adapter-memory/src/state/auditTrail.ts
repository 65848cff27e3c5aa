import type { AuditAction, AuditEntry, Id, IsoDateTime } from "@pipeline/contract";
import type { SeedUser } from "./MemorySeed";
import { type MemoryState, nextId } from "./MemoryState";

// The audit trail of the adapter's own writes, kept the way the server keeps it: one entry per row
// written, named by the server's table (`companies`, `company_members`, `user_roles`, ...), each
// written column under its stored name with its value before and after. The server's trigger is
// the rule; this imitates it for stories and tests.

/** A row as the server stores it: snake_case column names. */
export type AuditRow = Record<string, unknown>;
type Changes = AuditEntry["changes"];

/** When a row was made or last changed is never an entry's change (as on the server). */
const UNRECORDED = new Set(["created", "modified"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The columns a write changed, each with its value before and after: every set column of a row
 * created (or deleted), the differing ones of a row updated; null when an update changed nothing.
 */
export function changesOf(before: AuditRow | null, after: AuditRow | null): Changes | null {
  const changes: Changes = {};
  if (before && after) {
    for (const [column, value] of Object.entries(after)) {
      if (UNRECORDED.has(column) || same(before[column], value)) continue;
      changes[column] = { before: before[column] ?? null, after: value ?? null };
    }
    return Object.keys(changes).length > 0 ? changes : null;
  }
  for (const [column, value] of Object.entries(after ?? before ?? {})) {
    if (UNRECORDED.has(column) || value === null || value === undefined) continue;
    changes[column] = after ? { before: null, after: value } : { before: value, after: null };
  }
  return changes;
}

type EntryFields = Pick<AuditEntry, "action" | "entity" | "entity_id" | "company_id" | "changes"> &
  Partial<Pick<AuditEntry, "user_id" | "username" | "active_role" | "source">>;

/** Who writes: the signed-in user acting as their first role (the one the adapter acts as). */
function actorFields(actor: SeedUser | null) {
  return {
    user_id: actor?.pk ?? null,
    username: actor?.username ?? null,
    active_role: actor?.roles[0] ?? null,
    source: actor ? ("request" as const) : ("system" as const),
  };
}

function push(state: MemoryState, at: IsoDateTime, actor: SeedUser | null, fields: EntryFields): void {
  state.auditLog.push({
    id: nextId(state.auditLog),
    at,
    ...actorFields(actor),
    ...fields,
    // The adapter has no client: there is no address to keep.
    address: null,
  });
}

/** One row written: created (no before), deleted (no after) or updated. */
export type RowWrite = {
  entity: string;
  /** The row's id; null for a link row, which has none. */
  id: Id | null;
  /** The company the row concerns, if any. */
  companyId: Id | null;
  before: AuditRow | null;
  after: AuditRow | null;
};

/**
 * Records one row written. An update that changed nothing is no entry; one that marks the row
 * deleted (`is_deleted` turned true) is a `delete`, as on the server.
 */
export function auditRow(state: MemoryState, at: IsoDateTime, actor: SeedUser | null, write: RowWrite): void {
  const changes = changesOf(write.before, write.after);
  if (!changes) return;
  let action: AuditAction = "update";
  if (!write.before) action = "create";
  else if (!write.after || changes.is_deleted?.after === true) action = "delete";
  push(state, at, actor, {
    action,
    entity: write.entity,
    entity_id: write.id === null ? null : String(write.id),
    company_id: write.companyId,
    changes,
  });
}

/** The rows of a link table that belong to one owner (a user's roles, a company's locations). */
export type LinkWrite<V extends string | number> = {
  entity: string;
  /** The owner's columns every row carries, e.g. `{ user_id: 4 }`. */
  owner: AuditRow;
  /** The column that holds the linked value, e.g. `role_id`, `location_id`. */
  column: string;
  /** The company every row concerns, or each row's own (a user's assigned companies). */
  companyId: Id | null | ((value: V) => Id | null);
  /** The values in order before and after the write; a value's index is its position. */
  before: readonly V[];
  after: readonly V[];
};

/** Records the link rows a write removed, added, or moved to another position. */
export function auditLinks<V extends string | number>(
  state: MemoryState,
  at: IsoDateTime,
  actor: SeedUser | null,
  link: LinkWrite<V>,
): void {
  const row = (value: V, position: number): AuditRow => ({ ...link.owner, [link.column]: value, position });
  const companyOf = (value: V) =>
    typeof link.companyId === "function" ? link.companyId(value) : link.companyId;
  const write = (value: V, before: AuditRow | null, after: AuditRow | null) =>
    auditRow(state, at, actor, { entity: link.entity, id: null, companyId: companyOf(value), before, after });
  link.before.forEach((value, position) => {
    const kept = link.after.indexOf(value);
    write(value, row(value, position), kept < 0 ? null : row(value, kept));
  });
  link.after.forEach((value, position) => {
    if (!link.before.includes(value)) write(value, null, row(value, position));
  });
}

/**
 * Records a sign-in, a refused one or a sign-out (`session`, no row id). A sign-in names the user
 * signing in, acting as no role yet; a refused one keeps only the name of the account it named, if any.
 */
export function auditSession(
  state: MemoryState,
  at: IsoDateTime,
  action: "sign_in" | "sign_in_failed" | "sign_out",
  user: SeedUser | null,
  typed?: string,
): void {
  const actor = actorFields(action === "sign_in_failed" ? null : user);
  push(state, at, null, {
    action,
    entity: "session",
    entity_id: null,
    company_id: null,
    changes: {},
    ...actor,
    username: action === "sign_in_failed" ? (typed ?? null) : actor.username,
    active_role: action === "sign_out" ? actor.active_role : null,
    source: "request",
  });
}
