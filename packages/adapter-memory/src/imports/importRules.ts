import {
  asStored,
  createLabelResolver,
  type Id,
  type ImportCompanyValues,
  type ImportKeptRecord,
  type ImportLookup,
  type ImportMemberValues,
  type IsoDateTime,
  keepCompanyMatch,
  LOOKUP_KINDS,
  memberMatchKey,
  keptRecord,
  type SheetCompanyPlan,
  storedCompanyKeys,
  storedValues,
  type UndoDecision,
  undoStep,
} from "@pipeline/contract";
import { insertCompany } from "../ports/companyFields";
import { seesCompanyItself, seesEveryCompany } from "../ports/journeyRules";
import type { SeedCompany, SeedImportChange, SeedMember, SeedUser } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";

// What an import reads and writes in the memory state. How rows match, are checked and counted is
// the contract's, as on the server; here are only the state's reading and writing, and undo's
// journal.

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
 * What is stored, for one importer, as the contract's planner asks for it: companies by their
 * match keys, members by e-mail, labels of the active list entries. Read at each call, so rows
 * planned after a write find what it wrote.
 */
export function createPlanContext(state: MemoryState, user: SeedUser) {
  // Which companies the importer sees is the server's rule (their roles and assignments); imitated here for stories and tests.
  const visible = (company: SeedCompany) => seesCompanyItself(user, company);
  const companies = new Map<string, { id: Id; visible: boolean; company: SeedCompany }>();
  const addCompany = (company: SeedCompany) => {
    const found = { id: company.id, visible: visible(company), company };
    for (const key of storedCompanyKeys(company)) keepCompanyMatch(companies, key, found);
  };
  for (const company of state.companies) addCompany(company);
  const members = new Map<string, SeedMember[]>();
  const addMember = (member: SeedMember) => {
    const key = memberMatchKey(member.email);
    members.set(key, [...(members.get(key) ?? []), member]);
  };
  for (const member of [...state.members].sort((a, b) => a.id - b.id)) if (!member.deleted) addMember(member);

  const lookup: ImportLookup = {
    resolve: createLabelResolver(
      LOOKUP_KINDS.flatMap((kind) =>
        state.lookups[kind]
          .filter((entry) => entry.is_active)
          .map((entry) => ({ kind, id: entry.id, label: entry.label })),
      ),
    ),
    company: (key) => {
      const found = companies.get(key);
      return found && { id: found.id, visible: found.visible, values: companyValues(found.company) };
    },
    members: (emailKey) =>
      members
        .get(emailKey)
        ?.map((member) => ({ id: member.id, companyId: member.company_id, values: memberValues(member) })),
  };

  return {
    lookup,
    companyById: (id: Id) => state.companies.find((company) => company.id === id),
    /** A company just written: later rows find it. */
    addCompany,
    addMember,
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

/**
 * Writes one planned company and its members the way they are stored; what it wrote goes to
 * `changes`. Answers the plan as written (the contract's asStored), which the tally counts.
 */
export function writePlan(
  state: MemoryState,
  planContext: ImportPlanContext,
  planned: SheetCompanyPlan,
  user: SeedUser,
  stamp: IsoDateTime,
  changes: SeedImportChange[],
): SheetCompanyPlan {
  const plan = asStored(planned);
  let companyId: Id;
  if (plan.company.action === "fail") return plan;
  if (plan.company.action === "create") {
    const company = insertCompany(state, storedValues("company", plan.company.values), user.pk, stamp);
    planContext.addCompany(company);
    // Like the Add Company form: the importer keeps seeing what they created (the server's assignment, imitated).
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
    if (!company) return plan;
    if (Object.keys(plan.company.changes).length > 0) {
      Object.assign(company, storedValues("company", plan.company.changes), { modified: stamp });
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
        ...storedValues("member", member.values),
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
      if (!existing) continue;
      const earlier: Partial<SeedMember> = structuredClone(member.earlier);
      if (member.joinsCompany) earlier.company_id = existing.company_id;
      Object.assign(
        existing,
        storedValues("member", member.changes),
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
  return plan;
}

function sameSnapshot(a: Partial<SeedMember>, b: Partial<SeedMember>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a company holds anything a person added: journey items, documents, comments or members. */
function holdsWork(state: MemoryState, companyId: Id): boolean {
  return (
    state.journeyItems.some((item) => item.company_id === companyId) ||
    state.documents.some((document) => document.company_id === companyId) ||
    state.comments.some((comment) => comment.company_id === companyId) ||
    state.members.some((member) => member.company_id === companyId)
  );
}

function deleteCompany(state: MemoryState, companyId: Id): void {
  state.companies = state.companies.filter((company) => company.id !== companyId);
  state.journeyAccess = state.journeyAccess.filter((grant) => grant.company_id !== companyId);
  for (const user of state.users) user.company = user.company.filter((id) => id !== companyId);
}

/** Takes back one member's journal entry (see the contract's undoStep); answers what undo decided. */
function undoMember(
  state: MemoryState,
  change: SeedImportChange & { kind: "member" },
  decided?: UndoDecision,
) {
  const member = state.members.find((entry) => entry.id === change.id);
  const step = undoStep(
    {
      action: change.action,
      gone: !member,
      changedSince: member !== undefined && !sameSnapshot(memberSnapshot(member), change.written),
      holdsWork: false,
    },
    decided,
  );
  if (step !== "undo" || !member) return { step, label: member ? memberLabel(member) : null };
  if (change.action === "created") state.members = state.members.filter((entry) => entry !== member);
  else Object.assign(member, structuredClone(change.earlier));
  return { step, label: null };
}

/** The same for a company's entry; a restored company's `modified` is undo's own. */
function undoCompany(
  state: MemoryState,
  change: SeedImportChange & { kind: "company" },
  stamp: IsoDateTime,
  decided?: UndoDecision,
) {
  const company = state.companies.find((entry) => entry.id === change.id);
  const step = undoStep(
    {
      action: change.action,
      gone: !company,
      changedSince: company !== undefined && company.modified !== change.written_modified,
      holdsWork: company !== undefined && holdsWork(state, company.id),
    },
    decided,
  );
  if (step !== "undo" || !company) return { step, label: company?.company_name ?? null };
  if (change.action === "created") deleteCompany(state, company.id);
  else Object.assign(company, structuredClone(change.earlier), { modified: stamp });
  return { step, label: null };
}

/**
 * Takes back what an import wrote, by the contract's rules: members first, then companies, each
 * newest first; what a person changed since is left alone and answered as kept.
 */
export function undoChanges(
  state: MemoryState,
  changes: readonly SeedImportChange[],
  stamp: IsoDateTime,
): ImportKeptRecord[] {
  const kept: ImportKeptRecord[] = [];
  for (const kind of ["member", "company"] as const) {
    const decided = new Map<Id, UndoDecision>();
    for (const change of [...changes].reverse()) {
      if (change.kind !== kind) continue;
      const { step, label } =
        change.kind === "member"
          ? undoMember(state, change, decided.get(change.id))
          : undoCompany(state, change, stamp, decided.get(change.id));
      if (step === "skip") continue;
      decided.set(change.id, step === "keep" ? "kept" : "undone");
      if (step === "keep") kept.push(keptRecord(kind, change.id, label));
    }
  }
  return kept;
}
