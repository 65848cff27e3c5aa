import type { Id } from "../entities/common";
import { companyKeyParts, memberMatchKey, pickMember, sheetMatchKeys } from "./match";
import { type PlanContext, planSheetCompany, refusedPlan, type SheetCompanyPlan } from "./plan";
import type { SheetCompany } from "./rows";
import type { ExistingCompany, ExistingMember, ImportMemberValues, LabelResolver } from "./values";

// A company of the sheet planned for one importer: matched against what is stored and what earlier
// rows of the same file would create, and refused when it matches a company the importer is not
// assigned to. Who sees which company is the server's to say; the lookup hands it over. A company
// an earlier row of the file names already fails as a repeat (SheetCompany.repeats), however it matches.

/** Why the rows of a company that matches one the importer is not assigned to fail. */
export const IMPORT_NOT_ASSIGNED = {
  website: "Website: a company with this website exists that you are not assigned to",
  name: "Company Name: a company with this name exists that you are not assigned to",
} as const;

/** A stored company a match key finds, with its values, and whether the importer sees it. */
export type StoredCompanyMatch = ExistingCompany & {
  values: NonNullable<ExistingCompany["values"]>;
  visible: boolean;
};

/** What is stored, as the planner asks for it. */
export type ImportLookup = {
  resolve: LabelResolver;
  /** The stored company a match key finds (see keepCompanyMatch), if any. */
  company(key: string): StoredCompanyMatch | null | undefined;
  /** The stored members, removed ones left out, with this e-mail key, oldest first. */
  members(emailKey: string): readonly ExistingMember[] | undefined;
};

/**
 * What earlier rows of the file would create, for a pass that writes nothing (the preview): the
 * key of each company and member with the id of its company (a negative stand-in for a new one).
 */
export type SeenInFile = {
  companies: { get(key: string): number | undefined };
  members: { get(emailKey: string): number | undefined };
};

/** A member an earlier row of the file would create: its company is known, its values are not. */
function memberOfEarlierRow(emailKey: string, companyId: Id): ExistingMember {
  const values: ImportMemberValues = {
    first_name: "",
    middle_name: null,
    last_name: "",
    email: emailKey,
    mobile: "",
    linkedin_profile: "",
    cmd: [],
    is_active: true,
  };
  return { id: 0, companyId, values };
}

/**
 * Plans one company of the sheet against what is stored (and, in a preview, what earlier rows of
 * the file would have created). A match the importer does not see fails the company.
 */
export function planImportCompany(
  source: SheetCompany,
  lookup: ImportLookup,
  seen?: SeenInFile,
): SheetCompanyPlan {
  let matched: { id: Id; key: string; visible: boolean } | null = null;
  const context: PlanContext = {
    resolve: lookup.resolve,
    findCompany: (key) => {
      const found = lookup.company(key);
      if (found) {
        matched = { id: found.id, key, visible: found.visible };
        return found;
      }
      const earlier = seen?.companies.get(key);
      if (earlier === undefined) return null;
      matched = { id: earlier, key, visible: true };
      return { id: earlier, values: null };
    },
    findMember: (emailKey) => {
      const found = pickMember(lookup.members(emailKey), matched?.id ?? null);
      if (found) return found;
      const companyId = seen?.members.get(emailKey);
      return companyId === undefined ? null : memberOfEarlierRow(emailKey, companyId);
    },
  };
  const plan = planSheetCompany(source, context);
  const match = matched as { id: Id; key: string; visible: boolean } | null;
  if (!match || match.visible || plan.company.action === "fail") return plan;
  const by = companyKeyParts(match.key)?.by ?? "name";
  return refusedPlan(plan, IMPORT_NOT_ASSIGNED[by]);
}

/** Where a preview keeps what earlier rows would create (a Map will do). */
export type SeenInFileWriter = {
  companies: { readonly size: number; set(key: string, companyId: number): unknown };
  members: { set(emailKey: string, companyId: number): unknown };
};

/**
 * Remembers what a planned company would create, so that later rows of the same file find it as
 * they will when the import runs: a new company by its match key, each new member by e-mail.
 */
export function rememberPlanned(plan: SheetCompanyPlan, seen: SeenInFileWriter): void {
  let companyId: number;
  if (plan.company.action === "create") {
    const key = sheetMatchKeys(plan.source).company;
    companyId = -(seen.companies.size + 1);
    if (key !== null) seen.companies.set(key, companyId);
  } else if (plan.company.action === "update") companyId = plan.company.id;
  else return;
  for (const member of plan.members) {
    if (member.action === "create") seen.members.set(memberMatchKey(member.values.email), companyId);
  }
}
