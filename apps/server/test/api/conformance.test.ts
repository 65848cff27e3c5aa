import { describeAdapter } from "@pipeline/adapter-kit";
import { opened } from "../support/opened";
import { ADMIN, startLiveServer } from "./liveServer";

// The HTTP adapter against the real server: the same cases the memory adapter passes.
const server = opened(startLiveServer);

describeAdapter(
  "http on the live server",
  async () => {
    const adapter = server.adapter();
    await adapter.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
    return adapter;
  },
  // Recordings are compressed by the server's own jobs within a case: they need the longer limit.
  { timeoutMs: 40_000 },
);
