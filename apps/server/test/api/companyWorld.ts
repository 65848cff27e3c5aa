import { eq } from "drizzle-orm";
import { companyInput, memberOfCompany } from "@pipeline/adapter-kit";
import { LOOKUP_KINDS, type Id, type LookupKind, type RoleName } from "@pipeline/contract";
import { companyComments, companyJourneyItems, journeyTasks, userJourneyAccess } from "../../src/db/schema";
import { lookupInput, uniqueLetters as letters, userInput } from "../db/fixtures";
import type { Answer, InjectedApp } from "./injectApp";

// What the companies tests build on: reference entries, users in roles with assignments, valid
// form bodies, and journey activity written straight into its tables (the journey routes come
// later), which the database sums up on each company.

export const API = "/api/v1";

/** One entry of every reference list. */
export type Refs = Record<LookupKind, Id>;

export async function createRefs(server: InjectedApp, label: string): Promise<Refs> {
  const refs = {} as Refs;
  for (const kind of LOOKUP_KINDS) {
    refs[kind] = (await server.repos.lookups.create(kind, lookupInput(kind, `${label} ${kind}`))).id;
  }
  return refs;
}

export type Account = { id: Id; token: string };

/** A user holding the roles, assigned to the countries, practices and companies given. */
export async function createAccount(
  server: InjectedApp,
  assigned: { roles?: RoleName[]; country?: Id[]; practice?: Id[]; company?: Id[] } = {},
): Promise<Account> {
  const key = letters();
  const user = await server.repos.users.create(
    userInput(`World${key}`, {
      country: assigned.country ?? [],
      practice: assigned.practice ?? [],
      company: assigned.company ?? [],
    }),
    null,
    assigned.roles ?? ["USER"],
  );
  return { id: user.id, token: await server.repos.tokens.issue(user.id) };
}

/** A valid entry of a company body's `company_members`. */
export function memberBody(refs: Refs, overrides: Record<string, unknown> = {}) {
  return { ...memberOfCompany(letters(), [refs["company-member-designation"]]), ...overrides };
}

/** A valid `POST company/` body; the locations travel as `location_id`. */
export function companyBody(refs: Refs, overrides: Record<string, unknown> = {}) {
  const key = letters();
  const input = companyInput(key, {
    location: refs.location,
    designation: refs["company-member-designation"],
  });
  return { ...input, company_name: `Acme ${key}`, ...overrides };
}

/** A caller of the injected server, signed in with a token, optionally acting as a role. */
export function caller(server: InjectedApp, token: string, role?: RoleName) {
  const send = (method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<Answer> =>
    server.call({ method, url: `${API}/${path}`, token, role: role ?? null, body });
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown) => send("POST", path, body),
    put: (path: string, body: unknown) => send("PUT", path, body),
    /** Creates a company and answers its id; fails the test when the server refuses. */
    async create(body: Record<string, unknown>): Promise<Id> {
      const answer = await send("POST", "company/", body);
      if (answer.status !== 200) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
      return (answer.body.data as { id: Id }).id;
    },
  };
}

export type Caller = ReturnType<typeof caller>;

/** What a companies suite starts from: its SUPER_ADMIN signed in, two reference sets. */
export type CompanyWorld = { adminToken: string; admin: Caller; one: Refs; two: Refs };

/** Sets up a suite's server; the labels name the entries of its two reference sets. */
export async function companyWorld(
  server: InjectedApp,
  oneLabel: string,
  twoLabel: string,
): Promise<CompanyWorld> {
  const adminToken = await server.adminToken();
  return {
    adminToken,
    admin: caller(server, adminToken),
    one: await createRefs(server, oneLabel),
    two: await createRefs(server, twoLabel),
  };
}

/** The ids of a paged answer's rows, in order. */
export function rowIds(answer: Answer): Id[] {
  return (answer.body.results?.data as Array<{ id: Id }> | undefined)?.map((row) => row.id) ?? [];
}

export type JourneyActivity = {
  companyId: Id;
  taskId: number;
  status?: string | null;
  message?: string | null;
  /** Defaults to now. */
  created?: Date;
};

/** Writes one task done on a company, as the journey routes will; its stage and type are the task's. */
export async function addJourneyItem(server: InjectedApp, activity: JourneyActivity): Promise<Id> {
  const { db } = server.database;
  const [task] = await db
    .select({ stageId: journeyTasks.stageId, type: journeyTasks.type })
    .from(journeyTasks)
    .where(eq(journeyTasks.id, activity.taskId));
  if (!task) throw new Error(`No journey task ${activity.taskId}.`);
  const [row] = await db
    .insert(companyJourneyItems)
    .values({
      companyId: activity.companyId,
      stageId: task.stageId,
      taskId: activity.taskId,
      type: task.type,
      status: activity.status ?? null,
      message: activity.message ?? null,
      ...(activity.created ? { created: activity.created, modified: activity.created } : {}),
    })
    .returning({ id: companyJourneyItems.id });
  if (!row) throw new Error("The insert returned no row.");
  return row.id;
}

export async function addComment(
  server: InjectedApp,
  companyId: Id,
  text: string,
  created: Date = new Date(),
): Promise<Id> {
  const [row] = await server.database.db
    .insert(companyComments)
    .values({ companyId, commentText: text, created, modified: created })
    .returning({ id: companyComments.id });
  if (!row) throw new Error("The insert returned no row.");
  return row.id;
}

/** A journey access grant of the user to the company, valid until the given time. */
export async function grantAccess(server: InjectedApp, userId: Id, companyId: Id, validUntil: Date) {
  await server.database.db.insert(userJourneyAccess).values({
    userId,
    companyId,
    contentType: "journeyitem",
    objectId: 1,
    validDays: 1,
    validUntil,
  });
}

/** Moments `minutes` apart before now, so that created order is the order given. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}
