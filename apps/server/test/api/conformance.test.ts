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
  // Senders are served by later work.
  { skip: ["senders", "emails"], timeoutMs: 20_000 },
);
