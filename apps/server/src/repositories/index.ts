import type { Database } from "../db/database";
import { createCampaignRepository } from "../outreach/campaignRepository";
import { createCompanyRepository } from "./companies";
import { createCompanyMemberRepository } from "./companyMembers";
import { createEmailLogRepository } from "./emailLogs";
import { createEmailRepository } from "./emails";
import { createExcelImportRepository } from "./excelImports";
import { createDocumentRepository } from "./documents";
import { createJourneyRepository } from "./journey";
import { createJourneyItemRepository } from "./journeyItems";
import { createLoginAttemptRepository, type RateLimitOptions } from "./loginAttempts";
import { createLookupRepository } from "./lookups";
import { createMeetingRepository } from "./meetings";
import { createSenderRepository } from "./senders";
import { type Clock, createTokenRepository } from "./tokens";
import { createUserRepository } from "./users";

export type RepositoryOptions = {
  now?: Clock;
  loginRateLimit?: Omit<RateLimitOptions, "now">;
};

/** Every repository on one database, as the routes reach them. */
export function createRepositories(db: Database, options: RepositoryOptions = {}) {
  const clock = options.now ? { now: options.now } : {};
  return {
    lookups: createLookupRepository(db),
    users: createUserRepository(db),
    tokens: createTokenRepository(db, clock),
    loginAttempts: createLoginAttemptRepository(db, { ...options.loginRateLimit, ...clock }),
    companyMembers: createCompanyMemberRepository(db),
    companies: createCompanyRepository(db),
    journey: createJourneyRepository(db),
    journeyItems: createJourneyItemRepository(db),
    documents: createDocumentRepository(db),
    emailLogs: createEmailLogRepository(db),
    emails: createEmailRepository(db),
    excelImports: createExcelImportRepository(db),
    meetings: createMeetingRepository(db),
    senders: createSenderRepository(db),
    campaigns: createCampaignRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

export { DuplicateError, InvalidReferenceError } from "./errors";
export { type CompanyFormValues, type CompanyValues } from "./companies";
export { type CompanyRecord } from "./companyRecord";
export { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS, type DashboardQuery } from "./companyDashboard";
export { COMPANY_FILTER_RULES, COMPANY_LIST_FIELDS, companyIdsMatching, companyWhere } from "./companyQuery";
export { type CompanyViewer, visibleCompanies } from "./companyVisibility";
export { type MemberInput, MEMBER_LIST_FIELDS } from "./companyMembers";
export { EMAIL_LOG_LIST_FIELDS, type EmailLogEntry } from "./emailLogs";
export { LOGIN_RATE_LIMIT, type RateLimitState } from "./loginAttempts";
export { LOOKUP_LIST_FIELDS } from "./lookups";
export { DEFAULT_TOKEN_TTL_MS } from "./tokens";
export {
  type LoginAccount,
  toCurrentUser,
  type UserAccount,
  USER_LIST_FIELDS,
  type UserShortScope,
} from "./users";
