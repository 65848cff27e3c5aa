import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit trail: one row per row written (by the trigger `audit_row` on each audited table, in the
 * transaction of the write) and one per sign-in, failed sign-in and sign-out. Nothing in the product
 * changes or removes a row: a trigger refuses UPDATE and DELETE. No foreign keys: an entry outlives
 * what it names, and its insert takes no lock on it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    username: text("username"),
    activeRole: text("active_role"),
    /** request, job or system. */
    source: text("source").notNull().default("system"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    companyId: integer("company_id"),
    /** `{ column: { before, after } }`. */
    changes: jsonb("changes")
      .notNull()
      .default(sql`'{}'::jsonb`),
    address: text("address"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at.desc(), table.id.desc()),
    index("audit_log_user_idx").on(table.userId, table.at.desc()),
    index("audit_log_entity_idx").on(table.entity, table.entityId, table.at.desc()),
    index("audit_log_company_idx").on(table.companyId, table.at.desc(), table.id.desc()),
  ],
);
