import { eq } from "drizzle-orm";
import type { Id, JourneyItem } from "@pipeline/contract";
import { companyJourneyItems, companyMembers, emailLogs, senders } from "../../src/db/schema";
import { caller, companyBody, createRefs } from "../api/companyWorld";
import { ADMIN, type InjectedApp } from "../api/injectApp";
import { uniqueLetters } from "../db/fixtures";
import { type FilePart, upload, type UploadAnswer } from "../documents/documentWorld";

// What the e-mail tests share: a company with members, a verified sender, and `email/` calls as
// the portal makes them (multipart, the sealed payload first).

/** The seeded journey's follow-up e-mail, a task a company may take many times (seed/journey.json). */
export const EMAIL_TASK = { stage_id: 1, task_id: 3 };

export type EmailSetup = {
  token: string;
  adminEmail: string;
  companyId: Id;
  members: Array<{ id: Id; email: string }>;
  senderId: Id;
  senderEmail: string;
};

/** A sender as the link of its verification e-mail leaves it; `verified: false` leaves it as created. */
export async function makeSender(
  server: InjectedApp,
  options: { verified?: boolean; active?: boolean } = {},
): Promise<{ id: Id; email: string }> {
  const key = uniqueLetters().toLowerCase();
  const admin = await server.repos.users.findForLogin(ADMIN.username);
  const sender = await server.repos.senders.create(
    {
      email: `deals.${key}@fund.example.com`,
      sender_name: `Deal Team ${key}`,
      address: "1 MG Road",
      city: "Bengaluru",
      country: "India",
      is_active: options.active ?? true,
    },
    admin?.id ?? 0,
  );
  if (options.verified ?? true) {
    await server.database.db.update(senders).set({ isVerified: true }).where(eq(senders.id, sender.id));
  }
  return { id: sender.id, email: sender.email };
}

/** A company (two members with addresses) the SUPER_ADMIN sees, and a verified sender. */
export async function emailSetup(server: InjectedApp): Promise<EmailSetup> {
  const token = await server.adminToken();
  const refs = await createRefs(server, `Mail ${uniqueLetters()}`);
  const admin = caller(server, token);
  const body = companyBody(refs);
  const first = (body.company_members as Array<Record<string, unknown>>)[0] ?? {};
  const companyId = await admin.create({
    ...body,
    company_members: [
      first,
      { ...first, first_name: "Second", email: `second.${uniqueLetters()}@example.com` },
    ],
  });
  const members = await server.database.db
    .select({ id: companyMembers.id, email: companyMembers.email })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const sender = await makeSender(server);
  const adminUser = await server.repos.users.findForLogin(ADMIN.username);
  return {
    token,
    adminEmail: adminUser?.email ?? "",
    companyId,
    members: members.map((member) => ({ id: member.id, email: member.email ?? "" })),
    senderId: sender.id,
    senderEmail: sender.email,
  };
}

/** A valid e-mail form for the setup's company: its first member, sent now. */
export function emailFields(setup: EmailSetup, overrides: Record<string, unknown> = {}) {
  return {
    company_id: setup.companyId,
    ...EMAIL_TASK,
    sender_id: setup.senderId,
    receivers: [setup.members[0]?.id],
    cc_email: [],
    bcc_email: [],
    subject: `Introduction ${uniqueLetters()}`,
    body: "<p>Dear founder, <strong>welcome</strong>.</p>",
    font: "Arial",
    date: null,
    ...overrides,
  };
}

export function sendEmail(
  server: InjectedApp,
  setup: EmailSetup,
  fields: Record<string, unknown>,
  files: FilePart[] = [],
): Promise<UploadAnswer> {
  return upload(server, setup.token, fields, files, { url: "/api/v1/email/" });
}

export async function itemStatus(server: InjectedApp, id: Id): Promise<string | null> {
  const [row] = await server.database.db
    .select({ status: companyJourneyItems.status })
    .from(companyJourneyItems)
    .where(eq(companyJourneyItems.id, id));
  return row?.status ?? null;
}

export async function logOf(server: InjectedApp, itemId: Id) {
  return server.database.db.select().from(emailLogs).where(eq(emailLogs.journeyItemId, itemId));
}

export function itemOf(answer: UploadAnswer): JourneyItem {
  return answer.body.data as JourneyItem;
}
