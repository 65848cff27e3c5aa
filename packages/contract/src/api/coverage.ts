import type { DataAdapter } from "../adapter/DataAdapter";
import type { Calls } from "./calls";

type Join<A extends string, B extends string> = `${A}.${B}`;

type GroupCallNames<G> = {
  [K in keyof G & string]: G[K] extends { method: string } ? K : Join<K, GroupCallNames<G[K]>>;
}[keyof G & string];

/** Every call of the contract by dotted name, e.g. `companies.list` or `lookups.industry.get`. */
export type CallName = GroupCallNames<Calls>;

/** Every adapter method by dotted name, e.g. `companies.list`. */
export type PortMethodName = {
  [P in keyof DataAdapter & string]: Join<P, keyof DataAdapter[P] & string>;
}[keyof DataAdapter & string];

function lookupCoverage<K extends string>(kind: K) {
  return {
    [`lookups.${kind}.list`]: "lookups.list",
    [`lookups.${kind}.options`]: "lookups.options",
    [`lookups.${kind}.inUse`]: "lookups.inUse",
    [`lookups.${kind}.get`]: "lookups.get",
    [`lookups.${kind}.create`]: "lookups.create",
    [`lookups.${kind}.update`]: "lookups.update",
  } as Record<`lookups.${K}.${"list" | "options" | "inUse" | "get" | "create" | "update"}`, PortMethodName>;
}

/**
 * Which adapter method makes each call. The compiler checks both sides: a call without a
 * method, or a method that does not exist, fails the build.
 */
export const CALL_COVERAGE = {
  "auth.erpLogin": "auth.erpLogin",
  "auth.emailLogin": "auth.emailLogin",
  "auth.logout": "auth.logout",
  "auth.changePassword": "auth.changePassword",
  "auth.setPassword": "auth.setPassword",
  "users.current": "users.current",
  "users.short": "users.short",
  "users.list": "users.list",
  "users.get": "users.get",
  "users.create": "users.create",
  "users.update": "users.update",
  "users.roles": "users.roles",
  "users.sendPasswordLink": "users.sendPasswordLink",
  ...lookupCoverage("location"),
  ...lookupCoverage("practice"),
  ...lookupCoverage("currency"),
  ...lookupCoverage("company-type"),
  ...lookupCoverage("company-member-designation"),
  ...lookupCoverage("confidence-level"),
  ...lookupCoverage("industry"),
  "countries.list": "countries.list",
  "companyMembers.list": "companyMembers.list",
  "companyMembers.get": "companyMembers.get",
  "companyMembers.create": "companyMembers.create",
  "companyMembers.update": "companyMembers.update",
  "companies.list": "companies.list",
  "companies.ids": "companies.matchingIds",
  "companies.picker": "companies.search",
  "companies.sameWebsite": "companies.sameWebsite",
  "companies.get": "companies.get",
  "companies.create": "companies.create",
  "companies.update": "companies.update",
  "companies.timeline": "journey.timeline",
  "companies.activity": "journey.activity",
  "companies.dashboardView": "companies.dashboard",
  "companies.stageNames": "companies.stageNames",
  "companies.countries": "companies.countries",
  "companies.lastStageTaskNames": "companies.lastStageTaskNames",
  "companies.importExcel": "excelImports.upload",
  "companies.previewImport": "excelImports.upload",
  "journey.definitions": "journey.definitions",
  "journey.settings": "journey.settings",
  "journey.saveSettings": "journey.saveSettings",
  "summaries.get": "summaries.get",
  "summaries.create": "summaries.create",
  "summaries.update": "summaries.update",
  "callNotes.get": "callNotes.get",
  "callNotes.create": "callNotes.create",
  "callNotes.update": "callNotes.update",
  "emailTemplates.get": "emailTemplates.get",
  "evaluations.create": "evaluations.create",
  "evaluations.review": "evaluations.review",
  "evaluations.reopen": "evaluations.reopen",
  "evaluations.mine": "evaluations.mine",
  "decisions.byCompany": "decisions.list",
  "decisions.get": "decisions.get",
  "decisions.pdf": "decisions.pdf",
  "linkedin.create": "linkedin.create",
  "meetings.schedule": "meetings.schedule",
  "meetings.comment": "meetings.comment",
  "meetings.cancel": "meetings.cancel",
  "meetings.recordings": "meetings.recordings",
  "meetings.link": "meetings.link",
  "documents.create": "documents.upload",
  "documents.reupload": "documents.reupload",
  "documents.byCompany": "documents.byCompany",
  "documents.byIds": "documents.byIds",
  "documents.signedUrl": "documents.signedUrl",
  "emails.send": "emails.send",
  "comments.create": "comments.create",
  "comments.update": "comments.update",
  "journeyAccess.list": "journeyAccess.list",
  "journeyAccess.create": "journeyAccess.create",
  "journeyAccess.update": "journeyAccess.update",
  "emailLogs.list": "emailLogs.list",
  "excelImports.list": "excelImports.list",
  "auditLog.list": "auditLog.list",
  "auditLog.companyHistory": "auditLog.companyHistory",
  "excelImports.get": "excelImports.get",
  "excelImports.confirm": "excelImports.confirm",
  "excelImports.cancel": "excelImports.cancel",
  "excelImports.undo": "excelImports.undo",
  "excelImports.template": "excelImports.template",
  "senders.list": "senders.list",
  "senders.get": "senders.get",
  "senders.create": "senders.create",
  "senders.update": "senders.update",
  "senders.markVerified": "senders.checkVerification",
  "senders.checkVerification": "senders.checkVerification",
  "senders.resendVerification": "senders.resendVerification",
  "campaigns.create": "campaigns.create",
  "campaigns.audience": "campaigns.audience",
  "campaigns.activity": "campaigns.activity",
  "campaigns.usage": "campaigns.usage",
  "campaigns.stats": "campaigns.stats",
  "campaigns.refreshStats": "campaigns.refreshStats",
} as const satisfies Record<CallName, PortMethodName>;

/** Adapter methods that make no call of the table: `documents.attach` shares `company-documents/`. */
export const PORT_METHODS_WITHOUT_OWN_CALL = [
  "documents.attach",
  "excelImports.downloadErrorLog",
] as const satisfies readonly PortMethodName[];

type UnreachedMethod = Exclude<
  PortMethodName,
  (typeof CALL_COVERAGE)[keyof typeof CALL_COVERAGE] | (typeof PORT_METHODS_WITHOUT_OWN_CALL)[number]
>;

/** Fails to compile, naming the method, when an adapter method is reached by no call. */
export const EVERY_PORT_METHOD_REACHED: [UnreachedMethod] extends [never] ? true : UnreachedMethod = true;
