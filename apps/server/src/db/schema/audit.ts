import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit trail: one row per row written (by the triggers `audit_rows` on each audited table, in the
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
    /** The row as it was (an update, a delete) and as it is (a create, an update), secrets left out. */
    before: jsonb("before"),
    after: jsonb("after"),
    address: text("address"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at.desc(), table.id.desc()),
    index("audit_log_company_idx").on(table.companyId, table.at.desc(), table.id.desc()),
  ],
);
