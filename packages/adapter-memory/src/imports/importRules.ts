import {
  companyMatchKey,
  type ExistingMember,
  type Id,
  type ImportCompanyValues,
  type ImportKeptRecord,
  type ImportMemberValues,
  type IsoDateTime,
  type LookupKind,
  memberMatchKey,
  normalizeLabel,
  type PlanContext,
  planSheetCompany,
  refusedPlan,
  type SheetCompany,
  type SheetCompanyPlan,
} from "@pipeline/contract";
import { seesCompanyItself, seesEveryCompany } from "../ports/journeyRules";
import type { SeedCompany, SeedImportChange, SeedMember, SeedUser } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";

// What an import reads and writes in the memory state, by the server's rules: rows matched by
// website domain, name or e-mail, companies the importer does not see refused, creates and
// updates journaled so that Undo can take them back.

/** Why a row matching a company the importer does not see fails. */
export const HIDDEN_COMPANY_REASONS = {
  website: "Website: a company with this website exists that you are not assigned to",
  name: "Company Name: a company with this name exists that you are not assigned to",
} as const;

/** Finds a reference list's active entry by its label, case and spaces aside. */
function labelResolver(state: MemoryState): PlanContext["resolve"] {
  const byKind = new Map<LookupKind, Map<string, Id>>();
  return (kind, label) => {
    let labels = byKind.get(kind);
    if (!labels) {
      labels = new Map();
      for (const entry of state.lookups[kind]) {
        const key = normalizeLabel(entry.label);
        if (entry.is_active && !labels.has(key)) labels.set(key, entry.id);
      }
      byKind.set(kind, labels);
    }
    return labels.get(normalizeLabel(label)) ?? null;
  };
}

/** Both keys a stored company is found by: its website's domain and its name. */
function companyKeys(company: Pick<SeedCompany, "company_name" | "website">): string[] {
  const keys: string[] = [];
  const byWebsite = companyMatchKey({ website: company.website });
  if (byWebsite) keys.push(byWebsite.key);
  const byName = companyMatchKey({ company_name: company.company_name });
  if (byName) keys.push(byName.key);
  return keys;
}

function memberValues(member: SeedMember): ImportMemberValues {
  return {
    first_name: member.first_name,
    middle_name: member.middle_name,
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile,
    linkedin_profile: member.linkedin_profile,
    cmd: [...member.cmd],
    is_active: member.is_active,
  };
}

function companyValues(company: SeedCompany): ImportCompanyValues {
  return {
    company_name: company.company_name,
    website: company.website,
    email: company.email,
    contact_number: company.contact_number,
    location: [...company.location],
    foundation_year: company.foundation_year,
    fte: company.fte,
    revenue: company.revenue,
    currency: company.currency,
    promoter_holding: company.promoter_holding,
    industry: company.industry,
    street: company.street,
    city: company.city,
    state: company.state,
    country: company.country,
    practice: company.practice,
    company_type: [...company.company_type],
    confidence_level: company.confidence_level,
    business_description: company.business_description,
    pitch_line: company.pitch_line,
  };
}

/**
 * What the planner finds in the state for one importer: companies by their keys (of several
 * sharing one, one the importer sees, else the oldest), members by e-mail. `remember` adds what a
 * preview would have created, so later rows of the same file find it as they will when it runs.
 */
