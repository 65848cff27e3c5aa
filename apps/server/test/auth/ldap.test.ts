import net from "node:net";
import type { FastifyInstance } from "fastify";
import { Client } from "ldapts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES, PASSWORD_MESSAGES } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { buildApp } from "../../src/app";
import type { AuthLog } from "../../src/auth/authenticator";
import { createAuthenticator } from "../../src/auth/createAuthenticator";
import { createLdapAuthenticator, escapeDnValue, userFilter } from "../../src/auth/ldap";
import { loadConfig, type LdapConfig } from "../../src/config";
import { createRepositories, type Repositories } from "../../src/repositories";
import { DIRECTORY_UNAVAILABLE_MESSAGE } from "../../src/modules/auth/routes";
import { seed } from "../../src/seed";
import { memoryLog, userInput } from "../db/fixtures";
import { SETUP_TIMEOUT_MS, testDatabase } from "../db/testDatabase";
import { freePort } from "../support/freePort";
import { startSlapd, SUFFIX, type Slapd } from "./slapd";

// Sign-in through a real directory: Debian's slapd, started for this file on 127.0.0.1.

const ADMIN = { username: "admin", password: "Admin-local-1", email: "admin@pipeline.test" };
const PASSWORDS = {
  ada: "ada-directory-pw",
  grace: "grace-directory-pw",
  linus: "linus-directory-pw",
  admin: "admin-directory-pw",
  smith: "smith-directory-pw",
  margaret: "margaret-directory-pw",
  service: "service-directory-pw",
};
const PEOPLE_DN = `uid={username},ou=people,${SUFFIX}`;
const SERVICE_DN = `cn=pipeline,ou=services,${SUFFIX}`;
const INVALID = { message: ADAPTER_MESSAGES.invalidCredentials };
const UNAVAILABLE = { message: DIRECTORY_UNAVAILABLE_MESSAGE };

/** Usernames here hold characters an address cannot. */
const emailOf = (username: string) => `user.${Buffer.from(username).toString("hex")}@example.com`;

const envelopeKey = generateEnvelopeKey();
const envelope = createEnvelope(envelopeKey);

let directory: Slapd;
const database = testDatabase({ reset: false });
let repos: Repositories;
const apps: FastifyInstance[] = [];
let silentServer: net.Server;
const silentSockets = new Set<net.Socket>();

