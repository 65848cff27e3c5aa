import type {
  CompanyCreateInput,
  CompanyMember,
  CompanyMemberInput,
  Id,
  LookupInput,
  LookupKind,
  SenderInput,
  UserInput,
} from "@pipeline/contract";

// Valid inputs built around a unique token, so each case owns what it creates. Names carry the
// token in letters only, as the name rules allow nothing else.

/** A valid reference-list entry; confidence levels also need their value (`name`). */
export function lookupInput(
  kind: LookupKind,
  label: string,
  overrides: Partial<LookupInput> = {},
): LookupInput {
  return {
    label,
    order: 1,
    is_active: true,
    ...(kind === "confidence-level" ? { name: `${label} value` } : {}),
    ...overrides,
  };
}

/** The password users made by the suite sign in with. */
export const SUITE_PASSWORD = "Conformance#2024";

export function userInput(token: string, overrides: Partial<UserInput> = {}): UserInput {
  return {
    first_name: `Ada${token}`,
    middle_name: null,
    last_name: "Lovelace",
    email: `ada.${token}@example.com`,
    username: `ada.${token}`,
    country: [],
    practice: [],
    company: [],
    is_active: true,
    password: SUITE_PASSWORD,
    ...overrides,
  };
}

/** A member as the company-members screen adds one. */
export function companyMemberInput(
  token: string,
  cmd: Id[],
  overrides: Partial<CompanyMemberInput> = {},
): CompanyMemberInput {
  return {
    first_name: `Meera${token}`,
    middle_name: null,
    last_name: "Iyer",
    email: `meera.${token}@example.com`,
    mobile: "9876543210",
    linkedin_profile: `https://www.linkedin.com/in/meera-${token}`,
    cmd,
    is_active: true,
    ...overrides,
  };
}

/** A member as the company form sends one. */
export function memberOfCompany(
  token: string,
  cmd: Id[],
  overrides: Partial<CompanyMember> = {},
): CompanyMember {
  return {
    first_name: `Ravi${token}`,
    middle_name: null,
    last_name: "Kumar",
    email: `ravi.${token}@example.com`,
    mobile: "+91 98765 43210",
    linkedin_profile: `https://www.linkedin.com/in/ravi-${token}`,
    cmd,
    ...overrides,
  };
}

export type CompanyRefs = { location: Id; designation: Id };

export function companyInput(
  token: string,
  refs: CompanyRefs,
  overrides: Partial<CompanyCreateInput> = {},
): CompanyCreateInput {
  return {
    company_name: `Zq ${token} Robotics`,
    website: `https://${token}.example.com`,
    location_id: [refs.location],
    company_members: [memberOfCompany(token, [refs.designation])],
    ...overrides,
  };
}

export function senderInput(token: string, overrides: Partial<SenderInput> = {}): SenderInput {
  return {
    email: `outreach.${token}@example.com`,
    sender_name: `Outreach ${token}`,
    address: "12 MG Road",
    city: "Bengaluru",
    country: "India",
    is_active: true,
    ...overrides,
  };
}