export function createPlanContext(state: MemoryState, user: SeedUser) {
  const companies = new Map<string, SeedCompany>();
  const visible = (company: SeedCompany) => seesCompanyItself(user, company);
  const addCompany = (company: SeedCompany) => {
    for (const key of companyKeys(company)) {
      const earlier = companies.get(key);
      if (!earlier || (!visible(earlier) && visible(company))) companies.set(key, company);
    }
  };
  for (const company of [...state.companies].sort((a, b) => a.id - b.id)) addCompany(company);
  const members = new Map<string, SeedMember[]>();
  const addMember = (member: SeedMember) => {
    const key = memberMatchKey(member.email);
    members.set(key, [...(members.get(key) ?? []), member]);
  };
  for (const member of [...state.members].sort((a, b) => a.id - b.id)) if (!member.deleted) addMember(member);
  const plannedCompanies = new Map<string, Id>();
  const plannedMembers = new Map<string, ExistingMember>();
  let placeholder = 0;
  /** The company the row being planned matched, and whether the importer sees it. */
  let matched: { id: Id; key: string; visible: boolean } | null = null;

  const context: PlanContext = {
    resolve: labelResolver(state),
    findCompany: (key) => {
      const company = companies.get(key);
      if (company) {
        matched = { id: company.id, key, visible: visible(company) };
        return { id: company.id, values: companyValues(company) };
      }
      const planned = plannedCompanies.get(key);
      if (planned === undefined) return null;
      matched = { id: planned, key, visible: true };
      return { id: planned, values: null };
    },
    findMember: (key) => {
      // Of the members with one e-mail: the matched company's, else one of no company, else the first.
      const candidates = members.get(key) ?? [];
      const companyId = matched?.id ?? null;
      const member =
        candidates.find((entry) => companyId !== null && entry.company_id === companyId) ??
        candidates.find((entry) => entry.company_id === null) ??
        candidates[0];
      if (member) return { id: member.id, companyId: member.company_id, values: memberValues(member) };
      return plannedMembers.get(key) ?? null;
    },
  };

  return {
    /** Plans one company of the sheet; a match the importer does not see fails the company. */
    plan(source: SheetCompany): SheetCompanyPlan {
      matched = null;
      const plan = planSheetCompany(source, context);
      const match = matched as { id: Id; key: string; visible: boolean } | null;
      if (!match || match.visible || plan.company.action === "fail") return plan;
      return refusedPlan(
        plan,
        match.key.startsWith("website:") ? HIDDEN_COMPANY_REASONS.website : HIDDEN_COMPANY_REASONS.name,
      );
    },
    companyById: (id: Id) => state.companies.find((company) => company.id === id),
    /** A company just written: later rows find it. */
    addCompany,
    addMember,
    /** What a planned company would create, for a preview that writes nothing. */
    remember(plan: SheetCompanyPlan) {
      let companyId: Id | null = null;
      if (plan.company.action === "create") {
        placeholder -= 1;
        companyId = placeholder;
        for (const key of companyKeys(plan.company.values)) {
          if (!plannedCompanies.has(key)) plannedCompanies.set(key, companyId);
        }
      } else if (plan.company.action === "update") companyId = plan.company.id;
      if (companyId === null) return;
      for (const member of plan.members) {
        if (member.action !== "create") continue;
        placeholder -= 1;
        const key = memberMatchKey(member.values.email);
        if (!plannedMembers.has(key)) {
          plannedMembers.set(key, { id: placeholder, companyId, values: member.values });
        }
      }
    },
  };
}

export type ImportPlanContext = ReturnType<typeof createPlanContext>;

const MEMBER_FIELDS = [
  "company_id",
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "mobile",
  "linkedin_profile",
  "cmd",
  "is_active",
  "deleted",
] as const satisfies readonly (keyof SeedMember)[];

function memberSnapshot(member: SeedMember): Partial<SeedMember> {
  return structuredClone(Object.fromEntries(MEMBER_FIELDS.map((field) => [field, member[field]])));
}

function memberLabel(member: Pick<SeedMember, "first_name" | "last_name" | "email">): string {
  return `${member.first_name} ${member.last_name} (${member.email})`;
}

