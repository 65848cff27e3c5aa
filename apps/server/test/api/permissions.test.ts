import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMMITTEE_MESSAGES,
  LOOKUP_KINDS,
  NO_TOKEN_MESSAGE,
  ROLE_NOT_HELD_MESSAGE,
  type CurrentUser,
  type Id,
  type LookupKind,
  type RoleName,
} from "@pipeline/contract";
import { hashPassword } from "../../src/auth/authenticator";
import type { JourneyActor } from "../../src/modules/journey/access";
import {
  authTokens,
  companyDocuments,
  companyJourneyItems,
  campaignRecipients,
  companyMembers,
  excelImportChanges,
  excelImports,
  permissions,
  rolePermissions,
  roles,
  senders,
  userCompanies,
  userPermissions,
  userRoles,
  users,
} from "../../src/db/schema";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { SESSION_EXPIRED_MESSAGE } from "../../src/auth/plugin";
import { BAD_ENVELOPE_MESSAGE } from "../../src/http/plugins/envelope";
import { lookupInput, uniqueLetters, userInput } from "../db/fixtures";
import { verificationToken } from "../../src/modules/senders/verification";
import { writeDecisionRecord } from "../../src/modules/committee";
import { createDiskStorage } from "../../src/storage";
import { MP4_HEADER, multipartCall } from "../documents/documentWorld";
import { pdfBytes } from "../documents/fixtures";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { xlsxHeadText } from "./excelImportsWorld";
import { ADMIN, injectedApp, type Call } from "./injectApp";
import { createMailer } from "../../src/mail";
import { createSendgridWebhookReader } from "../../src/mail/bulk/sendgrid";
import { createSmtpProvider } from "../../src/mail/bulk/smtp";
import { clickSignature } from "../../src/mail/bulk/tracking";
import { METRICS_TOKEN_MESSAGE } from "../../src/operations/plugin";
import { webhookSigner } from "../outreach/sendgridApi";

// The rule table of the README ("Who may call what") as a matrix: every route the server registers,
// called by every kind of principal, with the answer the table asks for.

/** The "who" column of the README table. */
type Access =
  | "anyone"
  | "signed-in"
  | "SUPER_ADMIN"
  /** SUPER_ADMIN, refused to others in the contract's own words (the committee's reopen). */
  | "SUPER_ADMIN (reopen)"
  | "FSD_Admin + can_view_email_logs"
  | "METRICS_TOKEN";

type Principal = {
  name: string;
  /** The account; none for an anonymous caller. */
  account?:
    | "admin"
    | {
        roles: RoleName[];
        /** Held, but turned off. */
        turnedOff?: RoleName[];
        /** Granted to the user directly. */
        grants?: string[];
      };
  /** A token that no longer works: past its expiry, or signed out. */
  deadToken?: "expired" | "signed out";
  /** Sent as X-Active-Role. */
  header?: RoleName;
  /** The role the server must act as; null when it must refuse the header. */
  actsAs?: RoleName | null;
  /** Whether the principal holds can_view_email_logs. */
  readsLogs?: boolean;
};

const LOGS = "can_view_email_logs";

const PRINCIPALS: Principal[] = [
  { name: "anonymous" },
  { name: "USER", account: { roles: ["USER"] }, actsAs: "USER" },
  { name: "SUPER_ADMIN", account: "admin", actsAs: "SUPER_ADMIN" },
  { name: "SUPER_ADMIN acting as USER", account: "admin", header: "USER", actsAs: "USER" },
  {
    name: "FSD_Admin with can_view_email_logs",
    account: { roles: ["FSD_Admin"], grants: [LOGS] },
    actsAs: "FSD_Admin",
    readsLogs: true,
  },
  { name: "FSD_Admin without can_view_email_logs", account: { roles: ["FSD_Admin"] }, actsAs: "FSD_Admin" },
  {
    name: "USER naming SUPER_ADMIN, a role not held",
    account: { roles: ["USER"] },
    header: "SUPER_ADMIN",
    actsAs: null,
  },
  {
    name: "USER holding can_view_email_logs without FSD_Admin",
    account: { roles: ["USER"], grants: [LOGS] },
    actsAs: "USER",
    readsLogs: true,
  },
  {
    name: "SUPER_ADMIN and FSD_Admin acting as FSD_Admin",
    account: { roles: ["SUPER_ADMIN", "FSD_Admin"], grants: [LOGS] },
    header: "FSD_Admin",
    actsAs: "FSD_Admin",
    readsLogs: true,
  },
  {
    name: "SUPER_ADMIN turned off, left with USER",
    account: { roles: ["SUPER_ADMIN", "USER"], turnedOff: ["SUPER_ADMIN"] },
    actsAs: "USER",
  },
  {
    name: "SUPER_ADMIN turned off, naming SUPER_ADMIN",
    account: { roles: ["SUPER_ADMIN", "USER"], turnedOff: ["SUPER_ADMIN"] },
    header: "SUPER_ADMIN",
    actsAs: null,
  },
  {
    name: "SUPER_ADMIN with an expired token",
    account: "admin",
    deadToken: "expired",
    actsAs: "SUPER_ADMIN",
  },
  {
    name: "SUPER_ADMIN with a signed-out token",
    account: "admin",
    deadToken: "signed out",
    actsAs: "SUPER_ADMIN",
  },
];

const OK = "2xx";
const NO_TOKEN = `401 ${NO_TOKEN_MESSAGE}`;
const EXPIRED = `401 ${SESSION_EXPIRED_MESSAGE}`;
const FORBIDDEN = `403 ${FORBIDDEN_MESSAGE}`;
const ROLE_NOT_HELD = `403 ${ROLE_NOT_HELD_MESSAGE}`;
const METRICS_REFUSED = `401 ${METRICS_TOKEN_MESSAGE}`;

/** What the README table answers this principal on a route open to `access`. */
function expectedOutcome(access: Access, principal: Principal): string {
  if (access === "anyone") return OK;
  // The monitor's own token opens it; no user's token does, whatever the user may do.
  if (access === "METRICS_TOKEN") return METRICS_REFUSED;
  if (!principal.account) return NO_TOKEN;
  if (principal.deadToken) return EXPIRED;
  if (principal.actsAs === null) return ROLE_NOT_HELD;
  if (access === "signed-in") return OK;
  if (access === "SUPER_ADMIN") return principal.actsAs === "SUPER_ADMIN" ? OK : FORBIDDEN;
  if (access === "SUPER_ADMIN (reopen)")
    return principal.actsAs === "SUPER_ADMIN" ? OK : `403 ${COMMITTEE_MESSAGES.reopenNotSuperAdmin}`;
  return principal.actsAs === "FSD_Admin" && principal.readsLogs ? OK : FORBIDDEN;
}

