import type { Id } from "../entities/common";
import type { LookupKind } from "../entities/lookups";
import { trimBlank } from "../schemas/trimmedText";
import { websiteDomain } from "../websiteDomain";
import type { ImportCell } from "./layout";
import { cellText, isCellProblem, type SheetCompany } from "./rows";
import type { ExistingMember, LabelResolver } from "./values";

// Which existing record a row of the sheet names: a company by its website's domain, or by its
// name when it gives no website; a member by e-mail; a list entry by its label. And which one,
// when several answer to the same key.

/** How a company was matched. */
export type CompanyMatchBy = "website" | "name";

/** The key a company is found by: `website:` and its domain, or `name:` and its name in lower case. */
export function companyKey(by: CompanyMatchBy, value: string): string {
  return `${by}:${value}`;
}

/** How a company key matches, and the domain or name it holds; null for a text that is no such key. */
export function companyKeyParts(key: string): { by: CompanyMatchBy; value: string } | null {
  const colon = key.indexOf(":");
  const by = key.slice(0, colon);
  return by === "website" || by === "name" ? { by, value: key.slice(colon + 1) } : null;
}

/** The same row of the sheet reads the same company: its website's domain, else its name. */
export function companyMatchKey(values: {
  company_name?: string | null;
  website?: string | null;
}): { key: string; by: CompanyMatchBy } | null {
  const domain = values.website ? websiteDomain(values.website) : null;
  if (domain) return { key: companyKey("website", domain), by: "website" };
  const name = values.company_name ? trimBlank(values.company_name).toLowerCase() : "";
  return name ? { key: companyKey("name", name), by: "name" } : null;
}

/**
 * The keys a stored company is found by: its website's domain (for rows that give a website) and
 * its name (for rows that give none).
 */
export function storedCompanyKeys(company: { company_name: string; website: string }): string[] {
  const byWebsite = companyMatchKey({ website: company.website });
  const byName = companyMatchKey({ company_name: company.company_name });
  return [byWebsite?.key, byName?.key].filter((key): key is string => key !== undefined);
}

/** Members are the same person when their e-mail is, case set aside. */
export function memberMatchKey(email: string): string {
  return trimBlank(email).toLowerCase();
}

/** A label as resolvers compare it. */
export function normalizeLabel(label: string): string {
  return trimBlank(label).replace(/\s+/g, " ").toLowerCase();
}

/** An entry of a reference list, as a label resolver reads it. */
export type LabelEntry = { kind: LookupKind; id: Id; label: string };

/**
 * Finds labels among the entries given (the active ones of every list): case and spaces set aside,
 * and where two entries of a list read the same, the one of the lowest id.
 */
export function createLabelResolver(entries: Iterable<LabelEntry>): LabelResolver {
  const lists = new Map<LookupKind, Map<string, Id>>();
  for (const entry of entries) {
    let list = lists.get(entry.kind);
    if (!list) lists.set(entry.kind, (list = new Map()));
    const key = normalizeLabel(entry.label);
    const earlier = list.get(key);
    if (earlier === undefined || entry.id < earlier) list.set(key, entry.id);
  }
  return (kind, label) => lists.get(kind)?.get(normalizeLabel(label)) ?? null;
}

/**
 * The keys the planner will look up for a company of the sheet: its match key and its members'
 * e-mails (read as the planner reads them; a cell with a problem gives none).
 */
export function sheetMatchKeys(source: SheetCompany): { company: string | null; members: string[] } {
  if (source.row === null) return { company: null, members: [] };
  const text = (found: { cell: ImportCell } | undefined) =>
    found && !isCellProblem(found.cell) ? cellText(found.cell) : undefined;
  const company = companyMatchKey({
    company_name: text(source.company.get("company_name")),
    website: text(source.company.get("website")),
  });
  const members: string[] = [];
  for (const member of source.members) {
    const email = text(member.cells.get("email"));
    const key = email ? memberMatchKey(email) : "";
    if (key) members.push(key);
  }
  return { company: company?.key ?? null, members };
}

/** Where a reading of the file keeps the first row that named each company key (a Map will do). */
export type CompanyRowsInFile = {
  get(key: string): number | undefined;
  set(key: string, row: number): unknown;
};

/** A company's cells as one text, to tell a row that gives a company again word for word. */
function companyCellsText(source: SheetCompany): string {
  const cells = [...source.company].map(([field, { cell }]) => [field, cell] as const);
  cells.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(cells);
}

/**
 * The earlier row of the file that names the same company as `source` with other values, as the
 * import would find the company that row stores: by the website's domain, or by the name when
 * `source` gives no website. Null for the first row naming it, which `firstRows` then remembers by
 * its match key and its name, and for a row that repeats the first one's company cells word for
 * word (a sheet of one member a row): that overwrites nothing, and its members join the company.
 * Companies are to be handed over in the order of the file.
 */
export function repeatedCompany(
  source: SheetCompany,
  firstRows: CompanyRowsInFile,
): { row: number; by: CompanyMatchBy } | null {
  if (source.row === null) return null;
  const key = sheetMatchKeys(source).company;
  if (key === null) return null;
  const earlier = firstRows.get(key);
  const by = companyKeyParts(key)?.by ?? "name";
  const same = `${key}\u0001${companyCellsText(source)}`;
  if (earlier !== undefined) return firstRows.get(same) === undefined ? { row: earlier, by } : null;
  firstRows.set(key, source.row);
  firstRows.set(same, source.row);
  const name = source.company.get("company_name");
  const byName =
    by === "website" && name && !isCellProblem(name.cell)
      ? companyMatchKey({ company_name: cellText(name.cell) })
      : null;
  if (byName && firstRows.get(byName.key) === undefined) firstRows.set(byName.key, source.row);
  return null;
}

/**
 * Keeps `company` as what `key` finds unless a better one holds it: of several companies with one
 * key, one the importer sees, else the oldest (the lowest id).
 */
export function keepCompanyMatch<Found extends { id: Id; visible: boolean }>(
  matches: Map<string, Found>,
  key: string,
  company: Found,
): void {
  const earlier = matches.get(key);
  const better =
    !earlier ||
    (company.visible && !earlier.visible) ||
    (company.visible === earlier.visible && company.id < earlier.id);
  if (better) matches.set(key, company);
}

/**
 * Of the members with one e-mail: the one in the matched company (`companyId`), else one of no
 * company, else the first.
 */
export function pickMember(
  candidates: readonly ExistingMember[] | undefined,
  companyId: Id | null,
): ExistingMember | null {
  if (!candidates || candidates.length === 0) return null;
  return (
    candidates.find((member) => companyId !== null && member.companyId === companyId) ??
    candidates.find((member) => member.companyId === null) ??
    candidates[0] ??
    null
  );
}
