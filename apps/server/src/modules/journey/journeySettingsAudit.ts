import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { journeyStages, journeyTasks } from "../../db/schema";

// A journey settings save in the audit trail. The journey tables have no audit trigger (the seed
// writes them at every start), so the save records each stage and task it creates, changes or
// deletes itself, in its transaction and as the triggers of migration 0010 would: the row's
// columns by their stored names before and after, and the writer from the transaction's setting.

type StageRow = typeof journeyStages.$inferSelect;
type TaskRow = typeof journeyTasks.$inferSelect;

/** A stage as the audit trail keeps it: its columns by their stored names. */
export function stageImage(row: StageRow) {
  return {
    id: row.id,
    label: row.label,
    display_order: row.order,
    is_active: row.isActive,
    sla_days: row.slaDays,
  };
}

export function taskImage(row: TaskRow) {
  return {
    id: row.id,
    stage_id: row.stageId,
    label: row.label,
    name: row.name,
    type: row.type,
    allow_multiple: row.allowMultiple,
    display_order: row.order,
    is_active: row.isActive,
    gate_quorum: row.gateQuorum,
    gate_blind: row.gateBlind,
  };
}

type Image = Record<string, unknown>;
export type AuditChange = {
  action: "create" | "update" | "delete";
  entity: string;
  entity_id: string;
  before: Image | null;
  after: Image | null;
};

/** The audit entries of one table's save: rows created, changed and deleted. */
export function changesOf<Row extends { id: number }>(
  entity: string,
  before: readonly Row[],
  after: readonly Row[],
  image: (row: Row) => Image,
): AuditChange[] {
  const old = new Map(before.map((row) => [row.id, image(row)]));
  const changes: AuditChange[] = [];
  for (const row of after) {
    const now = image(row);
    const was = old.get(row.id) ?? null;
    old.delete(row.id);
    if (was && JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({
      action: was ? "update" : "create",
      entity,
      entity_id: String(row.id),
      before: was,
      after: now,
    });
  }
  for (const [id, was] of old) {
    changes.push({ action: "delete", entity, entity_id: String(id), before: was, after: null });
  }
  return changes;
}

/** Writes the entries as the audit triggers would: the writer from the transaction's setting. */
export async function recordChanges(db: Database, changes: readonly AuditChange[]): Promise<void> {
  await db.execute(sql`
    insert into audit_log (user_id, username, active_role, source, action, entity, entity_id, before, after, address)
    select (a ->> 'user_id')::integer, a ->> 'username', a ->> 'role', coalesce(a ->> 'source', 'system'),
      e.action, e.entity, e.entity_id, e.before, e.after, a ->> 'address'
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      as e(action text, entity text, entity_id text, before jsonb, after jsonb),
      (select nullif(current_setting('pipeline.actor', true), '')::jsonb as a) actor
    where current_setting('pipeline.audit', true) is distinct from 'off'`);
}