/** What a principal sends, and what the setup made for the rows to refer to. */
type Caller = { principal: Principal; userId: Id | null; token: string | null };
type Fixtures = {
  signer: { username: string; email: string; password: string };
  targetUser: Id;
  lookup: Record<LookupKind, Id>;
  designation: Id;
  member: Id;
  /** A company every principal's account is assigned to, so each one sees it. */
  company: Id;
};

type Row = {
  /** The method and path as the server registers it. */
  route: string;
  /** Which reading of the route, when one path answers several ways. */
  mode?: string;
  access: Access;
  request(caller: Caller): Partial<Call> | Promise<Partial<Call>>;
  /** The call changes its user's password and ends their other sessions: both are put back after it. */
  changesPassword?: true;
};

const API = "/api/v1";
let fixtures: Fixtures;

/** What the journey rows refer to: an item, a summary and call notes of the fixture company. */
type JourneyFixtures = { admin: JourneyActor; member: Id; item: Id; summary: Id; callNotes: Id };
let journey: JourneyFixtures;

/** A company of its own, assigned to the caller, with one member: for tasks a company takes once. */
async function freshCompany(userId: Id | null): Promise<{ company: Id; member: Id }> {
  const { db } = server.database;
  const company = await server.repos.companies.create(
    { company_name: `Perm journey ${uniqueLetters()}`, website: "", location: [fixtures.lookup.location] },
    null,
  );
  if (userId !== null) await db.insert(userCompanies).values({ userId, companyId: company });
  const [member] = await db
    .insert(companyMembers)
    .values({
      companyId: company,
      firstName: "Meera",
      lastName: "Iyer",
      email: `m.${uniqueLetters()}@example.com`,
    })
    .returning({ id: companyMembers.id });
  return { company, member: member?.id ?? 0 };
}

/** The caller as the journey repository takes an author; anonymous callers borrow the admin. */
function actorOf({ userId }: Caller): JourneyActor {
  return userId === null ? journey.admin : { userId, superAdmin: false, canViewJourney: true };
}

/** Files the decision records of these rows read: none are there. */
const noFiles = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "pipeline-perm-files-")));

/** An evaluation of a company of the caller's own, decided by its one reviewer. */
async function decidedEvaluation(caller: Caller): Promise<Id> {
  const { company } = await freshCompany(caller.userId);
  const evaluation = await server.repos.journeyItems.createEvaluation(
    { company_id: company, stage_id: 2, task_id: 8, reviewer_ids: [fixtures.targetUser] },
    journey.admin,
  );
  await server.repos.journeyItems.reviewEvaluation(
    evaluation.id,
    { company_id: company, journey_item_id: evaluation.journey_item, comment: "Fine", status: "APPROVED" },
    { userId: fixtures.targetUser, superAdmin: false, canViewJourney: true },
    noFiles,
  );
  return evaluation.id;
}

let fixtureDecision: Promise<Id> | null = null;

/** A decision record of the fixture company, every principal's: written once, as a gate's decision writes it. */
function decisionOfFixture(): Promise<Id> {
  fixtureDecision ??= (async () => {
    const evaluation = await server.repos.journeyItems.createEvaluation(
      { company_id: fixtures.company, stage_id: 2, task_id: 8, reviewer_ids: [fixtures.targetUser] },
      journey.admin,
    );
    return server.database.db.transaction((tx) =>
      writeDecisionRecord(tx, noFiles, {
        evaluationId: evaluation.id,
        itemId: evaluation.journey_item,
        companyId: fixtures.company,
        round: 1,
        status: "APPROVED",
        quorum: 1,
        blind: false,
        decidedBy: fixtures.targetUser,
        decidedAt: new Date(),
      }),
    );
  })();
  return fixtureDecision;
}

const summaryFields = { country: "India", priority: [], additional_fields: [] };
/** The signing secret of this file's server, so that a row can make a verification link. */
const SIGNING_SECRET = "permissions-test-signing-secret-0123456789abcdef";
const signer = webhookSigner();
const outbox = createMailer({
  smtpUrl: null,
  dataDir: mkdtempSync(path.join(os.tmpdir(), "pipeline-perm-")),
});
const server = injectedApp({
  metricsToken: "metrics-token-no-user-holds",
  services: {
    fileSigningSecret: SIGNING_SECRET,
    mailer: outbox,
    bulkMail: createSmtpProvider({
      mailer: outbox,
      publicUrl: "http://127.0.0.1:3000",
      secret: SIGNING_SECRET,
      rate: 0,
      readWebhook: createSendgridWebhookReader(signer.publicKey),
    }),
  },
});

const ACCOUNT_PASSWORD = "Perm#2024pass";

function newUser() {
  const key = uniqueLetters();
  return { ...userInput(`Perm${key}`), password: ACCOUNT_PASSWORD };
}

/** A change of the caller's own password: the current one as their account has it. */
function passwordChange({ principal }: Caller) {
  const current = principal.account === "admin" ? ADMIN.password : ACCOUNT_PASSWORD;
  return {
    current_password: current,
    new_password: "Perm#Changed-2031",
    confirm_password: "Perm#Changed-2031",
  };
}

/**
 * The sessions and password hashes as they are now, and what puts them back: a password change
 * ends the user's other sessions, which the other principals' tokens are.
 */
async function keepAccounts(): Promise<() => Promise<void>> {
  const { db } = server.database;
  const tokens = await db.select().from(authTokens);
  const hashes = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users);
  return async () => {
    if (tokens.length > 0) await db.insert(authTokens).values(tokens).onConflictDoNothing();
    for (const { id, passwordHash } of hashes) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    }
  };
}

function newMember() {
  const key = uniqueLetters();
  return {
    first_name: `Meera${key}`,
    middle_name: null,
    last_name: "Iyer",
    email: `meera.${key}@example.com`,
    mobile: "9876543210",
    linkedin_profile: `https://www.linkedin.com/in/meera-${key}`,
    cmd: [fixtures.designation],
    is_active: true,
  };
}

function newCompany() {
  return {
    company_name: `Perm ${uniqueLetters()}`,
    website: "https://perm.example.com",
    location_id: [fixtures.lookup.location],
    company_members: [{ ...newMember(), cmd: [fixtures.designation] }],
  };
}