beforeAll(async () => {
  directory = await startSlapd([
    { kind: "unit", ou: "people" },
    { kind: "unit", ou: "team" },
    { kind: "person", ou: "people", uid: "ada", password: PASSWORDS.ada },
    { kind: "person", ou: "people", uid: "grace", password: PASSWORDS.grace },
    { kind: "person", ou: "people", uid: "linus", password: PASSWORDS.linus },
    { kind: "person", ou: "people", uid: "admin", password: PASSWORDS.admin },
    { kind: "person", ou: "people", uid: "smith, jr", password: PASSWORDS.smith },
    { kind: "person", ou: "team", uid: "margaret", password: PASSWORDS.margaret },
    { kind: "service", cn: "pipeline", password: PASSWORDS.service },
  ]);
  await seed(database.db, { admin: ADMIN }, memoryLog());
  // Far more attempts than the tests make, so the rate limit never answers in their place.
  repos = createRepositories(database.db, { loginRateLimit: { limit: 10_000 } });
  const local = async (username: string, isActive = true) => {
    await repos.users.create(
      userInput(username, { username, email: emailOf(username), is_active: isActive }),
      null,
    );
  };
  // Accounts without a local password: the directory checks them. `linus` has no local account.
  for (const username of ["ada", "smith, jr", "margaret", "*)(uid=*", "gr*", "m*"]) await local(username);
  await local("grace", false);

  // Accepts connections and never answers: a directory that hangs.
  silentServer = net.createServer((socket) => {
    silentSockets.add(socket);
    socket.on("close", () => silentSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const socket of silentSockets) socket.destroy();
  if (silentServer) await new Promise((resolve) => silentServer.close(resolve));
  await directory?.stop();
});

/** The LDAP settings of `env` (plus the URL), read the way the server reads them. */
function ldapFrom(env: Record<string, string>): LdapConfig {
  const ldap = loadConfig({ LDAP_URL: directory.url, ...env }, "/").ldap;
  if (!ldap) throw new Error("LDAP is not configured");
  return ldap;
}

const dnTemplate = () => ({ LDAP_USER_DN: PEOPLE_DN });
const serviceSearch = () => ({
  LDAP_SEARCH_BASE: `ou=people,${SUFFIX}`,
  LDAP_SEARCH_FILTER: "(&(objectClass=inetOrgPerson)(uid={username}))",
  LDAP_BIND_DN: SERVICE_DN,
  LDAP_BIND_PASSWORD: PASSWORDS.service,
});
// Only margaret lives in ou=team: a filter that matched any uid would find exactly her.
const anonymousTeamSearch = () => ({
  LDAP_SEARCH_BASE: `ou=team,${SUFFIX}`,
  LDAP_SEARCH_FILTER: "(&(objectClass=person)(uid={username}))",
});

/** The whole server, with the directory of `env` (none: local accounts only). */
async function server(env: Record<string, string> | null): Promise<FastifyInstance> {
  const app = await buildApp({ repos, envelopeKey, ldap: env ? ldapFrom(env) : null });
  apps.push(app);
  return app;
}

/** A server whose directory reports to a log the test reads. */
async function loggedServer(ldap: LdapConfig) {
  const log = memoryAuthLog();
  const app = await buildApp({ repos, envelopeKey, authenticator: createAuthenticator(ldap, log) });
  apps.push(app);
  return { app, log };
}

function memoryAuthLog(): AuthLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (details: object, message: string) =>
    lines.push(`${level}: ${message} ${JSON.stringify(details)}`);
  return { lines, info: keep("info"), warn: keep("warn"), error: keep("error") };
}

type Answer = { status: number; body: Record<string, unknown> };

async function post(app: FastifyInstance, url: string, payload: object): Promise<Answer> {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/${url}`,
    payload: envelope.seal(payload),
  });
  return { status: response.statusCode, body: envelope.open(response.json()) };
}

const erpLogin = (app: FastifyInstance, username: string, password: string) =>
  post(app, "erp-login/", { username, password });

/** Signs in, then reads the signed-in user with the token it got. */
async function signedInAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const answer = await erpLogin(app, username, password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { key } = answer.body.data as { key: string };
  const me = await app.inject({
    method: "GET",
    url: "/api/v1/users-viewset/?show_details=true&current_user=true",
    headers: { authorization: `Token ${key}` },
  });
  expect(me.statusCode).toBe(200);
  return envelope.open<{ data: { username: string }[] }>(me.json()).data[0]?.username ?? "";
}

describe("erp-login/ with a DN template", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server(dnTemplate());
  });

  it("signs in an account without a local password by its directory password", async () => {
    expect(await signedInAs(app, "ada", PASSWORDS.ada)).toBe("ada");
    // The e-mail names the same local account; the directory is asked for its username.
    expect(await signedInAs(app, emailOf("ada"), PASSWORDS.ada)).toBe("ada");
  });

  it("answers a wrong password exactly as an unknown user", async () => {
    const wrong = await erpLogin(app, "ada", "not-her-password");
    const unknown = await erpLogin(app, "nobody", PASSWORDS.ada);
    expect(wrong).toEqual({ status: 401, body: INVALID });
    expect(unknown).toEqual(wrong);
  });

  it("refuses a directory user who has no local account", async () => {
    expect(await erpLogin(app, "linus", PASSWORDS.linus)).toEqual({ status: 401, body: INVALID });
  });

  it("refuses an inactive local account even with the right directory password", async () => {
    expect(await erpLogin(app, "grace", PASSWORDS.grace)).toEqual({ status: 401, body: INVALID });
  });

  it("still checks an account with a local password locally, never against the directory", async () => {
    expect(await signedInAs(app, ADMIN.username, ADMIN.password)).toBe(ADMIN.username);
    expect(await erpLogin(app, ADMIN.username, PASSWORDS.admin)).toEqual({ status: 401, body: INVALID });
  });

  it("escapes the username into the DN, so a name with a comma signs in", async () => {
    expect(await signedInAs(app, "smith, jr", PASSWORDS.smith)).toBe("smith, jr");
  });

  it("keeps user/login/ (e-mail) to local passwords", async () => {
    expect(await post(app, "user/login/", { email: emailOf("ada"), password: PASSWORDS.ada })).toEqual({
      status: 401,
      body: INVALID,
    });
    const admin = await post(app, "user/login/", { email: ADMIN.email, password: ADMIN.password });
    expect(admin.status).toBe(200);
  });
});

describe("erp-login/ with a search", () => {
  it("finds the user as a service account, then binds as the user", async () => {
    const app = await server(serviceSearch());
    expect(await signedInAs(app, "ada", PASSWORDS.ada)).toBe("ada");
    expect(await erpLogin(app, "ada", PASSWORDS.grace)).toEqual({ status: 401, body: INVALID });
    expect(await erpLogin(app, "linus", PASSWORDS.linus)).toEqual({ status: 401, body: INVALID });
  });

  it("escapes the username in the filter, so wildcards and injected filters match nobody", async () => {
    const app = await server(serviceSearch());
    // Unescaped, (uid=gr*) would find grace alone and bind as her.
    expect(await erpLogin(app, "gr*", PASSWORDS.grace)).toEqual({ status: 401, body: INVALID });
  });

  it("searches anonymously when no service account is set", async () => {
    const app = await server(anonymousTeamSearch());
    expect(await signedInAs(app, "margaret", PASSWORDS.margaret)).toBe("margaret");
    // Unescaped, both filters would match margaret, the only person in ou=team.
    for (const username of ["*)(uid=*", "m*"]) {
      expect(await erpLogin(app, username, PASSWORDS.margaret), username).toEqual({
        status: 401,
        body: INVALID,
      });
    }
  });

  it("answers 503, and logs why, when the service account is refused", async () => {
    const { app, log } = await loggedServer(ldapFrom({ ...serviceSearch(), LDAP_BIND_PASSWORD: "wrong" }));
    expect(await erpLogin(app, "ada", PASSWORDS.ada)).toEqual({ status: 503, body: UNAVAILABLE });
    expect(log.lines.some((line) => line.startsWith("error: The sign-in directory is not reachable"))).toBe(
      true,
    );
    expect(log.lines.join("\n")).toContain('"step":"find the user"');
  });
});

describe("a directory that cannot answer", () => {
  it("answers 503 with a clear message, and logs it, when nothing listens", async () => {
    const url = `ldap://127.0.0.1:${await freePort()}`;
    const { app, log } = await loggedServer(ldapFrom({ ...dnTemplate(), LDAP_URL: url }));
    expect(await erpLogin(app, "ada", PASSWORDS.ada)).toEqual({ status: 503, body: UNAVAILABLE });
    const errors = log.lines.filter((line) =>
      line.startsWith("error: The sign-in directory is not reachable"),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("ECONNREFUSED");
    // Accounts with a local password do not need the directory.
    expect((await erpLogin(app, ADMIN.username, ADMIN.password)).status).toBe(200);
    // Nor does an unknown user: the answer stays the usual 401.
    expect(await erpLogin(app, "nobody", "whatever")).toEqual({ status: 401, body: INVALID });
  });

  it("answers 503 when the directory accepts the connection but never answers", async () => {
    const { port } = silentServer.address() as net.AddressInfo;
    const ldap = ldapFrom({ ...dnTemplate(), LDAP_URL: `ldap://127.0.0.1:${port}`, LDAP_TIMEOUT_MS: "300" });
    const { app, log } = await loggedServer(ldap);
    expect(await erpLogin(app, "ada", PASSWORDS.ada)).toEqual({ status: 503, body: UNAVAILABLE });
    expect(log.lines.join("\n")).toContain("timed out");
  });
});

