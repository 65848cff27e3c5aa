import { beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_KINDS } from "@pipeline/contract";
import { UNREADABLE_REQUEST, UNSUPPORTED_TYPE } from "../../src/http/plugins/errors";
import {
  BAD_TEXT_MESSAGE,
  FORBIDDEN_KEY_MESSAGE,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
} from "../../src/http/safeJson";
import { lookupInput, userInput } from "../db/fixtures";
import { LINKEDIN_NOT_A_LINK } from "@pipeline/contract";
import { WRONG_TYPE_MESSAGE } from "../../src/http/validate";
import { companyBody, createRefs } from "./companyWorld";
import { injectedApp } from "./injectApp";

// Bodies made to hurt the server: each one is refused at the edge with a 4xx that names the
// problem in fixed words, and nothing is written.

const USERS = "/api/v1/users-viewset/";
const KIND = LOOKUP_KINDS[0];
const LOOKUPS = `/api/v1/${KIND}/`;

const server = injectedApp();
let token: string;

beforeAll(async () => {
  token = await server.adminToken();
});

const userCount = async () => (await server.repos.users.list({})).count;

/** `[[[…{"label": "x"}…]]]`, `depth` arrays deep, as JSON text. */
const nestedText = (depth: number) => `${"[".repeat(depth)}{"label":"x"}${"]".repeat(depth)}`;

