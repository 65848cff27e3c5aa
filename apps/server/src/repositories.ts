import type { Database } from "./db/database";
import { createCampaignRepository } from "./modules/outreach/repository";
import { createCompanyRepository } from "./modules/companies/repository";
import { createCompanyMemberRepository } from "./modules/companies/memberRepository";
import { createEmailLogRepository } from "./modules/emails/logs";
import { createEmailRepository } from "./modules/emails/repository";
import { createExcelImportRepository } from "./modules/imports/repository";
import { createDocumentRepository } from "./modules/documents/repository";
import { createJourneyRepository } from "./modules/journey/definitions";
import { createJourneyItemRepository } from "./modules/journey/items";
import { createLoginAttemptRepository, type RateLimitOptions } from "./modules/auth/loginAttempts";
import { createLookupRepository } from "./modules/lookups/repository";
import { createMeetingRepository } from "./modules/meetings/repository";
import { createSenderRepository } from "./modules/senders/repository";
import { type Clock, createTokenRepository } from "./modules/auth/tokens";
import { createUserRepository } from "./modules/users/repository";

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

export { DuplicateError, InvalidReferenceError } from "./db/errors";
export { type CompanyFormValues, type CompanyValues } from "./modules/companies/repository";
export { type CompanyRecord } from "./modules/companies/record";
export { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS, type DashboardQuery } from "./modules/companies/dashboard";
export { COMPANY_FILTER_RULES, COMPANY_LIST_FIELDS, companyIdsMatching, companyWhere } from "./modules/companies/query";
export { type CompanyViewer, visibleCompanies } from "./auth/companyVisibility";
export { type MemberInput, MEMBER_LIST_FIELDS } from "./modules/companies/memberRepository";
export { EMAIL_LOG_LIST_FIELDS, type EmailLogEntry } from "./modules/emails/logs";
export { LOGIN_RATE_LIMIT, type RateLimitState } from "./modules/auth/loginAttempts";
export { LOOKUP_LIST_FIELDS } from "./modules/lookups/repository";
export { DEFAULT_TOKEN_TTL_MS } from "./modules/auth/tokens";
export {
  type LoginAccount,
  toCurrentUser,
  type UserAccount,
  USER_LIST_FIELDS,
  type UserShortScope,
} from "./modules/users/repository";
