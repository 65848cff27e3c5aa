import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DataAdapter } from "@pipeline/contract";
import { createHttpAdapter } from "../../src";
import { memorySession, type MemorySession } from "./memorySession";
import { startTestServer, type TestServer } from "./startTestServer";

export type Fixture = {
  server: TestServer;
  session: MemorySession;
  hooks: { unauthorized: number };
  adapter: DataAdapter;
};

/**
 * One live server for the file, and before each case a fresh adapter signed in with "token-1",
 * no recorded requests, and a server that answers 404 until the case says otherwise.
 */
export function useFixture({ envelope = true } = {}): () => Fixture {
  let server: TestServer | undefined;
  let fixture: Fixture | undefined;

  beforeAll(async () => {
    server = await startTestServer({ envelope });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (!server) throw new Error("The test server did not start");
    server.requests.length = 0;
    server.handle(() => ({ status: 404, json: { message: "Not found." } }));
    const session = memorySession();
    const hooks = { unauthorized: 0 };
    const adapter = createHttpAdapter({
      baseUrl: server.baseUrl,
      envelopeKey: server.envelopeKey,
      session,
      onUnauthorized: () => {
        hooks.unauthorized += 1;
      },
    });
    fixture = { server, session, hooks, adapter };
  });

  return () => {
    if (!fixture) throw new Error("useFixture is read inside a test only");
    return fixture;
  };
}
