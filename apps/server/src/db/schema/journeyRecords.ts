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
import { companies } from "./companies";
import { companyComments, companyJourneyItems, userJourneyAccess } from "./companyJourney";
import { sqlWordList } from "./sqlWords";
import { users } from "./users";
import { byUser, timestamps } from "./columns";

// What a journey item of a given type holds beyond the item itself: an evaluation and its
// reviewers' answers, a summary with its priorities and additional fields, call notes. Also the
// reads made through journey access grants, and the templates that pre-fill a task's message.

const itemRef = () =>
  integer("journey_item_id")
    .notNull()
    .references(() => companyJourneyItems.id, { onDelete: "cascade" });

export const EVALUATION_STATUS_VALUES = ["PENDING", "APPROVED", "REJECTED", "HOLD"] as const;
export const ENTRY_STATUS_VALUES = ["EDITED", "DELETED"] as const;

/** A review request on a company: PENDING until its answers decide it (evaluationStatusOf). */
export const journeyEvaluations = pgTable(
  "journey_evaluations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    journeyItemId: itemRef(),
    status: text("status").notNull().default("PENDING"),
    comment: text("comment"),
    /**
     * A gate's quorum when the evaluation was asked for (the journey may change since): the
     * approvals that decide it. Null: not a gate, every listed reviewer decides.
     */
    quorum: integer("quorum"),
    /** A blind gate: a reviewer sees the other answers only once they have answered. */
    blind: boolean("blind").notNull().default(false),
    /** The round of answers: 1, and one more each time a SUPER_ADMIN reopens the decision. */
    round: integer("round").notNull().default(1),
    /** When the current round came to APPROVED or REJECTED; null while undecided. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("journey_evaluations_journey_item_key").on(table.journeyItemId),
    index("journey_evaluations_undecided_idx")
      .on(table.journeyItemId)
      .where(sql`${table.decidedAt} is null`),
    check(
      "journey_evaluations_status_check",
      sql`${table.status} in (${sqlWordList(EVALUATION_STATUS_VALUES)})`,
    ),
  ],
);

/** One reviewer's answer to an evaluation; a reviewer answers once. */
export const journeyEvaluationAnswers = pgTable(
  "journey_evaluation_answers",
  {
    evaluationId: integer("evaluation_id")
      .notNull()
      .references(() => journeyEvaluations.id, { onDelete: "cascade" }),
    reviewerId: integer("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    comment: text("comment").notNull(),
    /** The answer's comment on the item, which a blind evaluation keeps from the other reviewers. */
    commentId: integer("comment_id").references(() => companyComments.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.evaluationId, table.reviewerId], name: "journey_evaluation_answers_pkey" }),
    index("journey_evaluation_answers_reviewer_idx").on(table.reviewerId),
    index("journey_evaluation_answers_comment_idx").on(table.commentId),
    check(
      "journey_evaluation_answers_status_check",
      sql`${table.status} in (${sqlWordList(EVALUATION_STATUS_VALUES.slice(1))})`,
    ),
  ],
);

const summaryText = (name: string) => text(name).notNull().default("");

/** The structured summary of a company, one per SUMMARY item. */
export const journeySummaries = pgTable(
  "journey_summaries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    journeyItemId: itemRef(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    country: summaryText("country"),
    meeting: summaryText("meeting"),
    business: summaryText("business"),
    founders: summaryText("founders"),
    keyTeamMembers: summaryText("key_team_members"),
    foundedIn: summaryText("founded_in"),
    revenueStreams: summaryText("revenue_streams"),
    businessModel: summaryText("business_model"),
    productAndServices: summaryText("product_and_services"),
    fte: summaryText("fte"),
    capitalRaised: summaryText("capital_raised"),
    lastThirdYearOpProfit: summaryText("last_third_year_op_profit"),
    lastSecondYearOpProfit: summaryText("last_second_year_op_profit"),
    lastYearOpProfit: summaryText("last_year_op_profit"),
    lastThirdYearNetProfit: summaryText("last_third_year_net_profit"),
    lastSecondYearNetProfit: summaryText("last_second_year_net_profit"),
    lastYearNetProfit: summaryText("last_year_net_profit"),
    revenue: summaryText("revenue"),
    protitLossBreakeve: summaryText("protit_loss_breakeve"),
    capTable: summaryText("cap_table"),
    askOfFunds: summaryText("ask_of_funds"),
    utilizationOfFunds: summaryText("utilization_of_funds"),
    presentSales: summaryText("present_sales"),
    challenges: summaryText("challenges"),
    nextSteps: summaryText("next_steps"),
    opportunityForGw: summaryText("opportunity_for_gw"),
    comments: summaryText("comments"),
    createdBy: byUser("created_by"),
    modifiedBy: byUser("modified_by"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("journey_summaries_journey_item_key").on(table.journeyItemId),
    index("journey_summaries_company_idx").on(table.companyId),
  ],
);

