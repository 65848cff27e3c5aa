import { integer, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** When a row was made and last changed. */
export const timestamps = () => ({
  created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  modified: timestamp("modified", { withTimezone: true }).notNull().defaultNow(),
});

/** The user who made or changed a row; kept as null once that user is removed. */
export const byUser = (column: string) =>
  integer(column).references(() => users.id, { onDelete: "set null" });
