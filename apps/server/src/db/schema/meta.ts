import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Seed steps done once per installation, so later runs leave what an operator changed alone. */
export const seedMarks = pgTable("seed_marks", {
  key: text("key").primaryKey(),
  applied: timestamp("applied", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mark of a journey changed in the portal (journey settings): from then on the database holds
 * the journey, and seed/journey.json no longer overrides it at start. Its time is the last change.
 */
export const JOURNEY_EDITED_MARK = "journey:edited-in-portal";

/**
 * The advisory lock seeding holds (any constant the server processes agree on, apart from the
 * migration lock); a journey settings save takes it too, so neither overwrites the other.
 */
export const SEED_LOCK = 7_470_002;
