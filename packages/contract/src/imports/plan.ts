import { boolean, object, ValidationError } from "yup";
import type { Id } from "../entities/common";
import type { LookupKind } from "../entities/lookups";
import { companyMemberSchema } from "../schemas/companyMemberSchema";
import { companySchema } from "../schemas/companySchema";
import { trimBlank } from "../schemas/trimmedText";
import { IMPORT_COLUMNS, IMPORT_LIST_SEPARATOR, type ImportColumn } from "./layout";
import { type CompanyMatchBy, companyMatchKey, memberMatchKey } from "./match";
import { cellText, type EntityCells, isCellProblem, type SheetCompany, sheetCompanyName } from "./rows";
import type {
  ExistingCompany,
  ExistingMember,
  ImportCompanyValues,
  ImportMemberValues,
  LabelResolver,
} from "./values";

// What a company of the sheet becomes: checked with the same schemas as the company and member
// forms (same messages), matched to what exists, and planned as creates, updates or failures.

const LIST_NAMES: Record<LookupKind, string> = {
  location: "Location",
  practice: "Practice",
  currency: "Currency",
  "company-type": "Company Type",
  "company-member-designation": "Designation",
  "confidence-level": "Confidence Level",
  industry: "Industry",
};

const YES = new Set(["yes", "y", "true", "1", "active"]);
const NO = new Set(["no", "n", "false", "0", "inactive"]);

type Read = { values: Record<string, unknown>; errors: string[] };

/** The filled cells of one entity as typed values; lookups resolved; what cannot be read as errors. */
function readCells(cells: EntityCells, resolve: LabelResolver): Read {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [field, { column, cell }] of cells) {
    if (isCellProblem(cell)) {
      errors.push(`${column.header}: ${cell.problem}`);
      continue;
    }
    const text = cellText(cell);
    switch (column.kind) {
      case "text":
        values[field] = text;
        break;
      case "number": {
        const number = typeof cell === "number" ? cell : Number(text.replace(/,/g, ""));
        // Left as text when it is none, for the form's own type message.
        values[field] = Number.isFinite(number) && text !== "" ? number : text;
        break;
      }
      case "yesno": {
        const word = text.toLowerCase();
        if (YES.has(word)) values[field] = true;
        else if (NO.has(word)) values[field] = false;
        else errors.push(`${column.header}: must be Yes or No`);
        break;
      }
      case "lookup":
      case "lookups": {
        const kind = column.lookup as LookupKind;
        const labels = (column.kind === "lookup" ? [text] : text.split(IMPORT_LIST_SEPARATOR))
          .map((label) => trimBlank(label))
          .filter((label) => label !== "");
        const ids: Id[] = [];
        for (const label of labels) {
          const id = resolve(kind, label);
          if (id === null) errors.push(`${column.header}: '${label}' is not in the ${LIST_NAMES[kind]} list`);
          else if (!ids.includes(id)) ids.push(id);
        }
        values[field] = column.kind === "lookup" ? (ids[0] ?? null) : ids;
        break;
      }
    }
  }
  return { values, errors };
}

const HEADER_OF = new Map(IMPORT_COLUMNS.map((column) => [`${column.entity}.${column.field}`, column]));