function lookupRows(kind: LookupKind): Row[] {
  const base = `${API}/${kind}`;
  return [
    {
      route: `GET ${base}`,
      mode: "paged",
      access: "signed-in",
      request: () => ({ url: `${base}?page=1&page_size=5` }),
    },
    {
      route: `GET ${base}`,
      mode: "short_details",
      access: "signed-in",
      request: () => ({ url: `${base}?short_details=true` }),
    },
    {
      route: `GET ${base}`,
      mode: "company_added",
      access: "signed-in",
      request: () => ({ url: `${base}?company_added=true` }),
    },
    {
      route: `GET ${base}/:id`,
      access: "signed-in",
      request: () => ({ url: `${base}/${fixtures.lookup[kind]}` }),
    },
    {
      route: `POST ${base}`,
      access: "SUPER_ADMIN",
      request: () => ({ url: `${base}/`, body: lookupInput(kind, `Perm ${kind} ${uniqueLetters()}`) }),
    },
    {
      route: `PUT ${base}/:id`,
      access: "SUPER_ADMIN",
      request: () => ({
        url: `${base}/${fixtures.lookup[kind]}/`,
        body: lookupInput(kind, `Perm ${kind} target`, { order: 7 }),
      }),
    },
  ];
}

const SENDERS = `${API}/sender-details`;

/** A sender of its own for one call, and the link of its verification e-mail. */
async function freshSender() {
  const key = uniqueLetters();
  const admin = await server.repos.users.findForLogin(ADMIN.username);
  const sender = await server.repos.senders.create(
    {
      email: `perm.${key}@example.com`,
      sender_name: `Perm ${key}`,
      address: "1 Road",
      city: "Pune",
      country: "India",
      is_active: true,
    },
    admin?.id ?? 0,
  );
  const sentAt = sender.verification_sent_at ?? new Date();
  return { sender, token: verificationToken(SIGNING_SECRET, sender.id, sender.email, sentAt) };
}

function senderRows(): Row[] {
  const form = () => ({
    email: `perm.${uniqueLetters()}@example.com`,
    sender_name: "Perm",
    address: "1 Road",
    city: "Pune",
    country: "India",
    is_active: true,
  });
  return [
    {
      route: `GET ${SENDERS}`,
      access: "signed-in",
      request: () => ({ url: `${SENDERS}?page=1&page_size=5` }),
    },
    {
      route: `GET ${SENDERS}/:id`,
      access: "signed-in",
      request: async () => ({ url: `${SENDERS}/${(await freshSender()).sender.id}` }),
    },
    {
      route: `GET ${SENDERS}/check-sender-verification`,
      access: "signed-in",
      request: async () => ({
        url: `${SENDERS}/check-sender-verification?sender_id=${(await freshSender()).sender.id}`,
      }),
    },
    {
      route: `POST ${SENDERS}`,
      access: "SUPER_ADMIN",
      request: () => ({ url: `${SENDERS}/`, body: form() }),
    },
    {
      route: `PUT ${SENDERS}/:id`,
      access: "SUPER_ADMIN",
      request: async () => ({ url: `${SENDERS}/${(await freshSender()).sender.id}/`, body: form() }),
    },
    {
      route: `POST ${SENDERS}/resend-verification`,
      access: "SUPER_ADMIN",
      request: async () => ({
        url: `${SENDERS}/resend-verification/`,
        body: { sender_id: (await freshSender()).sender.id },
      }),
    },
    {
      route: `GET ${SENDERS}/verify/:token`,
      access: "anyone",
      request: async () => ({ url: `${SENDERS}/verify/${(await freshSender()).token}` }),
    },
  ];
}

/** A verified sender. */
async function verifiedSender(): Promise<Id> {
  const { sender } = await freshSender();
  await server.database.db.update(senders).set({ isVerified: true }).where(eq(senders.id, sender.id));
  return sender.id;
}

/** A campaign created by the SUPER_ADMIN for a fresh company, and its one recipient's token. */
async function freshCampaign(): Promise<{ id: Id; token: string }> {
  const { company } = await freshCompany(null);
  const senderId = await verifiedSender();
  const campaign = await server.repos.campaigns.transaction(async (tx) =>
    server.repos.campaigns.create(
      tx,
      {
        name: "Perm campaign",
        subject: "Hello",
        body: "<p>Hello</p>",
        emailType: "initial_outreach",
        taskId: 2,
        sender: { id: senderId, email: "perm@example.com", name: "Perm" },
        provider: "smtp",
        sendAt: new Date(Date.now() + 86_400_000),
        scheduled: true,
        createdBy: journey.admin.userId,
      },
      [company],
      1,
      { userId: journey.admin.userId, seesAll: true },
    ),
  );
  const [recipient] = await server.database.db
    .select({ token: campaignRecipients.token })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaign.campaign.id));
  return { id: campaign.campaign.id, token: recipient?.token ?? "" };
}

