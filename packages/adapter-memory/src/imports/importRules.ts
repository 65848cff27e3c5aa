import {
  companyMatchKey,
  type ExistingCompany,
  type ExistingMember,
  type Id,
  type ImportKeptRecord,
  type ImportMemberValues,
  type IsoDateTime,
  type LookupKind,
  memberMatchKey,
  normalizeLabel,
  type PlanContext,
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

function companyValues(company: SeedCompany): NonNullable<ExistingCompany["values"]> {
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
 * What the planner finds in the state for one user: companies by their keys (the lowest id when
 * several share one), members by e-mail. `remember` adds what a preview would have created, so
 * later rows of the same file find it as they will when the import runs.
 */
export function createPlanContext(state: MemoryState) {
  const companies = new Map<string, SeedCompany>();
  for (const company of [...state.companies].sort((a, b) => a.id - b.id)) {
    for (const key of companyKeys(company)) if (!companies.has(key)) companies.set(key, company);
  }
  const members = new Map<string, SeedMember>();
  for (const member of [...state.members].sort((a, b) => a.id - b.id)) {
    const key = memberMatchKey(member.email);
    if (!member.deleted && !members.has(key)) members.set(key, member);
  }
  const plannedCompanies = new Map<string, ExistingCompany>();
  const plannedMembers = new Map<string, ExistingMember>();
  let placeholder = 0;

  const context: PlanContext = {
    resolve: labelResolver(state),
    findCompany: (key) => {
      const company = companies.get(key);
      return company
        ? { id: company.id, values: companyValues(company) }
        : (plannedCompanies.get(key) ?? null);
    },
    findMember: (key) => {
      const member = members.get(key);
      if (member) return { id: member.id, companyId: member.company_id, values: memberValues(member) };
      return plannedMembers.get(key) ?? null;
    },
  };

  return {
    context,
    companyById: (id: Id) => state.companies.find((company) => company.id === id),
    /** A company just written: later rows find it. */
    addCompany(company: SeedCompany) {
      for (const key of companyKeys(company)) if (!companies.has(key)) companies.set(key, company);
    },
    addMember(member: SeedMember) {
      const key = memberMatchKey(member.email);
      if (!members.has(key)) members.set(key, member);
    },
    /** What a planned company would create, for a preview that writes nothing. */
    remember(plan: SheetCompanyPlan) {
      let companyId: Id | null = null;
      if (plan.company.action === "create") {
        placeholder -= 1;
        companyId = placeholder;
        for (const key of companyKeys(plan.company.values)) {
          if (!plannedCompanies.has(key)) plannedCompanies.set(key, { id: companyId, values: null });
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

/** The plan, refused when it would update a company the importer does not see. */
export function refuseHidden(
  plan: SheetCompanyPlan,
  user: SeedUser,
  companyById: (id: Id) => SeedCompany | undefined,
): SheetCompanyPlan {
  if (plan.company.action !== "update") return plan;
  const company = companyById(plan.company.id);
  if (!company || seesCompanyItself(user, company)) return plan;
  const reason = HIDDEN_COMPANY_REASONS[plan.company.matchedBy];
  return {
    ...plan,
    company: { action: "fail", reason },
    members: plan.members.map((member) => ({
      row: member.row,
      action: "fail",
      reason: member.action === "fail" ? member.reason : `The company failed: ${reason}`,
    })),
  };
}

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
      label: company.company_name,
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
        label: company.company_name,
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
        label: memberLabel(created),
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
        label: memberLabel(existing),
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
    const keep = () => kept.push({ kind: change.kind, id: change.id, label: change.label });
    if (change.kind === "company") {
      const company = state.companies.find((entry) => entry.id === change.id);
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
      const member = state.members.find((entry) => entry.id === change.id);
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