describe("hostile request bodies", () => {
  it("refuses a body nested 5,000 deep, sealed or plain, with a 400, and writes nothing", async () => {
    const before = await userCount();
    const text = `{"first_name":${nestedText(5000)}}`;
    // Sealed from the text: JSON.stringify itself would overflow the stack on such a value.
    const rawBody = JSON.stringify({ payload: server.envelope.sealText(text) });
    const sealed = await server.call({ method: "POST", url: USERS, token, rawBody });
    const plain = await server.call({ method: "POST", url: USERS, token, rawBody: text });
    for (const answer of [sealed, plain]) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: TOO_DEEP_MESSAGE,
      });
    }
    expect(await userCount()).toBe(before);
  });

  it("lets a body exactly as deep as the limit reach the route's own validation", async () => {
    // The body object, then the arrays, then the innermost object: MAX_JSON_DEPTH levels in all.
    const deep = JSON.parse(nestedText(MAX_JSON_DEPTH - 2)) as unknown;
    const answer = await server.call({ method: "POST", url: USERS, token, body: { first_name: deep } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it("refuses __proto__, constructor and prototype keys, sealed or plain, without repeating their values", async () => {
    const before = await userCount();
    const user = JSON.stringify(userInput("Proto")).slice(1, -1);
    for (const text of [
      `{${user},"__proto__":{"is_superuser":true,"note":"planted"}}`,
      `{${user},"roles":[{"constructor":{"prototype":{"note":"planted"}}}]}`,
    ]) {
      // JSON.parse keeps "__proto__" as an own key, so sealing the parsed text sends it as written.
      const sealed = await server.call({ method: "POST", url: USERS, token, body: JSON.parse(text) });
      const plain = await server.call({ method: "POST", url: USERS, token, rawBody: text });
      for (const answer of [sealed, plain]) {
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(FORBIDDEN_KEY_MESSAGE);
        expect(JSON.stringify(answer.body)).not.toContain("planted");
      }
    }
    expect(await userCount()).toBe(before);
  });

  it("refuses a NUL character in a label, naming the field", async () => {
    const answer = await server.call({
      method: "POST",
      url: LOOKUPS,
      token,
      body: lookupInput(KIND, "Mumbai\u0000Pune"),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(BAD_TEXT_MESSAGE);
    expect(Object.keys(answer.body.errors ?? {})).toHaveLength(1);
    expect(Object.values(answer.body.errors ?? {})[0]).toEqual([BAD_TEXT_MESSAGE]);
    expect((await server.repos.lookups.list(KIND, { search: "pune" })).count).toBe(0);
  });

  it("refuses a lone surrogate in an e-mail, naming the field", async () => {
    const before = await userCount();
    // A high surrogate with no low one after it: JSON text can carry it, UTF-8 cannot.
    const answer = await server.call({
      method: "POST",
      url: USERS,
      token,
      body: userInput("Surrogate", { email: "meera\uD83D@example.com" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: BAD_TEXT_MESSAGE, errors: { email: [BAD_TEXT_MESSAGE] } });
    expect(await userCount()).toBe(before);
  });

  it("answers a text/plain body with 415, as any type the API does not speak", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: USERS,
      headers: { authorization: `Token ${token}`, "content-type": "text/plain" },
      payload: "first_name=Ada",
    });
    expect(response.statusCode).toBe(415);
    expect(server.envelope.open(response.json())).toEqual({ message: UNSUPPORTED_TYPE });
  });

  // Sealed, 700 KB is about the longest text under the 1 MB body limit (base64 adds a third);
  // safeJson.test.ts sends 900 KB to a server with the envelope off.
  it("answers a 700 KB label that fails validation in a small answer that does not repeat it", async () => {
    const huge = "L".repeat(700 * 1024);
    for (const label of [huge, { text: huge }]) {
      const response = await server.app.inject({
        method: "POST",
        url: LOOKUPS,
        headers: { authorization: `Token ${token}`, "content-type": "application/json" },
        payload: JSON.stringify(server.envelope.seal({ ...lookupInput(KIND, "x"), label })),
      });
      expect({ kind: typeof label, status: response.statusCode }).toEqual({
        kind: typeof label,
        status: 400,
      });
      expect(response.body.length).toBeLessThan(2048);
      expect(JSON.stringify(server.envelope.open(response.json()))).not.toContain("LLLLLLLLLL");
    }
  });
});

describe("values of the wrong shape", () => {
  const lookupCount = async () => (await server.repos.lookups.list(KIND, {})).count;

  it.each([
    ["an order given as a list", { order: [1, 2] }, "order"],
    ["is_active given as a nested list", { is_active: [[1]] }, "is_active"],
    ["a label given as a list", { label: ["Pune"] }, "label"],
    ["a label given as an object", { label: { a: 1 } }, "label"],
    ["an order given as an object", { order: { valueOf: 3 } }, "order"],
  ])("refuses %s instead of casting it, naming the field", async (_case, change, field) => {
    const before = await lookupCount();
    const answer = await server.call({
      method: "POST",
      url: LOOKUPS,
      token,
      body: { ...lookupInput(KIND, "Shaped"), ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: WRONG_TYPE_MESSAGE, errors: { [field]: [WRONG_TYPE_MESSAGE] } });
    expect(await lookupCount()).toBe(before);
  });

  it("names a nested field of the wrong shape by its dotted path", async () => {
    const refs = await createRefs(server, "Shapes");
    const body = companyBody(refs);
    const [member] = body.company_members as Record<string, unknown>[];
    const companies = async () => (await server.repos.companies.list({}, { userId: 1, seesAll: true })).count;
    const before = await companies();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, company_members: [{ ...member, email: ["a@example.com"] }] }, "company_members.0.email"],
      [
        { ...body, company_members: [{ ...member, cmd: [[refs["company-member-designation"]]] }] },
        "company_members.0.cmd.0",
      ],
      [{ ...body, company_members: { 0: member } }, "company_members"],
      [{ ...body, location_id: refs.location }, "location_id"],
      [{ ...body, industry: [refs.industry] }, "industry"],
    ];
    for (const [sent, field] of cases) {
      const answer = await server.call({ method: "POST", url: "/api/v1/company/", token, body: sent });
      expect({ field, status: answer.status, errors: answer.body.errors }).toEqual({
        field,
        status: 400,
        errors: { [field]: [WRONG_TYPE_MESSAGE] },
      });
    }
    expect(await companies()).toBe(before);
  });

  it("still takes numbers and flags sent as text, as a form's inputs send them", async () => {
    const answer = await server.call({
      method: "POST",
      url: LOOKUPS,
      token,
      body: { ...lookupInput(KIND, "Typed as text"), order: "12", is_active: "true" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ order: 12, is_active: true });
  });
});

describe("text that is not what it seems", () => {
  it("treats a label of only a zero-width space as empty", async () => {
    const before = (await server.repos.lookups.list(KIND, {})).count;
    const answer = await server.call({
      method: "POST",
      url: LOOKUPS,
      token,
      body: lookupInput(KIND, "\u200B"),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(["label"]);
    expect((await server.repos.lookups.list(KIND, {})).count).toBe(before);
  });

  it("refuses a javascript: LinkedIn profile: only http and https addresses are links", async () => {
    const refs = await createRefs(server, "Links");
    const member = { ...companyBody(refs).company_members[0], is_active: true };
    for (const linkedin_profile of ["javascript:alert(document.cookie)", "data:text/html,hi"]) {
      const answer = await server.call({
        method: "POST",
        url: "/api/v1/company-members/",
        token,
        body: { ...member, linkedin_profile },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ linkedin_profile: [LINKEDIN_NOT_A_LINK] });
    }
    const saved = await server.call({ method: "POST", url: "/api/v1/company-members/", token, body: member });
    expect(saved.status).toBe(200);
  });
});

describe("filter values a list does not take", () => {
  it.each([
    ["company?country=1,abc", "country", "Country must be record ids joined with commas, or none."],
    ["company/ids?stage=none,2147483648", "stage", "Stage must be record ids joined with commas, or none."],
    [
      "company/dashboard-view?view_type=stage&created_by=me",
      "created_by",
      "Created by must be record ids joined with commas, or PORTAL.",
    ],
    ["company?follow_up_email=maybe", "follow_up_email", "Follow up email must be true or false."],
    ["company-members?cmd=1,x", "cmd", "Cmd must be record ids joined with commas."],
    [`${KIND}?is_active=1`, "is_active", "Is active must be true or false."],
  ])("refuses %s instead of dropping the bad value", async (path, field, message) => {
    const answer = await server.call({ method: "GET", url: `/api/v1/${path}`, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, errors: { [field]: [message] } });
  });
});

describe("paths the router cannot read", () => {
  it("answers a path id of 400 digits with a sealed 404, not the router's own words", async () => {
    const answer = await server.call({ method: "GET", url: `/api/v1/${KIND}/${"9".repeat(400)}`, token });
    expect(answer).toEqual({ status: 404, body: { message: "Not found." } });
  });

  it("answers a path it cannot decode with a sealed 400 that does not repeat it", async () => {
    const answer = await server.call({ method: "GET", url: `/api/v1/${KIND}/%E0%A4%A`, token });
    expect(answer).toEqual({ status: 400, body: { message: UNREADABLE_REQUEST } });
  });
});
