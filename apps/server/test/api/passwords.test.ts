import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type CurrentUser,
  type Id,
  PASSWORD_MESSAGES,
  PASSWORD_POLICY,
  passwordLinkSentMessage,
  type Session,
} from "@pipeline/contract";
import { hashPassword } from "../../src/auth/authenticator";
import { SESSION_EXPIRED_MESSAGE } from "../../src/auth/plugin";
import { auditLog, emailLogs, passwordLinks } from "../../src/db/schema";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { BAD_TEXT_MESSAGE } from "../../src/http/safeJson";
import { WRONG_TYPE_MESSAGE } from "../../src/http/validate";
import { WITHHELD_LINK } from "../../src/mail";
import { PASSWORD_LINK_SUBJECT } from "../../src/modules/auth/passwordMail";
import { uniqueLetters, userInput } from "../db/fixtures";
import { busyAndGone, partOf } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL } from "../senders/senderWorld";
import { ADMIN, type Answer, type Call } from "./injectApp";

// Local passwords against a real SMTP server on 127.0.0.1: a user's own change (the policy, a
// wrong current password, the other sessions it ends) and the set-password link a SUPER_ADMIN
// e-mails (single use, 24 hours, replaced by the next one, refused for whom it is not for).

const HOUR = 60 * 60 * 1000;
const START = new Date("2026-05-04T09:00:00Z").getTime();
let clock = START;

const gone = busyAndGone();
const world = mailWorld({ repositories: { now: () => new Date(clock) }, refuse: gone.refuse });

beforeEach(() => {
  clock = START;
});

const API = "/api/v1";
const OLD_PASSWORD = "Old#Lantern-2019";
const NEW_PASSWORD = "Quiet#Harbour-2031";

const call = (request: Call): Promise<Answer> => world.server.call(request);
const said = (answer: Answer) => ({ status: answer.status, message: answer.body.message });
const fieldErrors = (answer: Answer) => answer.body.errors ?? {};

/** A user of this test with a local password (or none), active unless told. */
async function newUser(
  password: string | null = OLD_PASSWORD,
  overrides: { is_active?: boolean; email?: string } = {},
) {
  const key = uniqueLetters();
  const input = userInput(`Pw${key}`, {
    username: `pw.${key}`,
    email: overrides.email ?? `pw.${key}@example.com`,
    is_active: overrides.is_active ?? true,
  });
  const user = await world.server.repos.users.create(input, password ? await hashPassword(password) : null);
  return { id: user.id as Id, username: input.username, email: input.email };
}

async function signIn(username: string, password: string): Promise<Answer> {
  return call({ method: "POST", url: `${API}/erp-login/`, body: { username, password } });
}

async function tokenOf(username: string, password: string): Promise<string> {
  const answer = await signIn(username, password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Session).key;
}

const whoAmI = (token: string) =>
  call({ method: "GET", url: `${API}/users-viewset?show_details=true&current_user=true`, token });

const changePassword = (token: string | null, body: unknown) =>
  call({ method: "POST", url: `${API}/user/change-password/`, token, body });

const change = (current: string, next = NEW_PASSWORD, confirm = next) => ({
  current_password: current,
  new_password: next,
  confirm_password: confirm,
});

const sendLink = async (id: Id | string, token?: string, role?: string) =>
  call({
    method: "POST",
    url: `${API}/users-viewset/${id}/set-password-link/`,
    token: token ?? (await world.server.adminToken()),
    role: role ?? null,
    body: {},
  });

const setPassword = (body: unknown) => call({ method: "POST", url: `${API}/user/set-password/`, body });

/** The token of the newest set-password e-mail to this address, read from the message's HTML. */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  const mine = () => world.smtp.received.filter((message) => message.to.includes(email));
  await eventually(`${count} e-mails reach ${email}`, () => mine().length >= count);
  const html = partOf(mine().at(-1)?.raw ?? "", "text/html").body;
  const link = /href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(link.startsWith(`${PUBLIC_URL}/set-password?token=`), link).toBe(true);
  return new URL(link).searchParams.get("token") ?? "";
}

