import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditLogFilter,
  type Id,
  idsFilter,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { auditLog } from "../../db/schema";
import { listFields, listRows, type ListSpec, listWhere, readIds } from "../../db/listQuery";
import { iso } from "../../db/wire";

// The audit trail is written by the database itself (the triggers of migration 0010, in the
// transaction of each write: the row as it was and as it is); this reads it, and records the one event no row change stands for: a
// failed sign-in.

const AUDIT_LIST: ListSpec = {
  sort: { at: [auditLog.at] },
  defaultSort: { field: "at", direction: "desc" },
  id: auditLog.id,
  search: [auditLog.username, auditLog.entity, auditLog.action, auditLog.address],
  dates: { created: auditLog.at, modified: auditLog.at },
  notNullSorts: ["at"],
};

/** Sort fields and filters of the audit log, for `queryToListParams`. */
export const AUDIT_LOG_LIST_FIELDS = listFields(
  AUDIT_LIST,
  ["user", "entity", "entity_id", "action"] as const,
  {
    user: idsFilter(),
    action: { oneOf: AUDIT_ACTIONS },
  },
);

/** A company's history: the same list, without filters. */
export const COMPANY_HISTORY_LIST_FIELDS = listFields(AUDIT_LIST, [] as const);

type Row = typeof auditLog.$inferSelect;

/** Columns the trail keeps as a digest (migration 0010's secrets): an answer says only set or changed. */
const SECRET_COLUMNS = new Set(["password_hash", "token_hash", "attendee_token", "moderator_token"]);
export const SECRET_SET = "set";
export const SECRET_CHANGED = "changed";
type Image = Record<string, unknown> | null;

/**
 * The fields an entry changed, each before and after: a created row's filled fields, a removed
 * row's, an updated row's that differ. Stored as the row's two images, compared when read.
 */
export function changesOf(before: Image, after: Image): AuditEntry["changes"] {
  const changes: AuditEntry["changes"] = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[key] = SECRET_COLUMNS.has(key)
      ? {
          before: was === null ? null : SECRET_SET,
          after: is === null ? null : was === null ? SECRET_SET : SECRET_CHANGED,
        }
      : { before: was, after: is };
  }
  return changes;
}

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    user_id: row.userId,
    username: row.username,
    active_role: row.activeRole,
    source: row.source === "request" || row.source === "job" ? row.source : "system",
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    company_id: row.companyId,
    changes: changesOf(row.before as Image, row.after as Image),
    address: row.address,
  };
}

const texts = (values: readonly unknown[] | undefined) =>
  (values ?? []).filter((value): value is string => typeof value === "string" && value !== "");

export function createAuditRepository(db: Database) {
  async function page(params: ListParams, extra: ReturnType<typeof and>): Promise<ListResult<AuditEntry>> {
    const [rows, count] = await listRows(db, params, AUDIT_LIST, {
      query: db.select().from(auditLog).$dynamic(),
      table: auditLog,
      where: listWhere(params, AUDIT_LIST, [extra]),
    });
    return { rows: rows.map(toEntry), count };
  }

  return {
    /** Every entry, newest first, filtered by user id, entity, entity id and action. */
    list(params: ListParams<AuditLogFilter>): Promise<ListResult<AuditEntry>> {
      const users = readIds(params.filters?.user);
      const entities = texts(params.filters?.entity);
      const entityIds = texts(params.filters?.entity_id);
      const actions = texts(params.filters?.action);
      return page(
        params,
        and(
          users.length > 0 ? inArray(auditLog.userId, users) : undefined,
          entities.length > 0 ? inArray(auditLog.entity, entities) : undefined,
          entityIds.length > 0 ? inArray(auditLog.entityId, entityIds) : undefined,
          actions.length > 0 ? inArray(auditLog.action, actions) : undefined,
        ),
      );
    },

    /** The entries that concern one company, newest first; those meeting `shown` when it is given. */
    companyHistory(companyId: Id, params: ListParams, shown?: SQL): Promise<ListResult<AuditEntry>> {
      return page(params, and(eq(auditLog.companyId, companyId), shown));
    },

    /** A sign-in refused: the name typed, and the address it came from (set by the request). */
    async signInFailed(username: string | null): Promise<void> {
      await db.execute(sql`
        insert into audit_log (user_id, username, source, action, entity, address)
        select (a ->> 'user_id')::integer, ${username}, 'request', 'sign_in_failed', 'session', a ->> 'address'
        from (select nullif(current_setting('pipeline.actor', true), '')::jsonb as a) actor`);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
