import { type AnyColumn, sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { WEBSITE_DOMAIN_PATTERN } from "@pipeline/contract";
import { lookups } from "./lookups";
import { users } from "./users";

const DOMAIN_PATTERN = sql.raw(`'${WEBSITE_DOMAIN_PATTERN.replace(/'/g, "''")}'`);

/**
 * The domain of a stored website, as the contract's websiteDomain reads a typed one; the pattern is
 * written into the SQL, not sent as a parameter, so that the index on this expression serves it.
 */
export const websiteDomainOf = (website: AnyColumn) =>
  sql<string>`substring(lower(btrim(${website})) from ${DOMAIN_PATTERN})`;

const lookupRef = (column: string) => integer(column).references(() => lookups.id, { onDelete: "set null" });

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyName: text("company_name").notNull(),
    website: text("website").notNull().default(""),
    email: text("email"),
    contactNumber: text("contact_number"),
    foundationYear: integer("foundation_year"),
    fte: integer("fte"),
    revenue: numeric("revenue", { precision: 14, scale: 2, mode: "number" }),
    currencyId: lookupRef("currency_id"),
    promoterHolding: text("promoter_holding"),
    industryId: lookupRef("industry_id"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    /** A location entry. */
    countryId: lookupRef("country_id"),
    practiceId: lookupRef("practice_id"),
    confidenceLevelId: lookupRef("confidence_level_id"),
    businessDescription: text("business_description"),
    pitchLine: text("pitch_line"),
    /** Null for companies that came from outside the portal. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp("modified", { withTimezone: true }).notNull().defaultNow(),
    // The journey summary the companies table and the dashboard filter, sort and group on. Written
    // only by the triggers of migration 0001 (company_progress_refresh), from the company's
    // journey items and comments; never by the application.
    /** The newest journey item. */
    lastJourneyItemId: integer("last_journey_item_id"),
    lastStageId: integer("last_stage_id"),
    lastTaskId: integer("last_task_id"),
    /** The provider's status of the initial outreach e-mail; null when none was sent. */
    initialEmailStatus: text("initial_email_status"),
    /** Some e-mail other than the initial outreach went out. */
    followUpEmail: boolean("follow_up_email").notNull().default(false),
    /** Some meeting is CONFIRMED. */
    hasScheduledMeeting: boolean("has_scheduled_meeting").notNull().default(false),
    /** The newest text written on the journey: a comment, or an item's message. */
    lastUpdate: text("last_update"),
    lastUpdateAt: timestamp("last_update_at", { withTimezone: true }),
    /** When the company entered its last stage: its first item of that stage (migration 0016). */
    stageEnteredAt: timestamp("stage_entered_at", { withTimezone: true }),
    // The name and website lower-cased once when written, for the search that reads every
    // company: lower() of each row on every search was most of its time on the embedded database.
    searchName: text("search_name").generatedAlwaysAs(sql`lower(company_name)`),
    searchWebsite: text("search_website").generatedAlwaysAs(sql`lower(website)`),
  },
  (table) => [
    index("companies_name_idx").on(sql`lower(${table.companyName})`, table.id),
    index("companies_website_idx").on(sql`lower(${table.website})`),
    // Matching by domain: the same-website warning and the Excel import.
    index("companies_website_domain_idx").on(websiteDomainOf(table.website)),
    index("companies_country_idx").on(table.countryId),
    index("companies_industry_idx").on(table.industryId),
    index("companies_currency_idx").on(table.currencyId),
    index("companies_practice_idx").on(table.practiceId),
    index("companies_created_by_idx").on(table.createdBy),
    index("companies_created_idx").on(table.created, table.id),
    index("companies_modified_idx").on(table.modified, table.id),
    index("companies_revenue_idx").on(table.revenue, table.id),
    index("companies_fte_idx").on(table.fte, table.id),
    index("companies_foundation_year_idx").on(table.foundationYear, table.id),
    // The dashboard's views: a column, then a country, then the first companies by name.
    index("companies_stage_board_idx").on(
      table.lastStageId,
      table.countryId,
      sql`lower(${table.companyName})`,
      table.id,
    ),
    index("companies_task_board_idx").on(
      table.lastTaskId,
      table.countryId,
      sql`lower(${table.companyName})`,
      table.id,
    ),
    index("companies_confidence_board_idx").on(
      table.confidenceLevelId,
      table.countryId,
      sql`lower(${table.companyName})`,
      table.id,
    ),
    index("companies_initial_email_status_idx").on(table.initialEmailStatus),
    index("companies_follow_up_email_idx").on(table.followUpEmail, table.modified, table.id),
    index("companies_has_scheduled_meeting_idx").on(table.hasScheduledMeeting, table.modified, table.id),
    index("companies_last_update_idx").on(table.lastUpdateAt, table.id),
    // "In stage more than N days", and the Days in stage column's sort.
    index("companies_stage_entered_idx").on(table.stageEnteredAt, table.id),
  ],
);

/** The locations a company works in (its `country` is a column of its own). */
export const companyLocations = pgTable(
  "company_locations",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => lookups.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.locationId], name: "company_locations_pkey" }),
    index("company_locations_location_idx").on(table.locationId),
  ],
);

export const companyCompanyTypes = pgTable(
  "company_company_types",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    companyTypeId: integer("company_type_id")
      .notNull()
      .references(() => lookups.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.companyTypeId], name: "company_company_types_pkey" }),
    index("company_company_types_type_idx").on(table.companyTypeId),
  ],
);

/** People of a company; a member may also stand alone, without a company. */
export const companyMembers = pgTable(
  "company_members",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull().default(""),
    linkedinProfile: text("linkedin_profile").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    /** Removed through the company form: kept for the record, shown nowhere. */
    isDeleted: boolean("is_deleted").notNull().default(false),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp("modified", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_members_company_idx").on(table.companyId),
    index("company_members_name_idx").on(
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.id,
    ),
    index("company_members_last_name_idx").on(sql`lower(${table.lastName})`, table.id),
    index("company_members_email_idx").on(sql`lower(${table.email})`),
    index("company_members_mobile_idx").on(table.mobile, table.id),
    index("company_members_created_idx").on(table.created, table.id),
    index("company_members_active_idx").on(table.isActive),
  ],
);

export const memberDesignations = pgTable(
  "member_designations",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    designationId: integer("designation_id")
      .notNull()
      .references(() => lookups.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.designationId], name: "member_designations_pkey" }),
    index("member_designations_designation_idx").on(table.designationId),
  ],
);
