import type { Id, IsoDateTime, Lookup, LookupKind } from "@pipeline/contract";
import { auditLinks, auditRow, type AuditRow } from "./auditTrail";
import type { SeedComment, SeedCompany, SeedJourneyAccess, SeedMember, SeedUser } from "./MemorySeed";
import type { MemoryState } from "./MemoryState";

// The adapter's records as the server's rows (its column names), and the entries a save of each
// writes: the row itself, then its link rows (a company's locations, a user's roles).

export function companyRow(company: SeedCompany): AuditRow {
  return {
    id: company.id,
    company_name: company.company_name,
    website: company.website,
    email: company.email,
    contact_number: company.contact_number,
    foundation_year: company.foundation_year,
    fte: company.fte,
    revenue: company.revenue,
    currency_id: company.currency,
    promoter_holding: company.promoter_holding,
    industry_id: company.industry,
    street: company.street,
    city: company.city,
    state: company.state,
    country_id: company.country,
    practice_id: company.practice,
    confidence_level_id: company.confidence_level,
    business_description: company.business_description,
    pitch_line: company.pitch_line,
    created_by: company.created_by,
  };
}

export function memberRow(member: SeedMember): AuditRow {
  return {
    id: member.id,
    company_id: member.company_id,
    first_name: member.first_name,
    middle_name: member.middle_name,
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile,
    linkedin_profile: member.linkedin_profile,
    is_active: member.is_active,
    is_deleted: member.deleted,
  };
}

/** A user's row: never the password. */
export function userRow(user: SeedUser): AuditRow {
  return {
    id: user.pk,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    is_active: user.is_active,
    is_staff: user.is_staff,
  };
}

export function lookupRow(kind: LookupKind, row: Lookup): AuditRow {
  return {
    id: row.id,
    kind,
    label: row.label,
    name: row.name,
    display_order: row.order,
    is_active: row.is_active,
  };
}

export function commentRow(comment: SeedComment): AuditRow {
  return {
    id: comment.id,
    company_id: comment.company_id,
    journey_item_id: comment.journey_item,
    comment_text: comment.comment_text,
    created_by: comment.created_by,
    modified_by: comment.modified_by,
  };
}

export function grantRow(grant: SeedJourneyAccess): AuditRow {
  return {
    id: grant.id,
    user_id: grant.user_id,
    company_id: grant.company_id,
    content_type: grant.content_type,
    object_id: grant.object_id,
    valid_days: grant.valid_days,
    valid_until: grant.valid_until,
    created_by: grant.created_by,
  };
}

/** The moment and the writer of a save. */
export type AuditContext = { state: MemoryState; at: IsoDateTime; actor: SeedUser };

/** A record saved, as its row (`rowOf`): `before` is null for a new one. */
function auditRecord<T>(
  { state, at, actor }: AuditContext,
  entity: string,
  rowOf: (record: T) => AuditRow,
  saved: { before: T | null; after: T; companyId: Id | null },
): void {
  const after = rowOf(saved.after);
  auditRow(state, at, actor, {
    entity,
    id: after.id as Id,
    companyId: saved.companyId,
    before: saved.before && rowOf(saved.before),
    after,
  });
}

/** A company saved: its row, then its locations and types. `before` is null for a new one. */
export function auditCompany(context: AuditContext, before: SeedCompany | null, after: SeedCompany): void {
  const { state, at, actor } = context;
  const id = after.id;
  auditRecord(context, "companies", companyRow, { before, after, companyId: id });
  const links = [
    ["company_locations", "location_id", before?.location ?? [], after.location],
    ["company_company_types", "company_type_id", before?.company_type ?? [], after.company_type],
  ] as const;
  for (const [entity, column, was, is] of links) {
    auditLinks(state, at, actor, {
      entity,
      owner: { company_id: id },
      column,
      companyId: id,
      before: was,
      after: is,
    });
  }
}

/** A member saved: its row, then its designations. `before` is null for a new one. */
export function auditMember(context: AuditContext, before: SeedMember | null, after: SeedMember): void {
  const { state, at, actor } = context;
  auditRecord(context, "company_members", memberRow, { before, after, companyId: after.company_id });
  auditLinks(state, at, actor, {
    entity: "member_designations",
    owner: { member_id: after.id },
    column: "designation_id",
    companyId: after.company_id,
    before: before?.cmd ?? [],
    after: after.cmd,
  });
}

/** Copies of a company's members as they are before a save, for `auditMembers` after it. */
export function membersOf(state: MemoryState, companyId: Id): SeedMember[] {
  return structuredClone(state.members.filter((member) => member.company_id === companyId));
}

/** The company's members a save added or changed, compared with the copies taken before it. */
export function auditMembers(context: AuditContext, before: readonly SeedMember[], companyId: Id): void {
  for (const member of context.state.members) {
    if (member.company_id !== companyId) continue;
    auditMember(context, before.find((entry) => entry.id === member.id) ?? null, member);
  }
}

/**
 * A user saved: their row, then their roles, countries, practices and companies. The adapter keeps
 * roles by name, not by id: a role's rows (`user_roles`) carry the name under `role`.
 */
export function auditUser(context: AuditContext, before: SeedUser | null, after: SeedUser): void {
  const { state, at, actor } = context;
  const id = after.pk;
  auditRecord(context, "users", userRow, { before, after, companyId: null });
  const owner = { user_id: id };
  auditLinks(state, at, actor, {
    entity: "user_roles",
    owner,
    column: "role",
    companyId: null,
    before: before?.roles ?? [],
    after: after.roles,
  });
  const links = [
    ["user_countries", "location_id", before?.country ?? [], after.country],
    ["user_practices", "practice_id", before?.practice ?? [], after.practice],
  ] as const;
  for (const [entity, column, was, is] of links) {
    auditLinks(state, at, actor, { entity, owner, column, companyId: null, before: was, after: is });
  }
  auditLinks(state, at, actor, {
    entity: "user_companies",
    owner,
    column: "company_id",
    companyId: (company) => company,
    before: before?.company ?? [],
    after: after.company,
  });
}
