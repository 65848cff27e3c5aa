import { beforeEach, describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  NO_TOKEN_MESSAGE,
  ROLE_NOT_HELD_MESSAGE,
  type CurrentUser,
  type Session,
  type User,
} from "@pipeline/contract";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { BAD_ENVELOPE_MESSAGE } from "../../src/http/plugins/envelope";
import { SESSION_EXPIRED_MESSAGE } from "../../src/auth/plugin";
import { lookupInput, userInput } from "../db/fixtures";
import { ADMIN, injectedApp, type Answer, type Call } from "./injectApp";

// Sign-in as a client lives it: tokens that expire unless used, sign-out, deactivation, the
// Authorization and X-Active-Role headers, and bodies that are not a valid envelope.

const MINUTE = 60 * 1000;
const TTL = 2 * 60 * MINUTE;
const START = new Date("2025-03-01T09:00:00Z").getTime();
let clock = START;
const advance = (ms: number) => {
  clock += ms;
};

const server = injectedApp({ repositories: { now: () => new Date(clock) }, tokenTtlMs: TTL });

beforeEach(() => {
  clock = START;
});

const API = "/api/v1";
const CURRENT_USER = `${API}/users-viewset?show_details=true&current_user=true`;

async function signIn(username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const answer = await server.call({
    method: "POST",
    url: `${API}/erp-login/`,
    body: { username, password },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as Session).key;
}

function whoAmI(token: string | null, extra: Partial<Call> = {}): Promise<Answer> {
  return server.call({ method: "GET", url: CURRENT_USER, token, ...extra });
}

function activeRole(answer: Answer): string | null | undefined {
  return (answer.body.data as CurrentUser[] | undefined)?.[0]?.active_role;
}

/** Status and message, the two things a client decides with. */
const said = (answer: Answer) => ({ status: answer.status, message: answer.body.message });
const expired = { status: 401, message: SESSION_EXPIRED_MESSAGE };

describe("token lifetime", () => {
  it("refuses a token left unused for its lifetime with the session-expired message", async () => {
    const token = await signIn();
    advance(TTL - MINUTE);
    expect((await whoAmI(token)).status).toBe(200);
    advance(TTL + 1000);
    expect(said(await whoAmI(token))).toEqual(expired);
    // Writes are refused the same way.
    const write = await server.call({
      method: "POST",
      url: `${API}/industry/`,
      token,
      body: lookupInput("industry", "Expired write"),
    });
    expect(said(write)).toEqual(expired);
  });

  it("pushes the expiry on with every use, so a working session stays signed in", async () => {
    const token = await signIn();
    for (let use = 1; use <= 4; use += 1) {
      advance(TTL - 10 * MINUTE);
      expect((await whoAmI(token)).status, `use ${use}, ${(clock - START) / MINUTE} minutes in`).toBe(200);
    }
    expect(clock - START).toBeGreaterThan(3 * TTL);
    advance(TTL + 1000);
    expect(said(await whoAmI(token))).toEqual(expired);
  });

  it("lets a caller whose token expired sign in again, stale header and all", async () => {
    const stale = await signIn();
    advance(TTL + 1000);
    const again = await server.call({
      method: "POST",
      url: `${API}/erp-login/`,
      token: stale,
      role: "SUPER_ADMIN",
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(again.status).toBe(200);
    const fresh = (again.body.data as Session).key;
    expect(fresh).not.toBe(stale);
    expect((await whoAmI(fresh)).status).toBe(200);
    expect(said(await whoAmI(stale))).toEqual(expired);
  });
});

describe("sign-out", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const [first, second] = [await signIn(), await signIn()];
    const out = await server.call({ method: "POST", url: `${API}/user/logout/`, token: first });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      message: ADAPTER_MESSAGES.loggedOut,
      detail: ADAPTER_MESSAGES.loggedOut,
    });

    expect(said(await whoAmI(first))).toEqual(expired);
    expect(said(await server.call({ method: "POST", url: `${API}/user/logout/`, token: first }))).toEqual(
      expired,
    );
    expect((await whoAmI(second)).status).toBe(200);
  });

  it("asks for a token", async () => {
    expect(said(await server.call({ method: "POST", url: `${API}/user/logout/` }))).toEqual({
      status: 401,
      message: NO_TOKEN_MESSAGE,
    });
  });
});

