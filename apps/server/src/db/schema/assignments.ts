import { index, integer, pgTable, primaryKey, smallint } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { lookups } from "./lookups";
import { users } from "./users";

// What a user is assigned to: the countries (location entries), practices and companies whose
// records they work on.

const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const userCountries = pgTable(
  "user_countries",
  {
    userId: userId(),
    locationId: integer("location_id")
      .notNull()
      .references(() => lookups.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.locationId], name: "user_countries_pkey" }),
    index("user_countries_location_idx").on(table.locationId),
  ],
);

export const userPractices = pgTable(
  "user_practices",
  {
    userId: userId(),
    practiceId: integer("practice_id")
      .notNull()
      .references(() => lookups.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.practiceId], name: "user_practices_pkey" }),
    index("user_practices_practice_idx").on(table.practiceId),
  ],
);

export const userCompanies = pgTable(
  "user_companies",
  {
    userId: userId(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId], name: "user_companies_pkey" }),
    index("user_companies_company_idx").on(table.companyId),
  ],
);