function campaignRows(): Row[] {
  const CAMPAIGNS = `${API}/campaigns`;
  return [
    {
      route: `GET ${CAMPAIGNS}/sendgrid-usage`,
      access: "signed-in",
      request: () => ({ url: `${CAMPAIGNS}/sendgrid-usage/` }),
    },
    {
      route: `POST ${CAMPAIGNS}/preview`,
      access: "signed-in",
      request: async (caller) => ({
        url: `${CAMPAIGNS}/preview/`,
        body: { company_ids: [(await freshCompany(caller.userId)).company] },
      }),
    },
    {
      route: `POST ${CAMPAIGNS}`,
      access: "signed-in",
      request: async (caller) => ({
        url: `${CAMPAIGNS}/`,
        body: {
          company_ids: [(await freshCompany(caller.userId)).company],
          journey_item_id: 2,
          email_type: "initial_outreach",
          campaign_name: "Perm",
          subject: "Hello {{first_name}}",
          body: "<p>Hello</p>",
          datetime: new Date(Date.now() + 86_400_000).toISOString(),
          sender_id: await verifiedSender(),
        },
      }),
    },
    {
      route: `GET ${API}/campaigns-stats`,
      access: "signed-in",
      request: () => ({ url: `${API}/campaigns-stats?page=1&page_size=5` }),
    },
    {
      route: `PUT ${API}/campaigns-stats/:id/update-stats`,
      access: "signed-in",
      request: async () => ({
        url: `${API}/campaigns-stats/${(await freshCampaign()).id}/update-stats/`,
        body: {},
      }),
    },
    {
      route: `GET ${API}/campaigns-stats/:id/activity`,
      access: "signed-in",
      request: async () => ({ url: `${API}/campaigns-stats/${(await freshCampaign()).id}/activity/` }),
    },
    {
      route: `GET ${CAMPAIGNS}/t/:token/open.gif`,
      access: "anyone",
      request: async () => ({ url: `${CAMPAIGNS}/t/${(await freshCampaign()).token}/open.gif` }),
    },
    {
      route: `GET ${CAMPAIGNS}/t/:token/click`,
      access: "anyone",
      request: async () => {
        const { token } = await freshCampaign();
        const target = "https://fund.example.com/";
        const signature = clickSignature(SIGNING_SECRET, token, target);
        return { url: `${CAMPAIGNS}/t/${token}/click?u=${encodeURIComponent(target)}&s=${signature}` };
      },
    },
    {
      route: `GET ${CAMPAIGNS}/t/:token/unsubscribe`,
      access: "anyone",
      request: async () => ({ url: `${CAMPAIGNS}/t/${(await freshCampaign()).token}/unsubscribe` }),
    },
    {
      route: `POST ${CAMPAIGNS}/t/:token/unsubscribe`,
      access: "anyone",
      request: async () => ({
        url: `${CAMPAIGNS}/t/${(await freshCampaign()).token}/unsubscribe`,
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    },
    {
      route: `POST ${CAMPAIGNS}/events`,
      access: "anyone",
      request: () => {
        const rawBody = JSON.stringify([
          { email: "nobody@example.com", event: "open", sg_event_id: uniqueLetters() },
        ]);
        return { url: `${CAMPAIGNS}/events/`, rawBody, headers: signer.sign(rawBody) };
      },
    },
  ];
}

/** A CONFIRMED own meeting on a company of the caller's, the caller its scheduler and moderator. */
async function freshMeeting(caller: Caller) {
  const actor = actorOf(caller);
  const { company, member } = await freshCompany(caller.userId);
  const meeting = await server.repos.meetings.schedule(
    {
      company_id: company,
      stage_id: 1,
      task_id: 4,
      attendees: [member],
      moderators: [actor.userId],
      sender_id: null,
      start_date: new Date("2025-12-01T10:00:00.000Z"),
      duration: 60,
      own_meeting: true,
      description: null,
      file: null,
    },
    actor,
  );
  return { company, member, meeting };
}

function meetingRows(): Row[] {
  return [
    {
      route: `POST ${API}/meeting`,
      access: "signed-in",
      request: async ({ userId }) => {
        const { company, member } = await freshCompany(userId);
        return {
          url: `${API}/meeting/`,
          body: {
            company_id: company,
            stage_id: 1,
            task_id: 4,
            attendees: [member],
            moderators: [userId ?? journey.admin.userId],
            start_date: "2025-12-01T10:00:00.000Z",
            duration: 60,
            status: "CONFIRMED",
            isGatewayMeetScheduled: true,
          },
        };
      },
    },
    {
      route: `PUT ${API}/meeting/:id`,
      access: "signed-in",
      // A moderator who has not commented yet: the caller, on a meeting of their own.
      request: async (caller) => {
        const { company, meeting } = await freshMeeting(caller);
        return {
          url: `${API}/meeting/${meeting.id}/`,
          body: {
            company_id: company,
            stage_id: 1,
            task_id: 4,
            comment_text: "Went well",
            status: "COMPLETED",
          },
        };
      },
    },
    {
      route: `POST ${API}/meeting/cancel`,
      access: "signed-in",
      request: async (caller) => {
        const { company, meeting } = await freshMeeting(caller);
        return { url: `${API}/meeting/cancel/`, body: { id: meeting.id, company_id: company } };
      },
    },
    {
      route: `POST ${API}/interview-recording`,
      access: "signed-in",
      request: async (caller) => {
        const { meeting } = await freshMeeting(caller);
        return { url: `${API}/interview-recording/?id=${meeting.id}`, body: { id: String(meeting.id) } };
      },
    },
    {
      route: `GET ${API}/interview-link/:token`,
      access: "anyone",
      // The gateway link's token is the proof: no sign-in.
      request: async (caller) => {
        const { meeting } = await freshMeeting(caller);
        const [row] = await server.database.db
          .select({ token: companyJourneyItems.attendeeToken })
          .from(companyJourneyItems)
          .where(eq(companyJourneyItems.id, meeting.id));
        return { url: `${API}/interview-link/${row?.token ?? ""}/` };
      },
    },
  ];
}

/** The key of a file of the fixtures' company, uploaded once by the SUPER_ADMIN. */
let uploadedFile: string | null = null;
async function companyFile(): Promise<string> {
  if (uploadedFile) return uploadedFile;
  const answer = await server.call({
    method: "POST",
    url: `${API}/company-documents/`,
    token: await server.adminToken(),
    ...multipartCall(server, { company_id: fixtures.company, type: "OTHER", uploaded_on: "Round 1" }, [
      ["file", "shared.pdf", pdfBytes().toString("latin1")],
    ]),
  });
  uploadedFile = (answer.body.data as Array<{ file: string }>)[0]?.file ?? "";
  return uploadedFile;
}

/**
 * An Excel import of the caller's own (another's answers 404): waiting for confirmation, or ended
 * within its undo window with one change journaled (of a record gone since, which Undo leaves).
 */
async function ownImport({ userId }: Caller, ended = false): Promise<Id> {
  const { db } = server.database;
  const [record] = await db
    .insert(excelImports)
    .values({
      fileName: "perm.xlsx",
      fileKind: "xlsx",
      storageKey: `imports/perm-${uniqueLetters()}.xlsx`,
      sizeBytes: 1,
      createdBy: userId,
      ...(ended
        ? { phase: "ended", status: "Completed", undoUntil: new Date(Date.now() + 86_400_000) }
        : { phase: "previewed" }),
    } as const)
    .returning({ id: excelImports.id });
  const id = record?.id ?? 0;
  if (ended) {
    await db.insert(excelImportChanges).values({
      importId: id,
      entity: "company",
      recordId: 2_147_483_647,
      action: "created",
      writtenModified: new Date(),
      row: 2,
    });
  }
  return id;
}

/** The stored journey as the settings' body takes it. */
async function unchangedJourney() {
  const { stages } = await server.repos.journeySettings.settings();
  return {
    stages: stages.map(({ id, label, sla_days, is_active, tasks }) => ({
      id,
      label,
      sla_days,
      is_active,
      tasks: tasks.map(({ id: task, label: name, type, allow_multiple, gate, is_active: active }) => ({
        id: task,
        label: name,
        type,
        allow_multiple,
        gate,
        is_active: active,
      })),
    })),
  };
}

const USERS = `${API}/users-viewset`;
const MEMBERS = `${API}/company-members`;

const ROWS: Row[] = [
  {
    route: `GET ${API}/metrics`,
    access: "METRICS_TOKEN",
    request: () => ({ url: `${API}/metrics`, plain: true }),
  },
  {
    route: `GET ${API}/client-config`,
    access: "anyone",
    request: () => ({ url: `${API}/client-config/`, plain: true }),
  },
  {
    route: `POST ${API}/erp-login`,
    access: "anyone",
    request: () => ({
      url: `${API}/erp-login/`,
      body: { username: fixtures.signer.username, password: fixtures.signer.password },
    }),
  },
  {
    route: `POST ${API}/user/login`,
    access: "anyone",
    request: () => ({
      url: `${API}/user/login/`,
      body: { email: fixtures.signer.email, password: fixtures.signer.password },
    }),
  },
  {
    route: `POST ${API}/user/logout`,
    access: "signed-in",
    // A token of its own, so that signing out leaves the principal's token to the other rows.
    request: async ({ principal, userId, token }) => ({
      url: `${API}/user/logout/`,
      token: userId === null || principal.deadToken ? token : await server.repos.tokens.issue(userId),
    }),
  },
  {
    route: `POST ${API}/user/change-password`,
    access: "signed-in",
    changesPassword: true,
    request: (caller) => ({ url: `${API}/user/change-password/`, body: passwordChange(caller) }),
  },
  {
    route: `POST ${API}/user/set-password`,
    access: "anyone",
    // A link of its own for each call: a link works once.
    request: async () => ({
      url: `${API}/user/set-password/`,
      body: {
        token: await server.repos.passwords.issueLink(fixtures.targetUser, null),
        new_password: "Perm#LinkSet-2031",
        confirm_password: "Perm#LinkSet-2031",
      },
    }),
  },
  {
    route: `POST ${USERS}/:id/set-password-link`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${USERS}/${fixtures.targetUser}/set-password-link/`, body: {} }),
  },
  {
    route: `GET ${USERS}`,
    mode: "show_details&current_user",
    access: "signed-in",
    request: () => ({ url: `${USERS}?show_details=true&current_user=true` }),
  },
  {
    route: `GET ${USERS}`,
    mode: "short_details",
    access: "signed-in",
    request: () => ({ url: `${USERS}?short_details=true` }),
  },
  {
    route: `GET ${USERS}`,
    mode: "short_details&company_added",
    access: "signed-in",
    request: () => ({ url: `${USERS}?short_details=true&company_added=true` }),
  },
  {
    route: `GET ${USERS}`,
    mode: "short_details&dashboard_view",
    access: "signed-in",
    request: () => ({ url: `${USERS}?short_details=true&dashboard_view=true` }),
  },
  {
    route: `GET ${USERS}`,
    mode: "list",
    access: "SUPER_ADMIN",
    request: () => ({ url: `${USERS}?page=1&page_size=5` }),
  },
  {
    route: `GET ${USERS}`,
    mode: "current_user without show_details",
    access: "SUPER_ADMIN",
    request: () => ({ url: `${USERS}?current_user=true` }),
  },
  {
    route: `GET ${USERS}/:id`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${USERS}/${fixtures.targetUser}` }),
  },
  { route: `POST ${USERS}`, access: "SUPER_ADMIN", request: () => ({ url: `${USERS}/`, body: newUser() }) },
  {
    route: `PUT ${USERS}/:id`,
    access: "SUPER_ADMIN",
    request: () => ({
      url: `${USERS}/${fixtures.targetUser}/`,
      body: userInput("Target", { last_name: "Hopper" }),
    }),
  },
  { route: `GET ${API}/roles`, access: "SUPER_ADMIN", request: () => ({ url: `${API}/roles` }) },
  ...LOOKUP_KINDS.flatMap(lookupRows),
  {
    route: `GET ${MEMBERS}`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${MEMBERS}?page=1&page_size=5` }),
  },
  {
    route: `GET ${MEMBERS}/:id`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${MEMBERS}/${fixtures.member}` }),
  },
  {
    route: `POST ${MEMBERS}`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${MEMBERS}/`, body: newMember() }),
  },
  {
    route: `PUT ${MEMBERS}/:id`,
    access: "SUPER_ADMIN",
    request: () => ({
      url: `${MEMBERS}/${fixtures.member}/`,
      body: { ...newMember(), first_name: "Target" },
    }),
  },
  { route: `GET ${API}/journey-item`, access: "signed-in", request: () => ({ url: `${API}/journey-item` }) },
  {
    route: `GET ${API}/journey-settings`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${API}/journey-settings/` }),
  },
  {
    route: `PUT ${API}/journey-settings`,
    access: "SUPER_ADMIN",
    // The journey as it is: a save that changes nothing.
    request: async () => ({ url: `${API}/journey-settings/`, body: await unchangedJourney() }),
  },
  {
    route: `GET ${API}/company/get_stage_names`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/get_stage_names` }),
  },
  {
    route: `GET ${API}/company/get_last_stage_task_names`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/get_last_stage_task_names` }),
  },
  { route: `GET ${API}/countries`, access: "signed-in", request: () => ({ url: `${API}/countries` }) },
  {
    route: `GET ${API}/company`,
    mode: "short_details (the company picker)",
    access: "signed-in",
    request: () => ({ url: `${API}/company?short_details=true&search=a` }),
  },
  {
    route: `GET ${API}/company`,
    mode: "list (the companies the caller sees)",
    access: "signed-in",
    request: () => ({ url: `${API}/company?page=1&page_size=5&sortfield=company_name` }),
  },
  {
    route: `GET ${API}/company/ids`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/ids?search=perm` }),
  },
  {
    route: `GET ${API}/company/same-website`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/same-website?website=perm.example.com` }),
  },
  {
    route: `GET ${API}/company/:id`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/${fixtures.company}` }),
  },
  {
    route: `GET ${API}/company/:id/history`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/${fixtures.company}/history?page_size=5` }),
  },
  {
    route: `POST ${API}/company`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/`, body: newCompany() }),
  },
  {
    route: `PUT ${API}/company/:id`,
    access: "signed-in",
    request: () => {
      const { location_id: location, ...body } = newCompany();
      return { url: `${API}/company/${fixtures.company}/`, body: { ...body, location } };
    },
  },
  {
    route: `GET ${API}/company/dashboard-view`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/dashboard-view?view_type=stage_task&page=1&page_size=5` }),
  },
  {
    route: `GET ${API}/company/get_stage_names`,
    mode: "country_added (the dashboard's country counts)",
    access: "signed-in",
    request: () => ({ url: `${API}/company/get_stage_names?country_added=true` }),
  },
  {
    route: `GET ${API}/company/:id/journey`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/${fixtures.company}/journey` }),
  },
  {
    route: `GET ${API}/company/:id/activity`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/${fixtures.company}/activity` }),
  },
  {
    route: `POST ${API}/evaluation`,
    access: "signed-in",
    request: async ({ userId }) => ({
      url: `${API}/evaluation/`,
      body: {
        company_id: (await freshCompany(userId)).company,
        stage_id: 2,
        task_id: 8,
        reviewer_ids: [fixtures.targetUser],
        status: "PENDING",
      },
    }),
  },
  {
    route: `PUT ${API}/evaluation/:id`,
    access: "signed-in",
    // A listed reviewer who has not answered yet: the caller, on an evaluation of its own.
    request: async (caller) => {
      const { company } = await freshCompany(caller.userId);
      const evaluation = await server.repos.journeyItems.createEvaluation(
        { company_id: company, stage_id: 2, task_id: 8, reviewer_ids: [actorOf(caller).userId] },
        journey.admin,
      );
      return {
        url: `${API}/evaluation/${evaluation.id}/`,
        body: {
          company_id: company,
          journey_item_id: evaluation.journey_item,
          comment: "Fine",
          status: "HOLD",
        },
      };
    },
  },
  {
    route: `POST ${API}/evaluation/:id/reopen`,
    access: "SUPER_ADMIN (reopen)",
    // A decided evaluation of a company of the caller's own.
    request: async (caller) => ({
      url: `${API}/evaluation/${await decidedEvaluation(caller)}/reopen/`,
      body: { reason: "New facts" },
    }),
  },
  {
    route: `GET ${API}/company/:id/decisions`,
    access: "signed-in",
    request: () => ({ url: `${API}/company/${fixtures.company}/decisions` }),
  },
  {
    route: `GET ${API}/decision/:id`,
    access: "signed-in",
    request: async () => ({ url: `${API}/decision/${await decisionOfFixture()}` }),
  },
  {
    route: `GET ${API}/decision/:id/pdf`,
    access: "signed-in",
    request: async () => ({ url: `${API}/decision/${await decisionOfFixture()}/pdf` }),
  },
  {
    route: `GET ${API}/evaluation/mine`,
    access: "signed-in",
    request: () => ({ url: `${API}/evaluation/mine?page=1&page_size=10` }),
  },
  {
    route: `POST ${API}/linkedin`,
    access: "signed-in",
    request: () => ({
      url: `${API}/linkedin/`,
      body: {
        company_id: fixtures.company,
        stage_id: 1,
        task_id: 1,
        company_member_ids: [journey.member],
        message: "Hello",
        date: "2026-11-20T10:00:00.000Z",
      },
    }),
  },
  {
    route: `GET ${API}/summary/:id`,
    access: "signed-in",
    request: () => ({ url: `${API}/summary/${journey.summary}` }),
  },
  {
    route: `POST ${API}/summary`,
    access: "signed-in",
    request: async ({ userId }) => ({
      url: `${API}/summary/`,
      body: { ...summaryFields, company_id: (await freshCompany(userId)).company, stage_id: 2, task_id: 7 },
    }),
  },
  {
    route: `PUT ${API}/summary/:id`,
    access: "signed-in",
    request: () => ({
      url: `${API}/summary/${journey.summary}/`,
      body: { ...summaryFields, company_id: fixtures.company, stage_id: 2, task_id: 7 },
    }),
  },
  {
    route: `GET ${API}/call-notes/:id`,
    access: "signed-in",
    request: () => ({ url: `${API}/call-notes/${journey.callNotes}` }),
  },
  {
    route: `POST ${API}/call-notes`,
    access: "signed-in",
    request: () => ({
      url: `${API}/call-notes/`,
      body: { company_id: fixtures.company, stage_id: 2, task_id: 6, ebidta: "10%" },
    }),
  },
  {
    route: `PUT ${API}/call-notes/:id`,
    access: "signed-in",
    request: () => ({
      url: `${API}/call-notes/${journey.callNotes}/`,
      body: { company_id: fixtures.company, stage_id: 2, task_id: 6, ebidta: "11%" },
    }),
  },
  {
    route: `POST ${API}/comment`,
    access: "signed-in",
    request: () => ({
      url: `${API}/comment/`,
      body: { company_id: fixtures.company, comment_text: "Noted" },
    }),
  },
  {
    route: `PUT ${API}/comment/:id`,
    access: "signed-in",
    // The comment's author: a comment of the caller's own.
    request: async (caller) => {
      const comment = await server.repos.journeyItems.createComment(
        { company_id: fixtures.company, comment_text: "Mine" },
        actorOf(caller),
      );
      return {
        url: `${API}/comment/${comment.id}/`,
        body: { company_id: fixtures.company, comment_text: "Mine, changed" },
      };
    },
  },
  {
    route: `POST ${API}/email-template`,
    access: "signed-in",
    request: () => ({ url: `${API}/email-template/`, body: { key: "linkedin_connect" } }),
  },
  {
    route: `POST ${API}/company-documents`,
    access: "signed-in",
    request: () => ({
      url: `${API}/company-documents/`,
      ...multipartCall(server, { company_id: fixtures.company, type: "OTHER", uploaded_on: "Round 1" }, [
        ["file", "report.pdf", pdfBytes().toString("latin1")],
      ]),
    }),
  },
  {
    route: `PUT ${API}/company-documents/update-document`,
    access: "signed-in",
    // The uploader of a recording whose compression failed: one of the caller's own.
    request: async (caller) => {
      const [document] = await server.repos.documents.createUploads(
        { company_id: fixtures.company, type: "RECORDING", description: null, uploaded_on: "Round 1" },
        [
          {
            field: "file",
            key: `perm/${uniqueLetters()}.mp4`,
            fileName: "call.mp4",
            size: 1,
            mimeType: "video/mp4",
          },
        ],
        null,
        actorOf(caller),
      );
      const id = document?.id ?? 0;
      await server.database.db
        .update(companyDocuments)
        .set({ state: "FAILED" })
        .where(eq(companyDocuments.id, id));
      return {
        url: `${API}/company-documents/update-document/?id=${id}`,
        ...multipartCall(server, { id }, [["file", "again.mp4", MP4_HEADER]]),
      };
    },
  },
  {
    route: `GET ${API}/company-documents/get_documents_by_company`,
    access: "signed-in",
    request: () => ({
      url: `${API}/company-documents/get_documents_by_company?company_id=${fixtures.company}`,
    }),
  },
  {
    route: `GET ${API}/company-documents/get_documents_by_ids`,
    access: "signed-in",
    request: () => ({ url: `${API}/company-documents/get_documents_by_ids/?ids=1,2` }),
  },
  {
    route: `GET ${API}/generate-signed-url`,
    access: "signed-in",
    request: async () => ({
      url: `${API}/generate-signed-url?src=${encodeURIComponent(await companyFile())}`,
    }),
  },
  {
    route: `GET ${API}/files`,
    access: "anyone",
    // The signed link is the proof: no token is needed.
    request: async () => {
      const token = await server.adminToken();
      const src = encodeURIComponent(await companyFile());
      const link = await server.call({ method: "GET", url: `${API}/generate-signed-url?src=${src}`, token });
      return {
        url:
          new URL((link.body.data as { url: string }).url).pathname +
          new URL((link.body.data as { url: string }).url).search,
      };
    },
  },
  {
    route: `GET ${API}/user-journey-access`,
    access: "signed-in",
    request: () => ({
      url: `${API}/user-journey-access?company=${fixtures.company}&content_type=journeyitem&object_id=${journey.item}`,
    }),
  },
  {
    route: `POST ${API}/user-journey-access`,
    access: "signed-in",
    request: () => ({
      url: `${API}/user-journey-access/`,
      body: {
        user_id: fixtures.targetUser,
        valid_days: 2,
        company_id: fixtures.company,
        content_type: "journeyitem",
        object_id: journey.item,
      },
    }),
  },
  {
    route: `PUT ${API}/user-journey-access/:id`,
    access: "signed-in",
    // The grant's creator: a grant the caller made.
    request: async (caller) => {
      const body = {
        user_id: fixtures.targetUser,
        valid_days: 2,
        company_id: fixtures.company,
        content_type: "journeyitem",
        object_id: journey.item,
      };
      const grant = await server.repos.journeyItems.createGrant(body, actorOf(caller));
      return { url: `${API}/user-journey-access/${grant.id}/`, body: { ...body, valid_days: 0 } };
    },
  },
  ...meetingRows(),
  ...senderRows(),
  ...campaignRows(),
  {
    route: `POST ${API}/email`,
    access: "signed-in",
    request: async ({ userId }) => {
      const { company, member } = await freshCompany(userId);
      const { sender } = await freshSender();
      await server.database.db.update(senders).set({ isVerified: true }).where(eq(senders.id, sender.id));
      return {
        url: `${API}/email/`,
        body: {
          company_id: company,
          stage_id: 1,
          task_id: 3,
          sender_id: sender.id,
          receivers: [member],
          cc_email: [],
          bcc_email: [],
          subject: "Hello",
          body: "<p>Hello</p>",
          font: "Arial",
          date: null,
        },
      };
    },
  },
  {
    route: `GET ${API}/email-logs`,
    access: "FSD_Admin + can_view_email_logs",
    request: () => ({ url: `${API}/email-logs?page=1&page_size=5` }),
  },
  {
    route: `GET ${API}/audit-log`,
    access: "SUPER_ADMIN",
    request: () => ({ url: `${API}/audit-log?page=1&page_size=5` }),
  },
  {
    route: `POST ${API}/company/import_company_data_from_excel`,
    access: "signed-in",
    request: () => ({
      url: `${API}/company/import_company_data_from_excel/`,
      ...multipartCall(server, {}, [["file", "companies.xlsx", xlsxHeadText()]]),
    }),
  },
  {
    route: `GET ${API}/excel-import`,
    access: "signed-in",
    request: () => ({ url: `${API}/excel-import?page=1&page_size=5` }),
  },
  {
    route: `GET ${API}/excel-import/template`,
    access: "signed-in",
    request: () => ({ url: `${API}/excel-import/template/` }),
  },
  {
    route: `GET ${API}/excel-import/:id`,
    access: "signed-in",
    request: async (caller) => ({ url: `${API}/excel-import/${await ownImport(caller)}/` }),
  },
  {
    route: `POST ${API}/excel-import/:id/confirm`,
    access: "signed-in",
    request: async (caller) => ({ url: `${API}/excel-import/${await ownImport(caller)}/confirm/`, body: {} }),
  },
  {
    route: `POST ${API}/excel-import/:id/cancel`,
    access: "signed-in",
    request: async (caller) => ({ url: `${API}/excel-import/${await ownImport(caller)}/cancel/`, body: {} }),
  },
  {
    route: `POST ${API}/excel-import/:id/undo`,
    access: "signed-in",
    request: async (caller) => ({
      url: `${API}/excel-import/${await ownImport(caller, true)}/undo/`,
      body: {},
    }),
  },
];

