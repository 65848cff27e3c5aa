import type { LookupKind } from "./entities/lookups";

// Words the spec leaves to the product. Every adapter and the server answer with these, so a
// screen reads the same text whichever adapter is behind it.

/** Fixed messages of failures and actions the spec does not word. */
export const ADAPTER_MESSAGES = {
  /** Wrong password, unknown user and inactive user alike, so sign-in reveals nothing. */
  invalidCredentials: "Invalid username or password.",
  notFound: "Not found.",
  /** A referenced record (a designation, a location...) that does not exist. */
  invalidChoice: "Select a valid choice.",
  duplicateUsername: "A user with this ERP username already exists.",
  duplicateUserEmail: "A user with this email already exists.",
  /** A role name the installation does not have. */
  unknownRole: "Select a valid role.",
  /** The last active SUPER_ADMIN, taking their own SUPER_ADMIN role away. */
  lastSuperAdminRole:
    "You are the last active SUPER_ADMIN: keep the SUPER_ADMIN role, or give it to another user first.",
  /** The last active SUPER_ADMIN, deactivating themselves. */
  lastSuperAdminActive:
    "You are the last active SUPER_ADMIN: give the SUPER_ADMIN role to another user before you deactivate yourself.",
  duplicateSenderEmail: "A sender with this email already exists.",
  /** The `detail` of `user/logout/`. */
  loggedOut: "Logged out successfully.",
  verificationSent: "Verification request has been sent",
  statsRefreshed: "Campaign statistics updated successfully.",
} as const;

/** How each reference list names itself in messages. */
export const LOOKUP_TITLES = {
  location: "Location",
  practice: "Practice",
  currency: "Currency",
  "company-type": "Company type",
  "company-member-designation": "Designation",
  "confidence-level": "Confidence level",
  industry: "Industry",
} as const satisfies Record<LookupKind, string>;

/** The subjects of create and update messages other than the reference lists. */
export const RECORD_TITLES = {
  user: "User",
  company: "Company",
  companyMember: "Company member",
  sender: "Sender",
} as const;

/** The success message of a create, e.g. "Location added successfully.". */
export function createdMessage(title: string): string {
  return `${title} added successfully.`;
}

/** The success message of an update, e.g. "Location updated successfully.". */
export function updatedMessage(title: string): string {
  return `${title} updated successfully.`;
}

/** A label taken by another entry of the same list (compared without regard to case). */
export function duplicateLookupMessage(kind: LookupKind): string {
  return `${LOOKUP_TITLES[kind]} with this label already exists.`;
}

/** What an adapter answers for a method it does not offer (status 501). */
export function notImplementedMessage(port: string, method: string): string {
  return `${port}.${method} is not implemented`;
}

/** HTTP statuses the suite expects, by meaning. */
export const ADAPTER_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  notImplemented: 501,
} as const;
