import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LookupKind } from "@pipeline/contract";
import { sqlWordList } from "./sqlWords";

// drizzle-kit loads this file on its own, outside the workspace's source conditions, so the kinds
// are spelled here; the type check below keeps them equal to the contract's.
export const LOOKUP_KIND_VALUES = [
  "location",
  "practice",
  "currency",
  "company-type",
  "company-member-designation",
  "confidence-level",
  "industry",
] as const satisfies readonly LookupKind[];

type MissingKinds = Exclude<LookupKind, (typeof LOOKUP_KIND_VALUES)[number]>;
const _kindsComplete: [MissingKinds] extends [never] ? true : never = true;

/** The seven reference lists in one table, told apart by `kind`. */
export const lookups = pgTable(
  "lookups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    /** The upper-cased label, or a confidence level's value. */
    name: text("name").notNull(),
    order: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp("modified", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("lookups_kind_check", sql`${table.kind} in (${sqlWordList(LOOKUP_KIND_VALUES)})`),
    uniqueIndex("lookups_kind_label_key").on(table.kind, sql`lower(${table.label})`),
    index("lookups_kind_name_idx").on(table.kind, sql`lower(${table.name})`),
    index("lookups_kind_order_idx").on(table.kind, table.order, table.id),
    index("lookups_kind_created_idx").on(table.kind, table.created, table.id),
    index("lookups_kind_modified_idx").on(table.kind, table.modified, table.id),
    index("lookups_kind_active_idx").on(table.kind, table.isActive),
  ],
);