function headerOf(entity: ImportColumn["entity"], path: string | undefined): string {
  const field = (path ?? "").split(/[.[]/)[0] ?? "";
  return HEADER_OF.get(`${entity}.${field}`)?.header ?? (entity === "member" ? "Member" : "Company");
}

function schemaErrors(error: unknown, entity: ImportColumn["entity"]): string[] {
  if (!(error instanceof ValidationError)) throw error;
  const inner = error.inner.length > 0 ? error.inner : [error];
  const messages = inner.map((item) => `${headerOf(entity, item.path)}: ${item.message}`);
  return [...new Set(messages)];
}

const companyFieldsSchema = companySchema.omit(["company_members"]);
const memberFieldsSchema = companyMemberSchema.concat(
  object({ is_active: boolean().required("Active status required.") }),
);

const EMPTY_COMPANY: ImportCompanyValues = {
  company_name: "",
  website: "",
  email: null,
  contact_number: null,
  location: [],
  foundation_year: null,
  fte: null,
  revenue: null,
  currency: null,
  promoter_holding: null,
  industry: null,
  street: null,
  city: null,
  state: null,
  country: null,
  practice: null,
  company_type: [],
  confidence_level: null,
  business_description: null,
  pitch_line: null,
};

const EMPTY_MEMBER: ImportMemberValues = {
  first_name: "",
  middle_name: null,
  last_name: "",
  email: "",
  mobile: "",
  linkedin_profile: "",
  cmd: [],
  is_active: true,
};

type Checked<Values> = { ok: true; values: Values } | { ok: false; errors: string[] };

/** The sheet's values laid over the existing ones (or an empty company), checked by the company form's rules. */
export function checkCompany(
  sheet: Partial<ImportCompanyValues>,
  existing: ImportCompanyValues | null,
): Checked<ImportCompanyValues> {
  const merged = { ...(existing ?? EMPTY_COMPANY), ...sheet };
  try {
    const cast = companyFieldsSchema.validateSync(merged, { abortEarly: false, stripUnknown: true });
    return { ok: true, values: { ...merged, ...cast } as ImportCompanyValues };
  } catch (error) {
    return { ok: false, errors: schemaErrors(error, "company") };
  }
}

/** The same for a member, by the member rows' rules of the company form. */
export function checkMember(
  sheet: Partial<ImportMemberValues>,
  existing: ImportMemberValues | null,
): Checked<ImportMemberValues> {
  const merged = { ...(existing ?? EMPTY_MEMBER), ...sheet };
  try {
    const cast = memberFieldsSchema.validateSync(merged, { abortEarly: false, stripUnknown: true });
    return { ok: true, values: { ...merged, ...cast } as ImportMemberValues };
  } catch (error) {
    return { ok: false, errors: schemaErrors(error, "member") };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? null) === (b ?? null);
}

/** The fields whose values differ, with the earlier ones: what an update writes and what undo restores. */
export function changedFields<Values extends object>(
  before: Values,
  after: Values,
): { changes: Partial<Values>; earlier: Partial<Values> } {
  const changes: Partial<Values> = {};
  const earlier: Partial<Values> = {};
  for (const key of Object.keys(after) as (keyof Values)[]) {
    if (!sameValue(before[key], after[key])) {
      changes[key] = after[key];
      earlier[key] = before[key];
    }
  }
  return { changes, earlier };
}

export type MemberPlan =
  | { row: number; action: "create"; values: ImportMemberValues }
  | {
      row: number;
      action: "update";
      id: Id;
      /** Also when only the company changes (a member of no company joining this one). */
      changes: Partial<ImportMemberValues>;
      earlier: Partial<ImportMemberValues>;
      joinsCompany: boolean;
    }
  | { row: number; action: "unchanged"; id: Id }
  | { row: number; action: "fail"; reason: string };

export type CompanyPlan =
  | { action: "create"; values: ImportCompanyValues }
  | {
      action: "update";
      id: Id;
      matchedBy: CompanyMatchBy;
      changes: Partial<ImportCompanyValues>;
      earlier: Partial<ImportCompanyValues>;
    }
  | { action: "fail"; reason: string };

/** What one company of the sheet becomes. */
export type SheetCompanyPlan = {
  name: string;
  /** The row that starts it; null for member rows with no company above them. */
  row: number | null;
  company: CompanyPlan;
  members: MemberPlan[];
  /** Every row of it, for the error log. */
  source: SheetCompany;
};

export type PlanContext = {
  resolve: LabelResolver;
  /** The company its match key finds, if any (see companyMatchKey). */
  findCompany: (key: string) => ExistingCompany | null;
  /** The member with this e-mail (memberMatchKey), if any. */
  findMember: (emailKey: string) => ExistingMember | null;
};

const NO_COMPANY_ABOVE = "Company Name: the rows above name no company for this member";
const NO_MEMBER = "At least one company member is required";

/** Why a company that an earlier row of the same file names already fails (see repeatedCompany). */
export function repeatedCompanyReason(repeat: { row: number; by: CompanyMatchBy }): string {
  const header = repeat.by === "website" ? "Website" : "Company Name";
  return (
    `${header}: repeats row ${repeat.row} of this file (same ${repeat.by}) with other company details. ` +
    "Give a company's details the same on each of its rows, or once with its other members on the " +
    "rows below it, Company Name and Website left empty"
  );
}

/** The reasons one row fails for, as one text: the company's first, then the member's own. */
function joinReasons(...reasons: (string | null)[]): string {
  return reasons.filter((reason): reason is string => reason !== null && reason !== "").join("; ");
}

/**
 * The members of a company that fails for `reason`: each says so, the row that names the company
 * in `reason`'s own words when `sameWordsOnItsRow`, and a member that fails on its own adds its
 * own reasons after it, so one reading of the error log shows all that a row needs corrected.
 */
function membersOfFailedCompany(
  members: MemberPlan[],
  reason: string,
  companyRow: number | null,
  sameWordsOnItsRow: boolean,
): MemberPlan[] {
  return members.map((member) => {
    const companyPart =
      sameWordsOnItsRow && member.row === companyRow ? reason : `The company failed: ${reason}`;
    const own = member.action === "fail" ? member.reason : null;
    return { row: member.row, action: "fail", reason: joinReasons(companyPart, own) };
  });
}

/** Reads, checks and matches one company of the sheet and its members. Writes nothing. */
export function planSheetCompany(source: SheetCompany, context: PlanContext): SheetCompanyPlan {
  const name = sheetCompanyName(source);
  if (source.row === null) {
    return {
      name,
      row: null,
      company: { action: "fail", reason: NO_COMPANY_ABOVE },
      members: source.members.map(({ row }) => ({ row, action: "fail", reason: NO_COMPANY_ABOVE })),
      source,
    };
  }
  const read = readCells(source.company, context.resolve);
  const sheet = read.values as Partial<ImportCompanyValues>;
  const match = companyMatchKey(sheet);
  const existing = match ? context.findCompany(match.key) : null;
  const checked = checkCompany(sheet, existing?.values ?? null);
  const companyErrors = [
    ...(source.repeats ? [repeatedCompanyReason(source.repeats)] : []),
    ...read.errors,
    ...(checked.ok ? [] : checked.errors),
  ];

  const seenEmails = new Set<string>();
  const members: MemberPlan[] = source.members.map(({ row, cells }) => {
    const memberRead = readCells(cells, context.resolve);
    const values = memberRead.values as Partial<ImportMemberValues>;
    const emailKey = typeof values.email === "string" ? memberMatchKey(values.email) : "";
    const found = emailKey ? context.findMember(emailKey) : null;
    const elsewhere = found !== null && found.companyId !== null && found.companyId !== existing?.id;
    const memberChecked = checkMember(values, found && !elsewhere ? found.values : null);
    const errors = [...memberRead.errors, ...(memberChecked.ok ? [] : memberChecked.errors)];
    if (elsewhere) errors.push("Member Email: a member with this e-mail belongs to another company");
    if (emailKey && seenEmails.has(emailKey))
      errors.push("Member Email: the same e-mail is on an earlier row");
    if (emailKey) seenEmails.add(emailKey);
    if (errors.length > 0 || !memberChecked.ok) return { row, action: "fail", reason: errors.join("; ") };
    if (!found) return { row, action: "create", values: memberChecked.values };
    const { changes, earlier } = changedFields(found.values, memberChecked.values);
    const joinsCompany = found.companyId === null;
    if (Object.keys(changes).length === 0 && !joinsCompany) return { row, action: "unchanged", id: found.id };
    return { row, action: "update", id: found.id, changes, earlier, joinsCompany };
  });

  const goodMembers = members.filter((member) => member.action !== "fail").length;
  if (companyErrors.length === 0 && !existing && goodMembers === 0) {
    // The company fails only for its members: each member row keeps its own reasons.
    const reason =
      members.length > 0 ? `Members: ${NO_MEMBER}; ${failReasons(members)}` : `Members: ${NO_MEMBER}`;
    return { name, row: source.row, company: { action: "fail", reason }, members, source };
  }
  if (companyErrors.length > 0 || !checked.ok) {
    const reason = companyErrors.join("; ");
    return {
      name,
      row: source.row,
      company: { action: "fail", reason },
      members: membersOfFailedCompany(members, reason, source.row, false),
      source,
    };
  }
  if (!existing)
    return { name, row: source.row, company: { action: "create", values: checked.values }, members, source };
  const { changes, earlier } = existing.values
    ? changedFields(existing.values, checked.values)
    : { changes: checked.values, earlier: {} };
  return {
    name,
    row: source.row,
    company: { action: "update", id: existing.id, matchedBy: match?.by ?? "name", changes, earlier },
    members,
    source,
  };
}

function failReasons(members: MemberPlan[]): string {
  return members
    .flatMap((member) => (member.action === "fail" ? [`row ${member.row}: ${member.reason}`] : []))
    .join("; ");
}

/** How an error reads in a result's errors list. */
export function rowError(row: number, reason: string): string {
  return `Row ${row}: ${reason}`;
}

/**
 * The reasons of each row of a planned company that fails, for the error log; rows that pass are
 * left out. A failing member's reason is its row's whole reason: its company's first (the planner
 * puts them there), then its own. A row of a failing company with no member on it gives the
 * company's reasons.
 */
export function failedRows(plan: SheetCompanyPlan): { row: number; reason: string }[] {
  const reasons = new Map<number, string>();
  if (plan.company.action === "fail") {
    for (const { row } of plan.source.rows) reasons.set(row, plan.company.reason);
  }
  for (const member of plan.members) if (member.action === "fail") reasons.set(member.row, member.reason);
  return [...reasons].map(([row, reason]) => ({ row, reason })).sort((a, b) => a.row - b.row);
}

/**
 * The plan of a company that passed its own checks, refused for `reason`: every row of it fails,
 * a member that failed on its own with its own reasons after the refusal.
 */
export function refusedPlan(plan: SheetCompanyPlan, reason: string): SheetCompanyPlan {
  return {
    ...plan,
    company: { action: "fail", reason },
    // The row that names the company says why in the same words the spec gives.
    members: membersOfFailedCompany(plan.members, reason, plan.row, true),
  };
}