/** Writes one planned company and its members; what it wrote goes to `changes`. */
export function writePlan(
  state: MemoryState,
  planContext: ImportPlanContext,
  plan: SheetCompanyPlan,
  user: SeedUser,
  stamp: IsoDateTime,
  changes: SeedImportChange[],
): void {
  let companyId: Id;
  if (plan.company.action === "fail") return;
  if (plan.company.action === "create") {
    const company: SeedCompany = {
      id: nextId(state.companies),
      ...structuredClone(plan.company.values),
      created_by: user.pk,
      created: stamp,
      modified: stamp,
      last_update: null,
      last_stage_task: null,
      status: null,
      follow_up_email: false,
      has_scheduled_meeting: false,
    };
    state.companies.push(company);
    planContext.addCompany(company);
    // Like the Add Company form: the importer keeps seeing what they created.
    if (!seesEveryCompany(user) && !user.company.includes(company.id)) user.company.push(company.id);
    changes.push({
      kind: "company",
      id: company.id,
      action: "created",
      earlier: {},
      written_modified: stamp,
    });
    companyId = company.id;
  } else {
    companyId = plan.company.id;
    const company = planContext.companyById(companyId);
    if (!company) return;
    if (Object.keys(plan.company.changes).length > 0) {
      Object.assign(company, structuredClone(plan.company.changes), { modified: stamp });
      for (const change of changes) {
        if (change.kind === "company" && change.id === companyId) change.written_modified = stamp;
      }
      changes.push({
        kind: "company",
        id: companyId,
        action: "updated",
        earlier: structuredClone(plan.company.earlier),
        written_modified: stamp,
      });
    }
  }

  for (const member of plan.members) {
    if (member.action === "create") {
      const created: SeedMember = {
        id: nextId(state.members),
        company_id: companyId,
        ...structuredClone(member.values),
        deleted: false,
        created: stamp,
      };
      state.members.push(created);
      planContext.addMember(created);
      changes.push({
        kind: "member",
        id: created.id,
        action: "created",
        earlier: {},
        written: memberSnapshot(created),
      });
    } else if (member.action === "update") {
      const existing = state.members.find((entry) => entry.id === member.id);
      if (!existing || (Object.keys(member.changes).length === 0 && !member.joinsCompany)) continue;
      const earlier: Partial<SeedMember> = structuredClone(member.earlier);
      if (member.joinsCompany) earlier.company_id = existing.company_id;
      Object.assign(
        existing,
        structuredClone(member.changes),
        member.joinsCompany ? { company_id: companyId } : {},
      );
      changes.push({
        kind: "member",
        id: existing.id,
        action: "updated",
        earlier,
        written: memberSnapshot(existing),
      });
    }
  }
}

function sameSnapshot(a: Partial<SeedMember>, b: Partial<SeedMember>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a company holds anything a person added: journey items, documents or comments. */
function hasWork(state: MemoryState, companyId: Id): boolean {
  return (
    state.journeyItems.some((item) => item.company_id === companyId) ||
    state.documents.some((document) => document.company_id === companyId) ||
    state.comments.some((comment) => comment.company_id === companyId)
  );
}

function deleteCompany(state: MemoryState, companyId: Id): void {
  state.companies = state.companies.filter((company) => company.id !== companyId);
  state.members = state.members.filter((member) => member.company_id !== companyId);
  state.journeyAccess = state.journeyAccess.filter((grant) => grant.company_id !== companyId);
  for (const user of state.users) user.company = user.company.filter((id) => id !== companyId);
}

/**
 * Takes back what an import wrote, newest first. A record changed since (or gone, or a created
 * company holding journey items, documents or comments) is left alone and answered as kept.
 */
export function undoChanges(
  state: MemoryState,
  changes: readonly SeedImportChange[],
  stamp: IsoDateTime,
): ImportKeptRecord[] {
  const kept: ImportKeptRecord[] = [];
  /** Records this undo already put back: their new stamp is its own, not a person's change. */
  const restored = new Set<string>();
  for (const change of [...changes].reverse()) {
    const key = `${change.kind}:${change.id}`;
    const company =
      change.kind === "company" ? state.companies.find((entry) => entry.id === change.id) : undefined;
    const member =
      change.kind === "member" ? state.members.find((entry) => entry.id === change.id) : undefined;
    // Named as it is now, as the server does; one removed since by its id.
    const label = company
      ? company.company_name
      : member
        ? memberLabel(member)
        : `${change.kind === "company" ? "Company" : "Member"} ${change.id} (removed since)`;
    const keep = () => kept.push({ kind: change.kind, id: change.id, label });
    if (change.kind === "company") {
      const changedSince = !company || (!restored.has(key) && company.modified !== change.written_modified);
      if (!company || changedSince || (change.action === "created" && hasWork(state, company.id))) {
        keep();
        continue;
      }
      if (change.action === "created") deleteCompany(state, company.id);
      else {
        Object.assign(company, structuredClone(change.earlier), { modified: stamp });
        restored.add(key);
      }
    } else {
      if (!member || (!restored.has(key) && !sameSnapshot(memberSnapshot(member), change.written))) {
        keep();
        continue;
      }
      if (change.action === "created") state.members = state.members.filter((entry) => entry !== member);
      else {
        Object.assign(member, structuredClone(change.earlier));
        restored.add(key);
      }
    }
  }
  return kept;
}