describe("change own password", () => {
  it("changes it: this session goes on, the user's other sessions end, and only the new one signs in", async () => {
    const user = await newUser();
    const here = await tokenOf(user.username, OLD_PASSWORD);
    const elsewhere = await tokenOf(user.username, OLD_PASSWORD);

    const answer = await changePassword(here, change(OLD_PASSWORD));
    expect(said(answer)).toEqual({ status: 200, message: PASSWORD_MESSAGES.changed });

    expect((await whoAmI(here)).status).toBe(200);
    expect(said(await whoAmI(elsewhere))).toEqual({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password with a 400 on current_password, not a 401, and changes nothing", async () => {
    const user = await newUser();
    const token = await tokenOf(user.username, OLD_PASSWORD);
    const answer = await changePassword(token, change("Not#MyPassword-1"));
    expect(said(answer)).toEqual({ status: 400, message: PASSWORD_MESSAGES.wrongCurrent });
    expect(fieldErrors(answer)).toEqual({ current_password: [PASSWORD_MESSAGES.wrongCurrent] });
    expect((await whoAmI(token)).status).toBe(200);
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(200);
    expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(401);
  });

  it("holds the new password to the policy, with each rule's words on its field", async () => {
    const user = await newUser();
    const token = await tokenOf(user.username, OLD_PASSWORD);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [change(OLD_PASSWORD, "Short#2031"), { new_password: [PASSWORD_MESSAGES.tooShort] }],
      [
        change(OLD_PASSWORD, "x".repeat(PASSWORD_POLICY.maxLength + 1)),
        { new_password: [PASSWORD_MESSAGES.tooLong] },
      ],
      [change(OLD_PASSWORD, OLD_PASSWORD), { new_password: [PASSWORD_MESSAGES.sameAsCurrent] }],
      [
        change(OLD_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`),
        { confirm_password: [PASSWORD_MESSAGES.mismatch] },
      ],
      [
        {},
        {
          current_password: [PASSWORD_MESSAGES.currentRequired],
          new_password: [PASSWORD_MESSAGES.newRequired],
          confirm_password: [PASSWORD_MESSAGES.confirmRequired],
        },
      ],
      // On the list of the most common passwords, case aside.
      [change(OLD_PASSWORD, "qwerty123456"), { new_password: [PASSWORD_MESSAGES.tooCommon] }],
      [change(OLD_PASSWORD, "Password1234"), { new_password: [PASSWORD_MESSAGES.tooCommon] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await changePassword(token, body);
      expect({ status: answer.status, errors: fieldErrors(answer) }, JSON.stringify(body)).toEqual({
        status: 400,
        errors,
      });
    }
    // Exactly the shortest length is enough, and spaces count as typed.
    const edge = "  twelve ch  ";
    expect(edge.length).toBeGreaterThanOrEqual(PASSWORD_POLICY.minLength);
    expect((await changePassword(token, change(OLD_PASSWORD, edge))).status).toBe(200);
    expect((await signIn(user.username, edge)).status).toBe(200);
  });

  it("slows down guessing: ten wrong current passwords in 15 minutes, then 429 until the window ends", async () => {
    const user = await newUser();
    const token = await tokenOf(user.username, OLD_PASSWORD);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await changePassword(token, change(`Wrong#Guess-${attempt}xx`))).status,
        `attempt ${attempt}`,
      ).toBe(400);
    }
    const blocked = await changePassword(token, change(OLD_PASSWORD));
    expect(said(blocked)).toEqual({ status: 429, message: PASSWORD_MESSAGES.tooManyAttempts });
    clock += 15 * 60 * 1000 + 1000;
    const fresh = await tokenOf(user.username, OLD_PASSWORD);
    expect((await changePassword(fresh, change(OLD_PASSWORD))).status).toBe(200);
  });

  it("is for a signed-in user, and tells the portal the account's password is its own", async () => {
    expect((await changePassword(null, change(OLD_PASSWORD))).status).toBe(401);
    const user = await newUser();
    const me = (await whoAmI(await tokenOf(user.username, OLD_PASSWORD))).body.data as CurrentUser[];
    expect(me[0]?.password_managed_by_directory).toBe(false);
  });

  it("refuses hostile bodies with a 400 naming the field, never a 500", async () => {
    const user = await newUser();
    const token = await tokenOf(user.username, OLD_PASSWORD);
    for (const [body, field] of [
      [{ ...change(OLD_PASSWORD), current_password: [OLD_PASSWORD] }, "current_password"],
      [{ ...change(OLD_PASSWORD), new_password: { $ne: "" } }, "new_password"],
      [{ ...change(OLD_PASSWORD), confirm_password: [[NEW_PASSWORD]] }, "confirm_password"],
    ] as const) {
      const answer = await changePassword(token, body);
      expect(said(answer)).toEqual({ status: 400, message: WRONG_TYPE_MESSAGE });
      expect(Object.keys(fieldErrors(answer))).toEqual([field]);
    }
    for (const rawBody of ["[]", '"text"', "42", "{"]) {
      const answer = await call({ method: "POST", url: `${API}/user/change-password/`, token, rawBody });
      expect(answer.status, rawBody).toBe(400);
    }
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(200);
  });
});

describe("set-password link", () => {
  it("e-mails a single-use link that sets the password and ends every session of the user", async () => {
    const user = await newUser();
    const session = await tokenOf(user.username, OLD_PASSWORD);

    const sent = await sendLink(user.id);
    expect(said(sent)).toEqual({ status: 200, message: passwordLinkSentMessage(user.email) });
    const token = await linkTokenFor(user.email);
    const message = world.smtp.received.find((received) => received.to.includes(user.email));
    expect(message?.raw).toContain(`Subject: ${PASSWORD_LINK_SUBJECT}`);

    // Only the token's hash is stored.
    const [stored] = await world.server.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, user.id));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const set = await setPassword({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(said(set)).toEqual({ status: 200, message: PASSWORD_MESSAGES.set });
    expect((await whoAmI(session)).status).toBe(401);
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(200);

    const again = await setPassword({
      token,
      new_password: "Another#Harbour-2032",
      confirm_password: "Another#Harbour-2032",
    });
    expect(said(again)).toEqual({ status: 400, message: PASSWORD_MESSAGES.linkInvalid });
    expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("gives a first password to an account that had none", async () => {
    const user = await newUser(null);
    await sendLink(user.id);
    const token = await linkTokenFor(user.email);
    expect(
      (await setPassword({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("voids the earlier unused link when a second one is sent", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const first = await linkTokenFor(user.email, 1);
    await sendLink(user.id);
    const second = await linkTokenFor(user.email, 2);
    expect(second).not.toBe(first);
    const body = (token: string) => ({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(said(await setPassword(body(first)))).toEqual({
      status: 400,
      message: PASSWORD_MESSAGES.linkInvalid,
    });
    expect((await setPassword(body(second))).status).toBe(200);
  });

  it("works for 24 hours and not a second more", async () => {
    const user = await newUser();
    const body = (token: string) => ({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    await sendLink(user.id);
    const expiring = await linkTokenFor(user.email, 1);
    clock += PASSWORD_POLICY.linkValidHours * HOUR;
    expect(said(await setPassword(body(expiring)))).toEqual({
      status: 400,
      message: PASSWORD_MESSAGES.linkInvalid,
    });

    await sendLink(user.id);
    const inTime = await linkTokenFor(user.email, 2);
    clock += PASSWORD_POLICY.linkValidHours * HOUR - 1000;
    expect((await setPassword(body(inTime))).status).toBe(200);
  });

  it("refuses a common password without using the link up", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const token = await linkTokenFor(user.email);
    const common = await setPassword({
      token,
      new_password: "1q2w3e4r5t6y",
      confirm_password: "1q2w3e4r5t6y",
    });
    expect(said(common)).toEqual({ status: 400, message: PASSWORD_MESSAGES.tooCommon });
    expect(fieldErrors(common)).toEqual({ new_password: [PASSWORD_MESSAGES.tooCommon] });
    expect(
      (await setPassword({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it("stops working once its user is deactivated", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const token = await linkTokenFor(user.email);
    const stored = await world.server.repos.users.getById(user.id);
    if (!stored) throw new Error("The user vanished.");
    await world.server.repos.users.update(user.id, { ...stored, is_active: false });
    const answer = await setPassword({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(said(answer)).toEqual({ status: 400, message: PASSWORD_MESSAGES.linkInvalid });
  });

  it("stops working once the user changes their password, and once their e-mail address changes", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const beforeChange = await linkTokenFor(user.email);
    const own = await tokenOf(user.username, OLD_PASSWORD);
    expect((await changePassword(own, change(OLD_PASSWORD))).status).toBe(200);
    const used = await setPassword({
      token: beforeChange,
      new_password: "Third#Lantern-2033",
      confirm_password: "Third#Lantern-2033",
    });
    expect(said(used)).toEqual({ status: 400, message: PASSWORD_MESSAGES.linkInvalid });

    await sendLink(user.id);
    const toOldAddress = await linkTokenFor(user.email, 2);
    const stored = await world.server.repos.users.getById(user.id);
    if (!stored) throw new Error("The user vanished.");
    await world.server.repos.users.update(user.id, { ...stored, email: `moved.${user.email}` });
    const moved = await setPassword({
      token: toOldAddress,
      new_password: "Third#Lantern-2033",
      confirm_password: "Third#Lantern-2033",
    });
    expect(said(moved)).toEqual({ status: 400, message: PASSWORD_MESSAGES.linkInvalid });
    expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("is recorded in the audit trail, sent and used, never with its token or hash", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const token = await linkTokenFor(user.email);
    await setPassword({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    const entries = (await world.server.database.db.select().from(auditLog)).filter(
      (entry) => entry.entity === "password_links",
    );
    const mine = entries.filter((entry) => (entry.after as { user_id?: number } | null)?.user_id === user.id);
    expect(mine.map((entry) => [entry.action, entry.username])).toEqual([
      ["create", ADMIN.username],
      ["update", null],
    ]);
    expect(JSON.stringify(mine)).not.toContain(token);
    expect(JSON.stringify(mine)).not.toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("keeps the message in the e-mail log without its link", async () => {
    const user = await newUser();
    await sendLink(user.id);
    const token = await linkTokenFor(user.email);
    const logs = (await world.server.database.db.select().from(emailLogs)).filter((row) =>
      row.receiverEmails.includes(user.email),
    );
    expect(logs.map((row) => row.subject)).toEqual([PASSWORD_LINK_SUBJECT]);
    expect(logs[0]?.message).toContain(WITHHELD_LINK);
    expect(JSON.stringify(logs)).not.toContain(token);
  });

  it("is refused for an inactive user, and 404 for a user that does not exist", async () => {
    const inactive = await newUser(OLD_PASSWORD, { is_active: false });
    expect(said(await sendLink(inactive.id))).toEqual({
      status: 400,
      message: PASSWORD_MESSAGES.inactiveUser,
    });
    expect((await sendLink(2_147_000_000)).status).toBe(404);
    expect((await sendLink("not-an-id")).status).toBe(404);
    expect(world.smtp.received.some((message) => message.to.includes(inactive.email))).toBe(false);
  });

  it("is for a SUPER_ADMIN acting as one: a USER and an administrator acting as USER get 403", async () => {
    const target = await newUser();
    const plain = await newUser();
    const asUser = await tokenOf(plain.username, OLD_PASSWORD);
    expect(said(await sendLink(target.id, asUser))).toEqual({ status: 403, message: FORBIDDEN_MESSAGE });
    expect(said(await sendLink(target.id, undefined, "USER"))).toEqual({
      status: 403,
      message: FORBIDDEN_MESSAGE,
    });
    const anonymous = await call({
      method: "POST",
      url: `${API}/users-viewset/${target.id}/set-password-link/`,
      body: {},
    });
    expect(anonymous.status).toBe(401);
  });

  it("answers 503 and keeps no link when the mail server refuses the address", async () => {
    const user = await newUser(OLD_PASSWORD, { email: `gone.${uniqueLetters()}@example.com` });
    expect(said(await sendLink(user.id))).toEqual({ status: 503, message: PASSWORD_MESSAGES.linkNotSent });
    const links = await world.server.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, user.id));
    expect(links).toEqual([]);
  });

  it("refuses hostile tokens and bodies with a 400, never a 500", async () => {
    const fine = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const bodies: Array<[unknown, string]> = [
      [{ ...fine, token: "x".repeat(10_000) }, PASSWORD_MESSAGES.linkInvalid],
      [{ ...fine, token: "' or 1=1 --" }, PASSWORD_MESSAGES.linkInvalid],
      [{ ...fine, token: "\u202e\u2066" }, PASSWORD_MESSAGES.linkInvalid],
      [{ ...fine, token: "\u0000" }, BAD_TEXT_MESSAGE],
      [{ ...fine, token: ["a"] }, WRONG_TYPE_MESSAGE],
      [{ ...fine, token: { $ne: null } }, WRONG_TYPE_MESSAGE],
      [{ ...fine, token: null }, PASSWORD_MESSAGES.linkMissing],
      [{ ...fine }, PASSWORD_MESSAGES.linkMissing],
    ];
    for (const [body, message] of bodies) {
      const answer = await setPassword(body);
      expect(said(answer), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, message });
      expect(JSON.stringify(answer.body).length).toBeLessThan(1000);
    }
    for (const rawBody of ["null", "[]", "true", "{"]) {
      const answer = await call({ method: "POST", url: `${API}/user/set-password/`, rawBody });
      expect(answer.status, rawBody).toBe(400);
    }
  });
});

describe("a password typed on the user form (SUPER_ADMIN)", () => {
  const putUser = async (id: Id, password: string, token?: string) =>
    call({
      method: "PUT",
      url: `${API}/users-viewset/${id}/`,
      token: token ?? (await world.server.adminToken()),
      body: {
        ...userInput("Formset", { username: `pw.form${id}`, email: `pw.form${id}@example.com` }),
        password,
      },
    });

  it("meets the same policy as the user's own change, and changes nothing when refused", async () => {
    const user = await newUser();
    const refused: Array<[string, string]> = [
      ["Short#2031", PASSWORD_MESSAGES.tooShort],
      ["qwerty123456", PASSWORD_MESSAGES.tooCommon],
      ["x".repeat(PASSWORD_POLICY.maxLength + 1), PASSWORD_MESSAGES.tooLong],
    ];
    for (const [password, message] of refused) {
      const answer = await putUser(user.id, password);
      expect(said(answer), password.slice(0, 20)).toEqual({ status: 400, message });
      expect(fieldErrors(answer)).toEqual({ password: [message] });
    }
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(200);
  });

  it("ends every session of the user it is set for, and only the new password signs in", async () => {
    const user = await newUser();
    const theirs = await tokenOf(user.username, OLD_PASSWORD);
    const answer = await putUser(user.id, NEW_PASSWORD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(said(await whoAmI(theirs))).toEqual({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect((await signIn(`pw.form${user.id}`, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(`pw.form${user.id}`, NEW_PASSWORD)).status).toBe(200);
  });

  it("keeps the session of an administrator who sets their own, and ends their others", async () => {
    const admin = await newUser();
    await world.server.repos.users.update(
      admin.id,
      userInput(`Pw${admin.id}`, { username: admin.username, email: admin.email, roles: ["SUPER_ADMIN"] }),
    );
    const here = await tokenOf(admin.username, OLD_PASSWORD);
    const elsewhere = await tokenOf(admin.username, OLD_PASSWORD);
    const answer = await putUser(admin.id, NEW_PASSWORD, here);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await whoAmI(here)).status).toBe(200);
    expect(said(await whoAmI(elsewhere))).toEqual({ status: 401, message: SESSION_EXPIRED_MESSAGE });
  });
});
