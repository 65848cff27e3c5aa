import { describe, expect, it } from "vitest";
import {
  AdapterError,
  GENERIC_ERROR_MESSAGE,
  NO_RESPONSE_STATUS,
  notImplementedMessage,
  ROLE_NOT_HELD_MESSAGE,
} from "@pipeline/contract";
import { DECRYPT_FAILED_MESSAGE } from "@pipeline/contract/envelope";
import { createHttpAdapter } from "../src";
import { memorySession } from "./support/memorySession";
import { useFixture } from "./support/useFixture";

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("The call resolved");
    },
    (reason: unknown) => reason,
  );
}

describe("failures", () => {
  const fixture = useFixture();

  it("clears the session and calls onUnauthorized on a 401", async () => {
    const { adapter, server, session, hooks } = fixture();
    server.handle(() => ({ status: 401, json: { message: "Your session has expired." } }));

    const error = await rejectionOf(adapter.companies.get(1));

    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 401, message: "Your session has expired." });
    expect(session.cleared).toBe(1);
    expect(hooks).toEqual({ unauthorized: 1 });
  });

  it("keeps the session on a refused sign-in, which is no expired session", async () => {
    const { adapter, server, session, hooks } = fixture();
    server.handle(() => ({ status: 401, json: { message: "Invalid username or password." } }));

    await expect(adapter.auth.erpLogin({ username: "a", password: "b" })).rejects.toMatchObject({
      status: 401,
      message: "Invalid username or password.",
    });
    expect(session.cleared).toBe(0);
    expect(hooks.unauthorized).toBe(0);
  });

  it("raises a refused read or write (403) with the server's words, and keeps the session", async () => {
    const { adapter, server, session, hooks } = fixture();
    server.handle(() => ({
      status: 403,
      json: { message: "You do not have permission to perform this action." },
    }));

    await expect(adapter.users.list({})).rejects.toMatchObject({
      status: 403,
      message: "You do not have permission to perform this action.",
    });
    await expect(adapter.meetings.cancel({ id: 4, company_id: 2 })).rejects.toMatchObject({
      status: 403,
      message: "You do not have permission to perform this action.",
    });
    expect(hooks).toEqual({ unauthorized: 0 });
    expect(session.cleared).toBe(0);
  });

  it("acts as the default role once the server says the active role was taken away, and calls once more", async () => {
    const { adapter, server, session } = fixture();
    session.activeRole = "FSD_Admin";
    server.handle((request) =>
      request.headers["x-active-role"] === "FSD_Admin"
        ? { status: 403, json: { message: ROLE_NOT_HELD_MESSAGE } }
        : { status: 200, json: { results: { data: [] }, count: 0 } },
    );

    await expect(adapter.emailLogs.list({})).resolves.toMatchObject({ rows: [], count: 0 });
    expect(server.requests.map((request) => request.headers["x-active-role"] ?? null)).toEqual([
      "FSD_Admin",
      null,
    ]);
    expect(session.activeRole).toBeNull();
    expect(session.cleared).toBe(0);

    // Any other refusal is raised as it is, the role kept.
    session.activeRole = "SUPER_ADMIN";
    server.handle(() => ({ status: 403, json: { message: "You do not have enough permissions !" } }));
    await expect(adapter.users.list({})).rejects.toMatchObject({ status: 403 });
    expect(session.activeRole).toBe("SUPER_ADMIN");
  });

  it("takes the body's message and field messages", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      status: 400,
      json: {
        message: "Email is required.",
        errors: { email: ["Email is required."], cmd: "Select a valid choice." },
      },
    }));

    const error = await rejectionOf(adapter.companyMembers.update(4, {} as never));

    expect(error).toMatchObject({
      status: 400,
      message: "Email is required.",
      fieldErrors: { email: ["Email is required."], cmd: ["Select a valid choice."] },
    });
  });

  it("takes the first key's text when the body has no message", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      status: 409,
      json: { errors: { label: ["Industry with this label already exists."] } },
    }));

    await expect(adapter.lookups.create("industry", {} as never)).rejects.toMatchObject({
      status: 409,
      message: "Industry with this label already exists.",
      fieldErrors: { label: ["Industry with this label already exists."] },
    });
  });

  it("passes on a call the server does not serve yet as a 501 with its words, keeping the session", async () => {
    const { adapter, server, session, hooks } = fixture();
    const message = notImplementedMessage("summaries", "get");
    server.handle(() => ({ status: 501, json: { message } }));

    const error = await rejectionOf(adapter.summaries.get(3));

    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 501, message, fieldErrors: {} });
    expect(session.cleared).toBe(0);
    expect(hooks).toEqual({ unauthorized: 0 });
  });

  it("falls back to the generic text for a body with nothing to say", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      status: 502,
      raw: "<html><body>Bad gateway</body></html>",
      headers: { "content-type": "text/html" },
    }));

    await expect(adapter.companies.get(1)).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
      fieldErrors: {},
    });
  });

  it("reads a plain error body, as the server sends for a bad envelope", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      status: 400,
      json: { message: "The request envelope could not be opened." },
      plain: true,
    }));

    await expect(adapter.companies.get(1)).rejects.toMatchObject({
      status: 400,
      message: "The request envelope could not be opened.",
    });
  });

  it("reports an error body that cannot be opened with its status", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 404, raw: JSON.stringify({ payload: "A".repeat(44) }) }));

    await expect(adapter.companies.get(1)).rejects.toMatchObject({
      status: 404,
      message: DECRYPT_FAILED_MESSAGE,
    });
  });

  it("reports a call that got no answer with status 0", async () => {
    const { server } = fixture();
    const adapter = createHttpAdapter({
      // Nothing listens on port 9 of this host.
      baseUrl: "http://127.0.0.1:9/api/v1/",
      envelopeKey: server.envelopeKey,
      session: memorySession(),
    });

    await expect(adapter.companies.get(1)).rejects.toMatchObject({
      name: "AdapterError",
      status: NO_RESPONSE_STATUS,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it("rejects an already cancelled call with an AbortError, sending nothing", async () => {
    const { adapter, server, hooks } = fixture();
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(adapter.companies.get(1, { signal: controller.signal }));

    expect(error).toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(0);
    expect(hooks).toEqual({ unauthorized: 0 });
  });

  it("rejects a call cancelled in flight with an AbortError and calls no hook", async () => {
    const { adapter, server, session, hooks } = fixture();
    server.handle(() => ({ status: 401, json: { message: "Expired." }, delayMs: 300 }));
    const controller = new AbortController();

    const pending = rejectionOf(adapter.users.list({}, { signal: controller.signal }));
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    const error = await pending;

    expect(error).toMatchObject({ name: "AbortError" });
    expect(error).not.toBeInstanceOf(AdapterError);
    expect(hooks).toEqual({ unauthorized: 0 });
    expect(session.cleared).toBe(0);
  });

  it("rejects a cancelled upload with an AbortError", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { message: "Imported.", data: {} }, delayMs: 300 }));
    const controller = new AbortController();

    const pending = rejectionOf(adapter.excelImports.upload(new Blob(["x"]), { signal: controller.signal }));
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();

    await expect(pending).resolves.toMatchObject({ name: "AbortError" });
  });
});
