import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Seed steps done once per installation, so later runs leave what an operator changed alone. */
export const seedMarks = pgTable("seed_marks", {
  key: text("key").primaryKey(),
  applied: timestamp("applied", { withTimezone: true }).notNull().defaultNow(),
});
