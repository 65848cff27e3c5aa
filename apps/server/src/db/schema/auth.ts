import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Sign-in tokens, kept only as their SHA-256 so a copy of the database signs no one in. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How far each use pushes the expiry. */
    ttlSeconds: integer("ttl_seconds").notNull(),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    lastUsed: timestamp("last_used", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("auth_tokens_user_idx").on(table.userId),
    index("auth_tokens_expires_idx").on(table.expiresAt),
  ],
);

/** Fixed-window sign-in counters, in the database so that every server process counts the same. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [index("login_attempts_window_idx").on(table.windowStart)],
);

/**
 * Set-password links an administrator e-mailed, kept only as the SHA-256 of their token: each
 * works once, until `expires_at`. A new link for a user removes the user's unused ones.
 */
export const passwordLinks = pgTable(
  "password_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull().unique("password_links_token_hash_key"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who sent it; null once that user is gone. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the password was set through it; null while unused. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_links_user_idx").on(table.userId)],
);