/** A priority of a summary; EDITED once changed, DELETED once removed (kept, hidden). */
export const journeySummaryPriorities = pgTable(
  "journey_summary_priorities",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    summaryId: integer("summary_id")
      .notNull()
      .references(() => journeySummaries.id, { onDelete: "cascade" }),
    prio: text("prio").notNull(),
    status: text("status"),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    index("journey_summary_priorities_summary_idx").on(table.summaryId, table.position, table.id),
    check(
      "journey_summary_priorities_status_check",
      sql`${table.status} in (${sqlWordList(ENTRY_STATUS_VALUES)})`,
    ),
  ],
);

/** A name/value pair added to a summary; EDITED and DELETED as the priorities. */
export const journeySummaryFields = pgTable(
  "journey_summary_fields",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    summaryId: integer("summary_id")
      .notNull()
      .references(() => journeySummaries.id, { onDelete: "cascade" }),
    fieldName: text("field_name").notNull(),
    fieldValue: text("field_value").notNull(),
    status: text("status"),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    index("journey_summary_fields_summary_idx").on(table.summaryId, table.position, table.id),
    check(
      "journey_summary_fields_status_check",
      sql`${table.status} in (${sqlWordList(ENTRY_STATUS_VALUES)})`,
    ),
  ],
);

const noteText = (name: string) => text(name).notNull().default("");

/** Call notes of a company, one per CALL NOTES item. */
export const journeyCallNotes = pgTable(
  "journey_call_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    journeyItemId: itemRef(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    revenueCashFlowBased: noteText("revenue_cash_flow_based"),
    ebidta: noteText("ebidta"),
    personnelCostExpense: noteText("personnel_cost_expense"),
    netBurn: noteText("net_burn"),
    currentTeamSize: noteText("current_team_size"),
    techTeamCount: noteText("tech_team_count"),
    salesTeamCount: noteText("sales_team_count"),
    otherTeamCount: noteText("other_team_count"),
    cxoTeamComposition: noteText("cxo_team_composition"),
    teamStructure: noteText("team_structure"),
    capTable: noteText("cap_table"),
    founderEquity: noteText("founder_equity"),
    dilution: noteText("dilution"),
    convertibleLoans: noteText("convertible_loans"),
    boardComposition: noteText("board_composition"),
    decisionRights: noteText("decision_rights"),
    institutionalLoans: noteText("institutional_loans"),
    totalFundAsk: noteText("total_fund_ask"),
    currentValuation: noteText("current_valuation"),
    earlierFundingRound: noteText("earlier_funding_round"),
    earlierValuation: noteText("earlier_valuation"),
    fundUtilization: noteText("fund_utilization"),
    fundingProjectionDone: boolean("funding_projection_done").notNull().default(false),
    cashflowProjectionNotes: noteText("cashflow_projection_notes"),
    currentSalesCashBasis: noteText("current_sales_cash_basis"),
    businessExpansionChallenges: noteText("business_expansion_challenges"),
    techExpansionChallenges: noteText("tech_expansion_challenges"),
    fundraisingChallenges: noteText("fundraising_challenges"),
    stage: noteText("stage"),
    financeTeamComments: noteText("finance_team_comments"),
    createdBy: byUser("created_by"),
    modifiedBy: byUser("modified_by"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("journey_call_notes_journey_item_key").on(table.journeyItemId),
    index("journey_call_notes_company_idx").on(table.companyId),
  ],
);

/** Every read of a journey item through an access grant: who, when. */
export const journeyAccessReads = pgTable(
  "journey_access_reads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accessId: integer("access_id")
      .notNull()
      .references(() => userJourneyAccess.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessedAt: timestamp("accessed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("journey_access_reads_access_idx").on(table.accessId, table.accessedAt)],
);

/**
 * The text that pre-fills a task's e-mail body or LinkedIn message, by the task's name, from the
 * operator's template file; `{{company_name}}`, `{{first_name}}` and `{{pitch_line}}` are filled in.
 */
export const emailTemplates = pgTable("email_templates", {
  key: text("key").primaryKey(),
  subject: text("subject"),
  body: text("body").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});
