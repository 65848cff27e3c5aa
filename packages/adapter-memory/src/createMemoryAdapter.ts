import type { DataAdapter } from "@pipeline/contract";
import { DEFAULT_MEDIA_SETTINGS, type MediaSettings } from "./files/mediaSettings";
import { defaultMemorySeed } from "./fixtures/defaultMemorySeed";
import { generateCompanies } from "./fixtures/generateCompanies";
import { MEMORY_USERS } from "./fixtures/userFixtures";
import { createAuditLogPort } from "./ports/auditLogPort";
import { createAuthPort } from "./ports/authPort";
import { createCampaignsPort } from "./ports/campaignsPort";
import { createCompaniesPort } from "./ports/companiesPort";
import { createCompanyMembersPort } from "./ports/companyMembersPort";
import { createDecisionsPort } from "./ports/committeePorts";
import { createCountriesPort } from "./ports/countriesPort";
import { createDocumentsPort } from "./ports/documentsPort";
import { createEmailLogsPort } from "./ports/emailLogsPort";
import { createEmailsPort } from "./ports/emailsPort";
import { createExcelImportsPort } from "./ports/excelImportsPort";
import { createJourneyPort } from "./ports/journeyPort";
import { createCallNotesPort, createSummariesPort } from "./ports/journeyRecordPorts";
import {
  createCommentsPort,
  createEmailTemplatesPort,
  createJourneyAccessPort,
} from "./ports/journeySharingPorts";
import { createEvaluationsPort, createLinkedinPort } from "./ports/journeyTaskPorts";
import { createLookupsPort } from "./ports/lookupsPort";
import { createMeetingsPort } from "./ports/meetingsPort";
import { createSendersPort } from "./ports/sendersPort";
import { createUsersPort } from "./ports/usersPort";
import { createRuntime } from "./runtime/createRuntime";
import type { MemorySeed } from "./state/MemorySeed";
import { type MemoryState, signIn } from "./state/MemoryState";

export type MemoryAdapterOptions = {
  /** Delay before every answer, in milliseconds, so loading states can be seen. Default 0. */
  latencyMs?: number;
  /** Collections that replace the default fixtures (each one whole); see defaultMemorySeed(). */
  seed?: Partial<MemorySeed>;
  /** How many companies to generate on top of the seed's, deterministically. Default 0. */
  companies?: number;
  /** Username of the user signed in at the start; null starts signed out. Default "admin" (SUPER_ADMIN). */
  signedInAs?: string | null;
  /**
   * Whether the installation imitated signs ERP accounts in through a directory (LDAP): its users
   * without a local password then have the directory's. Default false.
   */
  directory?: boolean;
  /** The clock stamped on records created or changed. Default the real time. */
  now?: () => Date;
  /**
   * Stand-ins for the server's recording compression and meeting service: by default a recording
   * stays PENDING for 3 s, then is UPLOADED, or FAILED when its file name contains "broken".
   */
  media?: Partial<MediaSettings>;
};

/** A whole DataAdapter kept in memory, each one with its own copy of the fixtures. */
export function createMemoryAdapter(options: MemoryAdapterOptions = {}): DataAdapter {
  const clock = options.now ?? (() => new Date());
  const seed: MemorySeed = { ...defaultMemorySeed(clock()), ...structuredClone(options.seed ?? {}) };
  // A seed of its own evaluations leaves out the default ones' decision records and reopenings.
  if (options.seed?.evaluations) {
    seed.decisionRecords = structuredClone(options.seed.decisionRecords ?? []);
    seed.evaluationReopenings = structuredClone(options.seed.evaluationReopenings ?? []);
  }
  if (options.companies) {
    const generated = generateCompanies(options.companies, seed);
    seed.companies = [...seed.companies, ...generated.companies];
    seed.members = [...seed.members, ...generated.members];
  }
  const state: MemoryState = { ...seed, session: null, signIns: 0, directory: options.directory ?? false };

  const username = options.signedInAs === undefined ? MEMORY_USERS.admin.username : options.signedInAs;
  if (username !== null) {
    const user = state.users.find((entry) => entry.username === username);
    if (!user) throw new Error(`createMemoryAdapter: no user "${username}" to sign in as`);
    signIn(state, user);
  }

  const runtime = createRuntime(state, {
    latencyMs: options.latencyMs ?? 0,
    now: clock,
  });
  const media: MediaSettings = { ...DEFAULT_MEDIA_SETTINGS, ...options.media };
  return {
    auth: createAuthPort(runtime),
    users: createUsersPort(runtime),
    lookups: createLookupsPort(runtime),
    countries: createCountriesPort(runtime),
    companyMembers: createCompanyMembersPort(runtime),
    companies: createCompaniesPort(runtime),
    journey: createJourneyPort(runtime),
    summaries: createSummariesPort(runtime),
    callNotes: createCallNotesPort(runtime),
    emailTemplates: createEmailTemplatesPort(runtime),
    evaluations: createEvaluationsPort(runtime),
    decisions: createDecisionsPort(runtime),
    linkedin: createLinkedinPort(runtime),
    comments: createCommentsPort(runtime),
    journeyAccess: createJourneyAccessPort(runtime),
    emailLogs: createEmailLogsPort(runtime),
    auditLog: createAuditLogPort(runtime),
    excelImports: createExcelImportsPort(runtime),
    senders: createSendersPort(runtime),
    campaigns: createCampaignsPort(runtime),
    meetings: createMeetingsPort(runtime, media),
    documents: createDocumentsPort(runtime, media),
    emails: createEmailsPort(runtime),
  };
}