describe("TLS", () => {
  it("signs in over ldaps:// trusting LDAP_CA_FILE", async () => {
    const app = await server({
      ...dnTemplate(),
      LDAP_URL: directory.ldapsUrl,
      LDAP_CA_FILE: directory.caFile,
    });
    expect(await signedInAs(app, "ada", PASSWORDS.ada)).toBe("ada");
    expect(await erpLogin(app, "ada", "wrong")).toEqual({ status: 401, body: INVALID });
  });

  it("signs in over ldap:// upgraded with StartTLS", async () => {
    const app = await server({ ...serviceSearch(), LDAP_STARTTLS: "true", LDAP_CA_FILE: directory.caFile });
    expect(await signedInAs(app, "ada", PASSWORDS.ada)).toBe("ada");
  });

  it("refuses a certificate it does not trust with a 503, never sending the password", async () => {
    const { app, log } = await loggedServer(ldapFrom({ ...dnTemplate(), LDAP_URL: directory.ldapsUrl }));
    expect(await erpLogin(app, "ada", PASSWORDS.ada)).toEqual({ status: 503, body: UNAVAILABLE });
    expect(log.lines.join("\n")).toMatch(/certificate/i);
  });
});

describe("without a directory", () => {
  it("lets no account without a local password sign in", async () => {
    const app = await server(null);
    expect(await erpLogin(app, "ada", PASSWORDS.ada)).toEqual({ status: 401, body: INVALID });
    expect(await signedInAs(app, ADMIN.username, ADMIN.password)).toBe(ADMIN.username);
  });
});

