import { describe, expect, it } from "vitest";
import {
  AdapterError,
  type CompanyMemberInput,
  GENERIC_ERROR_MESSAGE,
  NO_TOKEN_MESSAGE,
} from "@pipeline/contract";
import { DECRYPT_FAILED_MESSAGE } from "@pipeline/contract/envelope";
import axios from "axios";
import { createHttpAdapter } from "../src";
import { memorySession } from "./support/memorySession";
import { useFixture } from "./support/useFixture";

const member: CompanyMemberInput = {
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "+91 98765 43210",
  linkedin_profile: "https://www.linkedin.com/in/asha",
  cmd: [2],
  is_active: true,
};

describe("requests", () => {
  const fixture = useFixture();

  it("sends the stored token and the active role", async () => {
    const { adapter, server, session } = fixture();
    server.handle(() => ({ json: { data: { id: 7, company_name: "Acme" } } }));
    session.activeRole = "USER";

    await adapter.companies.get(7);

    const [request] = server.requests;
    expect(request?.headers.authorization).toBe("Token token-1");
    expect(request?.headers["x-active-role"]).toBe("USER");
  });

  it("leaves the role header off when no role is chosen", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { id: 7 } } }));

    await adapter.companies.get(7);

    expect(server.requests[0]?.headers).not.toHaveProperty("x-active-role");
  });

  it("sends no token on the calls made before sign-in", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      json: { data: { url: "https://meet.example.com/r", title: "T", description: "" } },
    }));

    await expect(adapter.meetings.link("abc")).resolves.toMatchObject({ title: "T" });

    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
  });

  it("rejects a signed-in call without a stored token, sending nothing", async () => {
    const { adapter, server, session, hooks } = fixture();
    session.token = null;

    const error = await adapter.companies.get(7).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 401, message: NO_TOKEN_MESSAGE });
    expect(server.requests).toHaveLength(0);
    expect(hooks).toEqual({ unauthorized: 0 });
  });

  it("seals the body and opens the answer with the server's envelope", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      status: 201,
      json: { message: "Company member added successfully.", data: { id: 3, first_name: "Asha" } },
    }));

    const saved = await adapter.companyMembers.create(member);

    const [request] = server.requests;
    const wire = JSON.parse(request?.body.toString("utf8") ?? "null") as unknown;
    expect(Object.keys(wire as object)).toEqual(["payload"]);
    expect(request?.body.toString("utf8")).not.toContain("Asha");
    expect(request && server.jsonOf(request)).toEqual(member);
    expect(saved).toEqual({
      message: "Company member added successfully.",
      data: { id: 3, first_name: "Asha" },
    });
  });

  it("rejects an answer that cannot be opened", async () => {
    const { adapter, server } = fixture();
    const sealed = server.envelope?.seal({ data: { id: 7 } });
    // Flipping a bit of the last block breaks its padding.
    const bytes = Buffer.from(sealed?.payload ?? "", "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    server.handle(() => ({ raw: JSON.stringify({ payload: bytes.toString("base64") }) }));

    await expect(adapter.companies.get(7)).rejects.toMatchObject({
      name: "AdapterError",
      status: 200,
      message: DECRYPT_FAILED_MESSAGE,
    });
  });

  it("rejects a plain answer when the envelope is on", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { id: 7 } }, plain: true }));

    await expect(adapter.companies.get(7)).rejects.toMatchObject({ message: DECRYPT_FAILED_MESSAGE });
  });

  it("rejects an answer of the wrong shape instead of resolving with holes", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { rows: [] } }));

    await expect(adapter.users.list({})).rejects.toMatchObject({
      status: 200,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it("sends every call through the axios instance it is handed, sealed the same way", async () => {
    const { server } = fixture();
    server.handle(() => ({ json: { message: "Done.", data: { id: 7, company_name: "Acme" } } }));
    const adapter = createHttpAdapter({
      baseUrl: server.baseUrl,
      envelopeKey: server.envelopeKey,
      session: memorySession(),
      axios: axios.create({ headers: { "X-Sent-By": "caller-instance" } }),
    });

    await expect(adapter.companies.get(7)).resolves.toMatchObject({ company_name: "Acme" });
    await adapter.companyMembers.create(member);

    expect(server.requests.map((request) => request.headers["x-sent-by"])).toEqual([
      "caller-instance",
      "caller-instance",
    ]);
    const [, write] = server.requests;
    expect(write && server.jsonOf(write)).toEqual(member);
  });

  it("sends a call without progress with fetch, not axios, asking for JSON as before", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { id: 7 } } }));

    await adapter.companies.get(7);

    // axios names itself in the User-Agent it sends from Node.
    expect(server.requests[0]?.headers["user-agent"]).not.toMatch(/axios/i);
    expect(server.requests[0]?.headers.accept).toBe("application/json, text/plain, */*");
  });
});

describe("requests with the envelope off", () => {
  const fixture = useFixture({ envelope: false });

  it("sends and reads plain JSON", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 201, json: { message: "Added.", data: { id: 3 } } }));

    await expect(adapter.companyMembers.create(member)).resolves.toEqual({
      message: "Added.",
      data: { id: 3 },
    });

    const [request] = server.requests;
    expect(request?.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body.toString("utf8") ?? "null")).toEqual(member);
  });

  it("asks for every company matching a filter with the unticked ones comma-joined", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { count: 2, ids: [4, 8] } } }));

    await expect(
      adapter.companies.matchingIds({ search: "acme", filters: { country: [3, 5] } }, [6, 9]),
    ).resolves.toEqual({ count: 2, ids: [4, 8] });
    await adapter.companies.matchingIds({}, []);

    const [filtered, everything] = server.requests;
    expect(filtered?.path).toBe("/api/v1/company/ids");
    expect(Object.fromEntries(filtered?.query ?? [])).toEqual({
      search: "acme",
      country: "3,5",
      exclude_ids: "6,9",
    });
    expect([...(everything?.query.keys() ?? [])]).toEqual([]);
  });

  it("sends multipart fields as one plain JSON payload part", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { message: "Uploaded.", data: {} } }));

    await adapter.documents.reupload(8, new Blob(["x"]));

    const form = await (server.requests[0] && server.formOf(server.requests[0]));
    expect(JSON.parse(String(form?.get("payload")))).toEqual({ id: 8 });
  });
});
