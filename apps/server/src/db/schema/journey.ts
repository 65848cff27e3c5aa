import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { TaskType } from "@pipeline/contract";
import { sqlWordList } from "./sqlWords";

// Spelled here for drizzle-kit (see lookups.ts); the type check keeps them equal to the contract's.
export const TASK_TYPE_VALUES = [
  "EVALUATION",
  "LINKEDIN",
  "MEETING",
  "DOCUMENT",
  "EMAIL",
  "SUMMARY",
  "CALL NOTES",
] as const satisfies readonly TaskType[];

type MissingTypes = Exclude<TaskType, (typeof TASK_TYPE_VALUES)[number]>;
const _typesComplete: [MissingTypes] extends [never] ? true : never = true;

// Ids come from the operator's journey file, not from a sequence: campaigns and stored journey
// items refer to them, so they must stay the same from one installation to the next.

export const journeyStages = pgTable(
  "journey_stages",
  {
    id: integer("id").primaryKey(),
    label: text("label").notNull(),
    order: integer("display_order").notNull(),
    /** False once the stage is gone from the journey file; kept for the items that refer to it. */
    isActive: boolean("is_active").notNull().default(true),
    /** How many days a company may stay in the stage before it is overdue; null: no limit. */
    slaDays: integer("sla_days"),
  },
  (table) => [
    index("journey_stages_order_idx").on(table.order, table.id),
    check("journey_stages_sla_days_check", sql`${table.slaDays} is null or ${table.slaDays} >= 1`),
  ],
);

export const journeyTasks = pgTable(
  "journey_tasks",
  {
    id: integer("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => journeyStages.id, { onDelete: "restrict" }),
    label: text("label").notNull(),
    /** The key of the task's e-mail or message template. */
    name: text("name").notNull(),
    type: text("type").notNull(),
    allowMultiple: boolean("allow_multiple").notNull().default(false),
    order: integer("display_order").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * An EVALUATION task that gates its stage: the approvals that decide it. Null: not a gate. No
     * task of a later stage may be added until the company's gate evaluation is approved.
     */
    gateQuorum: integer("gate_quorum"),
    /** A gate whose reviewers do not see each other's answers until they have given their own. */
    gateBlind: boolean("gate_blind").notNull().default(false),
  },
  (table) => [
    check("journey_tasks_type_check", sql`${table.type} in (${sqlWordList(TASK_TYPE_VALUES)})`),
    check(
      "journey_tasks_gate_check",
      sql`${table.gateQuorum} is null or (${table.type} = 'EVALUATION' and ${table.gateQuorum} >= 1)`,
    ),
    index("journey_tasks_stage_idx").on(table.stageId, table.order, table.id),
  ],
);