describe("passwords of directory accounts", () => {
  /** A call as the holder of `token`, its answer opened. */
  async function asHolder(app: FastifyInstance, token: string, method: "GET" | "POST", url: string) {
    const response = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Token ${token}` },
      ...(method === "POST"
        ? {
            payload: envelope.seal({
              current_password: PASSWORDS.ada,
              new_password: "Quiet#Harbour-2031",
              confirm_password: "Quiet#Harbour-2031",
            }),
          }
        : {}),
    });
    return { status: response.statusCode, body: envelope.open<Record<string, unknown>>(response.json()) };
  }
  const keyOf = async (app: FastifyInstance, username: string, password: string) =>
    ((await erpLogin(app, username, password)).body.data as { key: string }).key;
  const managed = (answer: { body: Record<string, unknown> }) =>
    (answer.body.data as Array<{ password_managed_by_directory?: boolean }>)[0]
      ?.password_managed_by_directory;

  it("are the directory's: neither changed here nor set through a link, and the portal is told so", async () => {
    const app = await server(dnTemplate());
    const ada = await keyOf(app, "ada", PASSWORDS.ada);
    const admin = await keyOf(app, ADMIN.username, ADMIN.password);
    const current = "users-viewset?show_details=true&current_user=true";
    expect(managed(await asHolder(app, ada, "GET", current))).toBe(true);
    expect(managed(await asHolder(app, admin, "GET", current))).toBe(false);

    expect(await asHolder(app, ada, "POST", "user/change-password/")).toEqual({
      status: 400,
      body: { message: PASSWORD_MESSAGES.managedByDirectory },
    });
    expect(await signedInAs(app, "ada", PASSWORDS.ada)).toBe("ada");

    const adaId = (await repos.users.findForLogin("ada"))?.id ?? 0;
    const read = await asHolder(app, admin, "GET", `users-viewset/${adaId}`);
    expect(
      (read.body.data as { password_managed_by_directory?: boolean }).password_managed_by_directory,
    ).toBe(true);
    expect(await asHolder(app, admin, "POST", `users-viewset/${adaId}/set-password-link/`)).toEqual({
      status: 400,
      body: { message: PASSWORD_MESSAGES.userManagedByDirectory },
    });
  });

  it("are local without a directory: an account without a password may be sent a link", async () => {
    const app = await server(null);
    const admin = await keyOf(app, ADMIN.username, ADMIN.password);
    const adaId = (await repos.users.findForLogin("ada"))?.id ?? 0;
    const sent = await asHolder(app, admin, "POST", `users-viewset/${adaId}/set-password-link/`);
    expect(sent.status).toBe(200);
  });
});

describe("the LDAP authenticator", () => {
  const ada = { id: 0, username: "ada", isActive: true, passwordHash: null };

  it("never binds with an empty password, which this directory would accept", async () => {
    // The directory lets a DN with an empty password bind (an unauthenticated bind).
    const client = new Client({ url: directory.url });
    await expect(client.bind(PEOPLE_DN.replace("{username}", "ada"), "")).resolves.toBeUndefined();
    await client.unbind();

    const authenticator = createLdapAuthenticator(ldapFrom(dnTemplate()), memoryAuthLog());
    expect(await authenticator.verify(ada, "")).toBe(false);
    expect(await authenticator.verify(ada, PASSWORDS.ada)).toBe(true);
  });

  it("escapes filter values (RFC 4515) and DN values (RFC 4514)", () => {
    expect(userFilter("(uid={username})", "*)(uid=*")).toBe("(uid=\\2a\\29\\28uid=\\2a)");
    expect(userFilter("(|(uid={username})(mail={username}))", "a\\b")).toBe("(|(uid=a\\5cb)(mail=a\\5cb))");
    expect(escapeDnValue("smith, jr")).toBe("smith\\, jr");
    expect(escapeDnValue(' #a+b="c";<d>\\ ')).toBe('\\ #a\\+b\\=\\"c\\"\\;\\<d\\>\\\\\\ ');
    expect(escapeDnValue("#hash")).toBe("\\#hash");
  });
});
