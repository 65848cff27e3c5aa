import {
  createCompanyGrouper,
  IMPORT_COLUMNS,
  type ImportCell,
  type ImportCompanyValues,
  type ImportMemberValues,
  type LabelResolver,
  normalizeLabel,
  readHeader,
  repeatedCompany,
  type SheetCompany,
} from "../../src";

// Sheets for the import's tests: rows by header, grouped into companies as the import groups them,
// with small reference lists to resolve their labels against.

const HEADERS = IMPORT_COLUMNS.map((column) => column.header);

/** A sheet row from header names to values. */
function row(values: Record<string, ImportCell>): ImportCell[] {
  return HEADERS.map((header) => values[header] ?? null);
}

const LISTS: Record<string, Record<string, number>> = {
  location: { india: 1, germany: 2 },
  currency: { inr: 10 },
  industry: { fintech: 20 },
  "company-type": { startup: 30, private: 31 },
  "company-member-designation": { ceo: 40, cto: 41 },
};
export const resolve: LabelResolver = (kind, label) => LISTS[kind]?.[normalizeLabel(label)] ?? null;

export const acme = {
  "Company Name": "Acme Pay",
  Website: "https://www.acmepay.in/about",
  Locations: "India; Germany",
  Industry: "Fintech",
  Revenue: 1200,
  Currency: "INR",
  "Company Types": "Startup",
};
export const asha = {
  "Member First Name": "Asha",
  "Member Last Name": "Rao",
  "Member Email": "asha@acmepay.in",
  "Member LinkedIn Profile": "https://linkedin.com/in/asha",
  "Member Designations": "CEO",
};
export const ravi = {
  ...asha,
  "Member First Name": "Ravi",
  "Member Email": "Ravi@AcmePay.in",
  "Member Designations": "CTO; CEO",
};

/** Acme Pay as stored, the way the sheet's `acme` and the lists above read it. */
export const storedAcme: ImportCompanyValues = {
  company_name: "Acme Pay",
  website: "https://www.acmepay.in/about",
  email: null,
  contact_number: null,
  location: [1, 2],
  foundation_year: null,
  fte: null,
  revenue: 1200,
  currency: 10,
  promoter_holding: null,
  industry: 20,
  street: null,
  city: null,
  state: null,
  country: null,
  practice: null,
  company_type: [30],
  confidence_level: null,
  business_description: null,
  pitch_line: null,
};

/** Asha as stored, the way the sheet's `asha` reads. */
export const storedAsha: ImportMemberValues = {
  first_name: "Asha",
  middle_name: null,
  last_name: "Rao",
  email: "asha@acmepay.in",
  mobile: "",
  linkedin_profile: "https://linkedin.com/in/asha",
  cmd: [40],
  is_active: true,
};

export function only(companies: SheetCompany[]): SheetCompany {
  const [first] = companies;
  if (!first) throw new Error("No company in the sheet.");
  return first;
}

/** The rows (row 2 first) grouped into companies, each marked when an earlier row names it already. */
export function group(rows: Record<string, ImportCell>[]): SheetCompany[] {
  const grouper = createCompanyGrouper(readHeader(HEADERS));
  const companies: SheetCompany[] = [];
  const firstRows = new Map<string, number>();
  const add = (company: SheetCompany | null) => {
    if (!company) return;
    company.repeats = repeatedCompany(company, firstRows) ?? undefined;
    companies.push(company);
  };
  rows.forEach((values, index) => add(grouper.push({ row: index + 2, cells: row(values) })));
  add(grouper.end());
  return companies;
}
