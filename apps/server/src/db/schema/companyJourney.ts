import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, companyMembers } from "./companies";
import { journeyStages, journeyTasks, TASK_TYPE_VALUES } from "./journey";
import { sqlWordList } from "./sqlWords";
import { users } from "./users";
import { byUser, timestamps } from "./columns";

// What happened on a company's journey: one row per task done (an e-mail sent, a meeting
// scheduled, a review asked for...), the people each one involves, and the comments. Triggers of
// migration 0001 keep the companies table's journey summary (last stage and task, e-mail status,
// follow-up, scheduled meeting, last update) in step with these tables.

export const companyJourneyItems = pgTable(
  "company_journey_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    stageId: integer("stage_id")
      .notNull()
      .references(() => journeyStages.id, { onDelete: "restrict" }),
    taskId: integer("task_id")
      .notNull()
      .references(() => journeyTasks.id, { onDelete: "restrict" }),
    /** The task's type when the item was made, so summaries need no join. */
    type: text("type").notNull(),
    /**
     * By type: an EMAIL's delivery as the provider reports it (sent, delivered, opened, clicked,
     * bounced...), a MEETING's CONFIRMED / COMPLETED / CANCELLED, an EVALUATION's decision.
     */
    status: text("status"),
    /** A LinkedIn message, or the comment of a SUMMARY. */
    message: text("message"),
    subject: text("subject"),
    body: text("body"),
    font: text("font"),
    receiverEmails: text("receiver_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cc: text("cc")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text("bcc")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The sender identity an EMAIL or a MEETING invitation went out as. */
    senderId: integer("sender_id"),
    /** When a meeting starts, a LinkedIn message was sent, or a scheduled e-mail goes out. */
    startDate: timestamp("start_date", { withTimezone: true }),
    durationMinutes: integer("duration_minutes"),
    /** A MEETING held in the product's own meeting room (links behind the two tokens), not elsewhere. */
    ownMeeting: boolean("own_meeting").notNull().default(false),
    /** The own meeting's room name on the video service. */
    meetingRoom: text("meeting_room"),
    /** The two secrets behind a meeting's attendee and moderator links. */
    attendeeToken: text("attendee_token"),
    moderatorToken: text("moderator_token"),
    createdBy: byUser("created_by"),
    modifiedBy: byUser("modified_by"),
    ...timestamps(),
  },
  (table) => [
    check("company_journey_items_type_check", sql`${table.type} in (${sqlWordList(TASK_TYPE_VALUES)})`),
    index("company_journey_items_company_idx").on(table.companyId, table.created, table.id),
    index("company_journey_items_company_task_idx").on(table.companyId, table.taskId),
    index("company_journey_items_company_type_idx").on(table.companyId, table.type, table.status),
    index("company_journey_items_stage_idx").on(table.stageId),
    index("company_journey_items_task_idx").on(table.taskId),
    index("company_journey_items_created_by_idx").on(table.createdBy),
    uniqueIndex("company_journey_items_attendee_token_key").on(table.attendeeToken),
    uniqueIndex("company_journey_items_moderator_token_key").on(table.moderatorToken),
  ],
);

/** Company members an item involves: an e-mail's receivers, LinkedIn contacts, meeting attendees. */
export const journeyItemMembers = pgTable(
  "journey_item_members",
  {
    journeyItemId: integer("journey_item_id")
      .notNull()
      .references(() => companyJourneyItems.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.journeyItemId, table.memberId], name: "journey_item_members_pkey" }),
    index("journey_item_members_member_idx").on(table.memberId),
  ],
);

export const JOURNEY_ITEM_USER_ROLES = ["reviewer", "moderator"] as const;

/** Users an item involves: an evaluation's reviewers, a meeting's moderators. */
export const journeyItemUsers = pgTable(
  "journey_item_users",
  {
    journeyItemId: integer("journey_item_id")
      .notNull()
      .references(() => companyJourneyItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.journeyItemId, table.userId, table.role],
      name: "journey_item_users_pkey",
    }),
    check("journey_item_users_role_check", sql`${table.role} in (${sqlWordList(JOURNEY_ITEM_USER_ROLES)})`),
    index("journey_item_users_user_idx").on(table.userId),
  ],
);

/** Comments on a company, on one of its journey items or standing alone. */
export const companyComments = pgTable(
  "company_comments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    journeyItemId: integer("journey_item_id").references(() => companyJourneyItems.id, {
      onDelete: "cascade",
    }),
    commentText: text("comment_text").notNull(),
    createdBy: byUser("created_by"),
    modifiedBy: byUser("modified_by"),
    ...timestamps(),
  },
  (table) => [
    index("company_comments_company_idx").on(table.companyId, table.created, table.id),
    index("company_comments_journey_item_idx").on(table.journeyItemId),
  ],
);

/**
 * Time-limited access of a user to a company's journey (one item of it, named by content type and
 * object id). An unexpired grant also makes the company visible to the user.
 */
export const userJourneyAccess = pgTable(
  "user_journey_access",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    objectId: integer("object_id").notNull(),
    validDays: integer("valid_days").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (table) => [
    index("user_journey_access_user_idx").on(table.userId, table.validUntil, table.companyId),
    index("user_journey_access_company_idx").on(table.companyId, table.contentType, table.objectId),
  ],
);