describe("deactivated users", () => {
  it("refuses the token of a user who was deactivated, also once reactivated", async () => {
    const admin = await signIn();
    const input = { ...userInput("Leaving"), password: "Leaving#2024" };
    const created = await server.call({
      method: "POST",
      url: `${API}/users-viewset/`,
      token: admin,
      body: input,
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as User).id;
    const token = await signIn(input.username, input.password);
    expect((await whoAmI(token)).status).toBe(200);

    const put = (is_active: boolean) =>
      server.call({
        method: "PUT",
        url: `${API}/users-viewset/${id}/`,
        token: admin,
        body: { ...input, is_active },
      });
    expect((await put(false)).status).toBe(200);
    expect(said(await whoAmI(token))).toEqual(expired);
    expect(
      said(
        await server.call({
          method: "POST",
          url: `${API}/erp-login/`,
          body: { username: input.username, password: input.password },
        }),
      ),
    ).toEqual({ status: 401, message: ADAPTER_MESSAGES.invalidCredentials });

    // Turning the account back on asks for a new sign-in: the old session stays closed.
    expect((await put(true)).status).toBe(200);
    expect(said(await whoAmI(token))).toEqual(expired);
    expect((await whoAmI(await signIn(input.username, input.password))).status).toBe(200);
  });
});

describe("the Authorization header", () => {
  it("answers 401 with the no-token message when there is no token of this scheme", async () => {
    const token = await signIn();
    const noToken = { status: 401, message: NO_TOKEN_MESSAGE };
    expect(said(await whoAmI(null))).toEqual(noToken);
    for (const authorization of [`Bearer ${token}`, `Basic ${btoa("admin:secret")}`, "Token", token]) {
      expect(said(await whoAmI(null, { headers: { authorization } })), authorization).toEqual(noToken);
    }
  });

  it("answers 401 with the session-expired message for a token it does not know", async () => {
    const token = await signIn();
    for (const authorization of [
      "Token not-a-token",
      `Token ${token}x`,
      `Token ${token.slice(1)}`,
      `Token ${token} ${token}`,
    ]) {
      expect(said(await whoAmI(null, { headers: { authorization } })), authorization).toEqual(expired);
    }
  });

  it("reads a token with spaces around it", async () => {
    const token = await signIn();
    expect((await whoAmI(null, { headers: { authorization: `Token    ${token}  ` } })).status).toBe(200);
  });
});

describe("X-Active-Role", () => {
  it("acts as a role the user holds, and as the first one without the header", async () => {
    const token = await signIn();
    expect(activeRole(await whoAmI(token))).toBe("SUPER_ADMIN");
    expect(activeRole(await whoAmI(token, { role: "USER" }))).toBe("USER");
    expect(activeRole(await whoAmI(token, { headers: { "x-active-role": " " } }))).toBe("SUPER_ADMIN");
  });

  it("answers 403 for a role the user does not hold, on reads and writes alike", async () => {
    const token = await signIn();
    const forbidden = { status: 403, message: ROLE_NOT_HELD_MESSAGE };
    for (const role of ["FSD_Admin", "super_admin", "ADMIN"]) {
      expect(said(await whoAmI(token, { role })), role).toEqual(forbidden);
    }
    const write = await server.call({
      method: "POST",
      url: `${API}/industry/`,
      token,
      role: "FSD_Admin",
      body: lookupInput("industry", "Not held"),
    });
    expect(said(write)).toEqual(forbidden);
    const list = await server.call({ method: "GET", url: `${API}/industry?search=not%20held`, token });
    expect(list.body.count).toBe(0);
  });

  it("ends what a role allowed on the next call once it is taken away, the user acting as their default", async () => {
    const admin = await signIn();
    const input = { ...userInput("Auditor"), password: "Auditor#2024", roles: ["FSD_Admin", "USER"] };
    const created = await server.call({
      method: "POST",
      url: `${API}/users-viewset/`,
      token: admin,
      body: input,
    });
    expect((created.body.data as User).roles).toEqual(["FSD_Admin", "USER"]);
    const token = await signIn(input.username, input.password);
    const logs = (role?: string) =>
      server.call({ method: "GET", url: `${API}/email-logs?page=1&page_size=5`, token, role: role ?? null });
    expect((await logs("FSD_Admin")).status).toBe(200);
    expect((await logs()).status).toBe(200);

    const id = (created.body.data as User).id;
    const put = await server.call({
      method: "PUT",
      url: `${API}/users-viewset/${id}/`,
      token: admin,
      // The form sends the password empty when it is left as it is.
      body: { ...input, password: "", roles: ["USER"] },
    });
    expect(put.status).toBe(200);
    expect(said(await logs("FSD_Admin"))).toEqual({ status: 403, message: ROLE_NOT_HELD_MESSAGE });
    expect(said(await logs())).toEqual({ status: 403, message: FORBIDDEN_MESSAGE });
    expect(activeRole(await whoAmI(token))).toBe("USER");
  });
});

describe("the envelope", () => {
  it("answers a tampered, plain or broken body on a signed-in write with a 400, and writes nothing", async () => {
    const token = await signIn();
    const saved = await server.call({
      method: "POST",
      url: `${API}/industry/`,
      token,
      body: lookupInput("industry", "Sealed entry", { order: 4 }),
    });
    expect(saved.status).toBe(200);
    const id = (saved.body.data as { id: number }).id;

    const sealed = server.envelope.seal(lookupInput("industry", "Cut entry", { order: 9 }));
    const bodies = {
      tampered: server.tampered(lookupInput("industry", "Tampered entry", { order: 9 })),
      "cut short": JSON.stringify({ payload: sealed.payload.slice(0, -24) }),
      plain: JSON.stringify(lookupInput("industry", "Plain entry", { order: 9 })),
      "empty payload": JSON.stringify({ payload: "" }),
      "not base64": JSON.stringify({ payload: "not base64!" }),
      "not JSON": "{not json",
    };
    const bad = { status: 400, message: BAD_ENVELOPE_MESSAGE };
    for (const [name, rawBody] of Object.entries(bodies)) {
      for (const [method, url] of [
        ["POST", `${API}/industry/`],
        ["PUT", `${API}/industry/${id}/`],
      ] as const) {
        expect(said(await server.call({ method, url, token, rawBody })), `${method} ${name}`).toEqual(bad);
      }
    }

    const after = await server.call({ method: "GET", url: `${API}/industry?search=entry`, token });
    expect(after.body.results?.data).toEqual([expect.objectContaining({ label: "Sealed entry", order: 4 })]);
  });
});
