import { afterAll, beforeAll } from "vitest";
import { describeAdapter } from "@pipeline/adapter-kit";
import { ADMIN, startLiveServer, type LiveServer } from "./liveServer";

// The HTTP adapter against the real server: the same cases the memory adapter passes.
let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

describeAdapter(
  "http on the live server",
  async () => {
    const adapter = server.adapter();
    await adapter.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
    return adapter;
  },
  // Senders are served by later work.
  { skip: ["senders"], timeoutMs: 20_000 },
);
