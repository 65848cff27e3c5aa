import type { Database } from "./db/database";
import {
  createLoginAttemptRepository,
  createPasswordRepository,
  createTokenRepository,
  type Clock,
  type RateLimitOptions,
} from "./modules/auth";
import { createDecisionRepository, writeDecisionRecord } from "./modules/committee";
import { createCompanyMemberRepository, createCompanyRepository } from "./modules/companies";
import { createDocumentRepository } from "./modules/documents";
import { createAuditRepository } from "./modules/audit";
import { createEmailLogRepository, createEmailRepository } from "./modules/emails";
import { createExcelImportRepository } from "./modules/imports";
import {
  createJourneyItemRepository,
  createJourneyRepository,
  createJourneySettingsRepository,
} from "./modules/journey";
import { createLookupRepository } from "./modules/lookups";
import { createMeetingRepository } from "./modules/meetings";
import { createCampaignRepository } from "./modules/outreach";
import { createReminderRepository, createReviewRepository } from "./modules/reviews";
import { createSenderRepository } from "./modules/senders";
import { createUserRepository } from "./modules/users";

export type RepositoryOptions = {
  now?: Clock;
  loginRateLimit?: Omit<RateLimitOptions, "now">;
};

/** Every module's repository on one database: what the server hands each module's routes. */
export function createRepositories(db: Database, options: RepositoryOptions = {}) {
  const clock = options.now ? { now: options.now } : {};
  return {
    lookups: createLookupRepository(db),
    users: createUserRepository(db),
    tokens: createTokenRepository(db, clock),
    passwords: createPasswordRepository(db, clock),
    loginAttempts: createLoginAttemptRepository(db, { ...options.loginRateLimit, ...clock }),
    companyMembers: createCompanyMemberRepository(db),
    companies: createCompanyRepository(db),
    journey: createJourneyRepository(db),
    journeySettings: createJourneySettingsRepository(db),
    journeyItems: createJourneyItemRepository(db, { recordDecision: writeDecisionRecord }),
    decisions: createDecisionRepository(db),
    documents: createDocumentRepository(db),
    emailLogs: createEmailLogRepository(db),
    audit: createAuditRepository(db),
    emails: createEmailRepository(db),
    excelImports: createExcelImportRepository(db),
    meetings: createMeetingRepository(db),
    senders: createSenderRepository(db),
    campaigns: createCampaignRepository(db),
    reviews: createReviewRepository(db),
    reminders: createReminderRepository(db, clock),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
