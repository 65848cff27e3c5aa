import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { companyJourneyItems } from "./companyJourney";
import { journeyEvaluations } from "./journeyRecords";
import { byUser } from "./columns";

// The investment committee: what a gate decided and froze, who reopened a decision and why, and
// which reminders have gone out (so each goes once per period).

/**
 * What the committee saw and decided, frozen in the transaction that decided the gate: the
 * company's fields, its summary and call notes, every answer, the documents with their SHA-256.
 * A trigger of the migration refuses any change to a row once written.
 */
export const decisionRecords = pgTable(
  "decision_records",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    evaluationId: integer("evaluation_id")
      .notNull()
      .references(() => journeyEvaluations.id, { onDelete: "cascade" }),
    journeyItemId: integer("journey_item_id")
      .notNull()
      .references(() => companyJourneyItems.id, { onDelete: "cascade" }),
    /** The evaluation's round this record decided. */
    round: integer("round").notNull(),
    status: text("status").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull(),
    /** The reviewer whose answer decided it. */
    decidedBy: byUser("decided_by"),
    /** The frozen record as `GET decision/{id}` answers it. */
    record: jsonb("record").notNull(),
  },
  (table) => [
    uniqueIndex("decision_records_evaluation_round_key").on(table.evaluationId, table.round),
    index("decision_records_company_idx").on(table.companyId, table.decidedAt, table.id),
    check("decision_records_status_check", sql`${table.status} in ('APPROVED', 'REJECTED')`),
  ],
);

/** A SUPER_ADMIN's reopening of a decided evaluation: the round it ended, and why. */
export const evaluationReopenings = pgTable(
  "evaluation_reopenings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    evaluationId: integer("evaluation_id")
      .notNull()
      .references(() => journeyEvaluations.id, { onDelete: "cascade" }),
    /** The round that was decided and is reopened; the evaluation goes on with the next. */
    round: integer("round").notNull(),
    reason: text("reason").notNull(),
    reopenedBy: byUser("reopened_by"),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("evaluation_reopenings_evaluation_idx").on(table.evaluationId, table.created)],
);

export const REMINDER_KINDS = ["review", "grant"] as const;

/**
 * A reminder sent: of a review to a reviewer (subject: the evaluation, with its round), or of an
 * expiring grant to its granter (subject: the grant, round 0). `period` counts the reminder
 * periods since the wait began, so each period's reminder goes once.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    kind: text("kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    recipientId: integer("recipient_id").notNull(),
    round: integer("round").notNull().default(0),
    period: integer("period").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.kind, table.subjectId, table.recipientId, table.round, table.period],
      name: "sent_reminders_pkey",
    }),
    check("sent_reminders_kind_check", sql`${table.kind} in ('review', 'grant')`),
  ],
);