/**
 * Method and path of every route Fastify registered, read from its route tree (HEAD aside, and the
 * calls that answer 501 until their routes land).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const paths = [""];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    const path = (paths[depth - 1] ?? "") + segment;
    paths.length = depth;
    paths[depth] = path;
    for (const method of methods?.split(", ") ?? []) {
      // Fastify answers HEAD with the GET handler, so it is decided by the GET row.
      if (method !== "HEAD") found.push(`${method} ${path}`);
    }
  }
  return found.filter(
    (route) => route.split(" ")[1]?.startsWith(`${API}/`) && !app.unservedCalls.includes(route),
  );
}

async function createAccount(account: Exclude<Principal["account"], "admin" | undefined>): Promise<Id> {
  const { db } = server.database;
  const user = await server.repos.users.create(
    newUser(),
    await hashPassword(ACCOUNT_PASSWORD),
    account.roles,
  );
  for (const role of account.turnedOff ?? []) {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    await db
      .update(userRoles)
      .set({ isActive: false })
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, row?.id ?? 0)));
  }
  for (const code of account.grants ?? []) {
    const [permission] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.code, code));
    await db.insert(userPermissions).values({ userId: user.id, permissionId: permission?.id ?? 0 });
  }
  return user.id;
}

const callers = new Map<Principal, Caller>();

beforeAll(async () => {
  const { db } = server.database;
  // FSD_Admin grants the e-mail logs at first start; an operator may take that back, which is how
  // one FSD_Admin here holds the permission (granted to the user) and another does not.
  const [fsd] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, "FSD_Admin"));
  const [logs] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, LOGS));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, fsd?.id ?? 0), eq(rolePermissions.permissionId, logs?.id ?? 0)));

  const admin = await server.repos.users.findForLogin(ADMIN.username);
  // Principals that differ only by the header they send share an account.
  const accounts = new Map<string, Id>();
  for (const principal of PRINCIPALS) {
    let userId: Id | null = null;
    if (principal.account === "admin") userId = admin?.id ?? null;
    else if (principal.account) {
      const key = JSON.stringify(principal.account);
      userId = accounts.get(key) ?? (await createAccount(principal.account));
      accounts.set(key, userId);
    }
    const token = userId === null ? null : await server.repos.tokens.issue(userId);
    if (token && principal.deadToken === "expired") {
      const tokenHash = createHash("sha256").update(token).digest("hex");
      await db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.tokenHash, tokenHash));
    }
    if (token && principal.deadToken === "signed out") await server.repos.tokens.revoke(token);
    callers.set(principal, { principal, userId, token });
  }

  const signer = { username: "perm.signer", email: "perm.signer@example.com", password: "Signer#2024pass" };
  await server.repos.users.create(
    userInput("Signer", { username: signer.username, email: signer.email }),
    await hashPassword(signer.password),
  );
  const designation = await server.repos.lookups.create(
    "company-member-designation",
    lookupInput("company-member-designation", "Perm designation"),
  );
  const lookup = {} as Record<LookupKind, Id>;
  for (const kind of LOOKUP_KINDS) {
    lookup[kind] = (await server.repos.lookups.create(kind, lookupInput(kind, `Perm ${kind} target`))).id;
  }
  fixtures = {
    signer,
    targetUser: (await server.repos.users.create(userInput("Target"), null)).id,
    lookup,
    designation: designation.id,
    member: 0,
    company: 0,
  };
  fixtures.member = (await server.repos.companyMembers.create(newMember())).id;
  fixtures.company = await server.repos.companies.create(
    { company_name: "Perm target", website: "", location: [lookup.location] },
    null,
  );
  const assigned = new Set([...callers.values()].flatMap(({ userId }) => (userId === null ? [] : [userId])));
  await db
    .insert(userCompanies)
    .values([...assigned].map((userId) => ({ userId, companyId: fixtures.company })));

  const adminActor: JourneyActor = { userId: admin?.id ?? 0, superAdmin: true, canViewJourney: true };
  const [member] = await db
    .insert(companyMembers)
    .values({
      companyId: fixtures.company,
      firstName: "Meera",
      lastName: "Iyer",
      email: "perm.member@example.com",
    })
    .returning({ id: companyMembers.id });
  const item = await server.repos.journeyItems.createLinkedin(
    {
      company_id: fixtures.company,
      stage_id: 1,
      task_id: 1,
      company_member_ids: [member?.id ?? 0],
      message: "Hello",
      date: new Date(),
    },
    adminActor,
  );
  const summary = await server.repos.journeyItems.createSummary(
    { ...summaryFields, company_id: fixtures.company, stage_id: 2, task_id: 7 },
    adminActor,
  );
  const callNotes = await server.repos.journeyItems.createCallNotes(
    { company_id: fixtures.company, stage_id: 2, task_id: 6 },
    adminActor,
  );
  journey = {
    admin: adminActor,
    member: member?.id ?? 0,
    item: item.id,
    summary: summary.id ?? 0,
    callNotes: callNotes.id ?? 0,
  };
}, SETUP_TIMEOUT_MS);

async function outcome(row: Row, caller: Caller): Promise<string> {
  const method = row.route.split(" ")[0] as Call["method"];
  const { url = "", ...request } = await row.request(caller);
  const putBack = row.changesPassword ? await keepAccounts() : null;
  const answer = await server.call({
    method,
    url,
    token: caller.token,
    role: caller.principal.header ?? null,
    ...request,
  });
  await putBack?.();
  // A click link answers with its redirect.
  if ((answer.status >= 200 && answer.status < 300) || answer.status === 302) return OK;
  return `${answer.status} ${answer.body.message ?? ""}`;
}

describe("who may call what", () => {
  it("has a row for every /api/v1 route the server registers, and only for those", () => {
    const registered = registeredRoutes(server.app);
    const inMatrix = [...new Set(ROWS.map((row) => row.route))];
    expect(registered).toContain(`POST ${API}/erp-login`);
    expect([...inMatrix].sort()).toEqual([...new Set(registered)].sort());
  });

  it("is built on principals that are who they say", async () => {
    for (const caller of callers.values()) {
      const { principal } = caller;
      if (!principal.account || principal.actsAs === null || principal.deadToken) continue;
      const answer = await server.call({
        method: "GET",
        url: `${USERS}?show_details=true&current_user=true`,
        token: caller.token,
        role: principal.header ?? null,
      });
      const [user] = answer.body.data as CurrentUser[];
      expect({
        name: principal.name,
        role: user?.active_role,
        logs: user?.permissions.includes(LOGS),
      }).toEqual({
        name: principal.name,
        role: principal.actsAs,
        logs: principal.readsLogs ?? false,
      });
    }
  });

  // Recipients' mail clients and the provider's webhook post plain bodies, never an envelope.
  const enveloped = (row: Row) =>
    /^(POST|PUT) /.test(row.route) && !/\/campaigns\/(t\/|events)/.test(row.route);
  it.each(ROWS.filter(enveloped).map((row) => [row.route, row] as const))(
    "%s refuses a tampered envelope with a 400, before anything else",
    async (_route, row) => {
      const caller = [...callers.values()].find(({ principal }) => principal.name === "SUPER_ADMIN");
      if (!caller) throw new Error("No SUPER_ADMIN principal.");
      const { url = "", body = {} } = await row.request(caller);
      const answer = await server.call({
        method: row.route.startsWith("PUT") ? "PUT" : "POST",
        url,
        token: caller.token,
        rawBody: server.tampered(body),
      });
      expect(`${answer.status} ${answer.body.message}`).toBe(`400 ${BAD_ENVELOPE_MESSAGE}`);
    },
  );

  for (const row of ROWS) {
    it(`${row.route}${row.mode ? ` (${row.mode})` : ""}: ${row.access}`, { timeout: 60_000 }, async () => {
      const actual: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const caller of callers.values()) {
        actual[caller.principal.name] = await outcome(row, caller);
        wanted[caller.principal.name] = expectedOutcome(row.access, caller.principal);
      }
      expect(actual).toEqual(wanted);
    });
  }
});
