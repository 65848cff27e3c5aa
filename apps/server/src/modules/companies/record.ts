import { and, type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { Company, CompanyMember, Id, LabelRef } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyCompanyTypes,
  companyJourneyItems,
  companyLocations,
  companyMembers,
  journeyEvaluations,
  lookups,
  memberDesignations,
} from "../../db/schema";
import { companyJoins } from "./query";
import { qualified as q } from "../../db/sqlRefs";
import { iso } from "../../db/wire";

// One company as the detail page and the update drawer read it, in a single statement: its own
// fields, the labels it refers to, its locations and types in order, and its members (those
// removed through the form are kept but not shown).

/** A list of `{ id, label }` of the lookups a link table names for the company, in its order. */
function labelList(
  link: typeof companyLocations | typeof companyCompanyTypes,
  lookupColumn: AnyColumn,
): SQL<LabelRef[]> {
  return sql<
    LabelRef[]
  >`coalesce((select json_agg(json_build_object('id', ${q(lookups.id)}, 'label', ${q(lookups.label)})
      order by ${q(link.position)}, ${q(lookups.id)})
    from ${link} join ${lookups} on ${q(lookups.id)} = ${lookupColumn}
    where ${q(link.companyId)} = ${q(companies.id)}), '[]'::json)`;
}

const members = sql<Array<CompanyMember & { id: Id }>>`coalesce((select json_agg(json_build_object(
      'id', ${q(companyMembers.id)},
      'first_name', ${q(companyMembers.firstName)},
      'middle_name', ${q(companyMembers.middleName)},
      'last_name', ${q(companyMembers.lastName)},
      'email', ${q(companyMembers.email)},
      'mobile', ${q(companyMembers.mobile)},
      'linkedin_profile', ${q(companyMembers.linkedinProfile)},
      'cmd', coalesce((select json_agg(${q(memberDesignations.designationId)}
          order by ${q(memberDesignations.position)}, ${q(memberDesignations.designationId)})
        from ${memberDesignations} where ${q(memberDesignations.memberId)} = ${q(companyMembers.id)}), '[]'::json)
    ) order by ${q(companyMembers.id)})
  from ${companyMembers}
  where ${q(companyMembers.companyId)} = ${q(companies.id)} and not ${q(companyMembers.isDeleted)}), '[]'::json)`;

/**
 * Whether the company is approved (`companyApproved` in the contract): the evaluation decided last
 * approved it. An evaluation's `modified` moves only when its status changes, so it is when it came
 * to its decision.
 */
const approved = sql<boolean>`coalesce((select ${q(journeyEvaluations.status)} = 'APPROVED' from ${journeyEvaluations}
    join ${companyJourneyItems} on ${q(companyJourneyItems.id)} = ${q(journeyEvaluations.journeyItemId)}
    where ${q(companyJourneyItems.companyId)} = ${q(companies.id)}
      and ${q(journeyEvaluations.status)} in ('APPROVED', 'REJECTED')
    order by ${q(journeyEvaluations.modified)} desc, ${q(journeyEvaluations.id)} desc limit 1), false)`;

/** A company as it is stored; the caller's `journey_access` is added by whoever answers. */
export type CompanyRecord = Omit<Company, "journey_access">;

function ref(id: Id | null, label: string | null): LabelRef | null {
  return id === null || label === null ? null : { id, label };
}

/** The company, or null when there is none with the id (or `where` leaves it out). */
export async function readCompany(db: Database, id: Id, where?: SQL): Promise<CompanyRecord | null> {
  const { country, confidenceLevel, industry, currency, creator, practice } = companyJoins;
  const [row] = await db
    .select({
      company: companies,
      currencyLabel: currency.label,
      industryLabel: industry.label,
      countryLabel: country.label,
      practiceLabel: practice.label,
      confidenceLevelLabel: confidenceLevel.label,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
      location: labelList(companyLocations, companyLocations.locationId),
      companyType: labelList(companyCompanyTypes, companyCompanyTypes.companyTypeId),
      members,
      approved,
    })
    .from(companies)
    .leftJoin(currency, eq(currency.id, companies.currencyId))
    .leftJoin(industry, eq(industry.id, companies.industryId))
    .leftJoin(country, eq(country.id, companies.countryId))
    .leftJoin(practice, eq(practice.id, companies.practiceId))
    .leftJoin(confidenceLevel, eq(confidenceLevel.id, companies.confidenceLevelId))
    .leftJoin(creator, eq(creator.id, companies.createdBy))
    .where(and(eq(companies.id, id), where));
  if (!row) return null;
  const { company } = row;
  return {
    id: company.id,
    company_name: company.companyName,
    website: company.website,
    email: company.email,
    contact_number: company.contactNumber,
    location: row.location,
    foundation_year: company.foundationYear,
    fte: company.fte,
    revenue: company.revenue,
    currency: ref(company.currencyId, row.currencyLabel),
    promoter_holding: company.promoterHolding,
    industry: ref(company.industryId, row.industryLabel),
    street: company.street,
    city: company.city,
    state: company.state,
    country: ref(company.countryId, row.countryLabel),
    practice: ref(company.practiceId, row.practiceLabel),
    company_type: row.companyType,
    confidence_level: ref(company.confidenceLevelId, row.confidenceLevelLabel),
    business_description: company.businessDescription,
    pitch_line: company.pitchLine,
    created_by:
      company.createdBy === null || row.creatorFirstName === null || row.creatorLastName === null
        ? null
        : { pk: company.createdBy, first_name: row.creatorFirstName, last_name: row.creatorLastName },
    created: iso(company.created),
    modified: iso(company.modified),
    company_members: row.members,
    approved: row.approved,
  };
}
