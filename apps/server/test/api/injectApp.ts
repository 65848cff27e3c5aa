import type { FastifyInstance } from "fastify";
import { createEnvelope, type Envelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { buildApp, type AppOptions } from "../../src/app";
import { createRepositories, type Repositories, type RepositoryOptions } from "../../src/repositories";
import { seed } from "../../src/seed";
import { openTestDatabase, type TestDatabase } from "../db/testDatabase";
import { opened } from "../support/opened";
import { ADMIN } from "./liveServer";

export { ADMIN };

export type Call = {
  method: "GET" | "POST" | "PUT";
  /** The full path, query included: `/api/v1/...`. */
  url: string;
  /** Sent as `Authorization: Token …`. */
  token?: string | null;
  /** Sent as `X-Active-Role`. */
  role?: string | null;
  /** Sealed in the envelope, as the portal sends it. */
  body?: unknown;
  /** Sent as it is, for bodies the envelope would not make. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The peer's address, as the socket reports it: 127.0.0.1 unless set. */
  remoteAddress?: string;
  /** The answer is plain JSON, never sealed (the operators' calls). */
  plain?: boolean;
};

export type Answer = {
  status: number;
  /** The opened answer: `{ message, errors? }` on failure. */
  body: {
    message?: string;
    errors?: Record<string, string[]>;
    data?: unknown;
    results?: { data: unknown[] };
    count?: number;
  };
};

export type InjectedApp = {
  app: FastifyInstance;
  repos: Repositories;
  database: TestDatabase;
  /** The portal's side of the envelope, with this server's key. */
  envelope: Envelope;
  envelopeKey: string;
  call(call: Call): Promise<Answer>;
  /** `value` sealed, then one character of the last cipher block changed: the padding fails. */
  tampered(value: unknown): string;
  /** A new sign-in of the seeded SUPER_ADMIN. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
};

export type InjectedAppOptions = Pick<
  AppOptions,
  | "tokenTtlMs"
  | "trustProxy"
  | "portal"
  | "services"
  | "logger"
  | "metricsToken"
  | "corsOrigins"
  | "frameAncestors"
> & {
  /** Runs the background jobs worker on this file's database, with these settings (true: the defaults). */
  runJobs?: true | NonNullable<AppOptions["jobs"]>["worker"];
  repositories?: RepositoryOptions;
};

/** The whole server on this file's database, seeded with its SUPER_ADMIN, reached with `inject`. */
export async function startInjectedApp(options: InjectedAppOptions = {}): Promise<InjectedApp> {
  const database = await openTestDatabase();
  await seed(database.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  const repos = createRepositories(database.db, options.repositories);
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  const app = await buildApp({
    repos,
    envelopeKey: key,
    tokenTtlMs: options.tokenTtlMs,
    trustProxy: options.trustProxy,
    portal: options.portal,
    services: options.services,
    logger: options.logger,
    metricsToken: options.metricsToken,
    corsOrigins: options.corsOrigins,
    frameAncestors: options.frameAncestors,
    db: database.db,
    ...(options.runJobs
      ? { jobs: { db: database.db, ...(options.runJobs === true ? {} : { worker: options.runJobs }) } }
      : {}),
  });
  await app.ready();

  async function call({
    method,
    url,
    token,
    role,
    body,
    rawBody,
    headers = {},
    remoteAddress,
    plain = false,
  }: Call): Promise<Answer> {
    const sent: Record<string, string> = { ...headers };
    if (token) sent.authorization = `Token ${token}`;
    if (role) sent["x-active-role"] = role;
    const hasBody = body !== undefined || rawBody !== undefined;
    if (hasBody) sent["content-type"] ??= "application/json";
    const response = await app.inject({
      method,
      url,
      headers: sent,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(hasBody ? { payload: rawBody ?? JSON.stringify(envelope.seal(body)) } : {}),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      // A page or a file (not JSON) is read by the test itself from `app.inject`.
      body:
        text === "" || !String(response.headers["content-type"] ?? "").includes("json")
          ? {}
          : plain
            ? (JSON.parse(text) as Answer["body"])
            : envelope.open<Answer["body"]>(JSON.parse(text)),
    };
  }

  const admin = await repos.users.findForLogin(ADMIN.username);
  if (!admin) throw new Error("The seed made no SUPER_ADMIN.");

  return {
    app,
    repos,
    database,
    envelope,
    envelopeKey: key,
    call,
    tampered(value) {
      const { payload } = envelope.seal(value);
      const at = payload.replace(/=+$/, "").length - 4;
      const changed = `${payload.slice(0, at)}${payload[at] === "A" ? "B" : "A"}${payload.slice(at + 1)}`;
      return JSON.stringify({ payload: changed });
    },
    adminToken: () => repos.tokens.issue(admin.id),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The server of this test file, started before its tests and closed after them (see `opened`). */
export function injectedApp(options: InjectedAppOptions = {}): InjectedApp {
  return opened(() => startInjectedApp(options));
}
