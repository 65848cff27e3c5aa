import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sqlWordList } from "./sqlWords";

/** queued: waits for its run_at; running: leased to a worker; done and failed: finished for good. */
export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Work the server does in the background (compressing a recording, sending a scheduled e-mail,
 * importing a workbook), kept here so that it survives a restart. See src/jobs.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Started runs, the one under way included. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** The worker holding the lease while running. */
    lockedBy: text("locked_by"),
    /** The lease: past it, the job is another worker's to take again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The same work enqueued twice is one job: a key given once stays taken. */
    dedupeKey: text("dedupe_key"),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    finished: timestamp("finished", { withTimezone: true }),
  },
  (table) => [
    check("jobs_state_check", sql`${table.state} in (${sqlWordList(JOB_STATES)})`),
    check("jobs_max_attempts_check", sql`${table.maxAttempts} >= 1`),
    uniqueIndex("jobs_dedupe_key_key")
      .on(table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    // What a worker claims: due queued jobs in order, and running jobs whose lease has run out.
    index("jobs_due_idx")
      .on(table.runAt, table.id)
      .where(sql`${table.state} = 'queued'`),
    index("jobs_lease_idx")
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
  ],
);
