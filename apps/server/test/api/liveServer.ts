import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { buildApp } from "../../src/app";
import { openTestDatabase } from "../db/testDatabase";
import { createRepositories, type Repositories } from "../../src/repositories";
import { senders } from "../../src/db/schema";
import { seed } from "../../src/seed";

/** The address of the live server's verified sender. */
export const VERIFIED_SENDER = "deals@pipeline.test";

export const ADMIN = { username: "admin", password: "Admin@12345", email: "admin@pipeline.test" };

export type LiveServer = {
  app: FastifyInstance;
  repos: Repositories;
  url: string;
  envelopeKey: string;
  /** A fresh HTTP adapter with its own in-memory session. */
  adapter(): ReturnType<typeof createHttpAdapter>;
  close(): Promise<void>;
};

/** The real server on an in-memory database, listening on a free loopback port. */
export async function startLiveServer(): Promise<LiveServer> {
  const opened = await openTestDatabase();
  await seed(opened.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  // A sender verified from its own mailbox before, as an installation in use has one: e-mails need it.
  await opened.db
    .insert(senders)
    .values({ email: VERIFIED_SENDER, senderName: "Deal Team", isVerified: true, verifiedAt: new Date() });
  const repos = createRepositories(opened.db);
  const envelopeKey = generateEnvelopeKey();
  // Background jobs run here as under npm start, quickly polled: recordings are compressed, invitations
  // sent. A request that fails with a 500 prints its error, so that a failed run says why.
  const app = await buildApp({
    repos,
    envelopeKey,
    jobs: { db: opened.db, worker: { pollIntervalMs: 50 } },
    logger: { level: "error" },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/v1/`;
  return {
    app,
    repos,
    url,
    envelopeKey,
    adapter() {
      return createHttpAdapter({ baseUrl: url, envelopeKey, session: createMemorySessionStore() });
    },
    async close() {
      await app.close();
      await opened.close();
    },
  };
}
