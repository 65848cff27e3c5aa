import { beforeAll, describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES, LOOKUP_KINDS, type Id, type LookupKind } from "@pipeline/contract";
import { BAD_BODY_MESSAGE } from "../../src/http/validationFailure";
import { lookupInput, userInput } from "../db/fixtures";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { injectedApp, type Answer } from "./injectApp";

// The form messages of the write routes that the adapter conformance suite (conformance.test.ts)
// does not already check over HTTP: each one answers 400, with the spec's words under its field.
// Covered there: the users' "Too Short!" first name, lower-case e-mail, ERP username and duplicates;
// each list's label and missing order on create, and the confidence level's value; the members'
// mobile number, designation and unknown designation.

const API = "/api/v1";
/** An id no record has. */
const UNKNOWN = 2_147_000_000;

const server = injectedApp();
let token: string;
let designation: Id;
const targets = {} as Record<"user" | "member" | LookupKind, Id>;

const member = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Meera",
  middle_name: null,
  last_name: "Iyer",
  email: "meera.iyer@example.com",
  mobile: "9876543210",
  linkedin_profile: "https://www.linkedin.com/in/meera-iyer",
  cmd: [designation],
  is_active: true,
  ...overrides,
});

beforeAll(async () => {
  token = await server.adminToken();
  targets.user = (await server.repos.users.create(userInput("Target"), null)).id;
  designation = (
    await server.repos.lookups.create(
      "company-member-designation",
      lookupInput("company-member-designation", "Validation designation"),
    )
  ).id;
  targets.member = (await server.repos.companyMembers.create(member())).id;
  for (const kind of LOOKUP_KINDS) {
    targets[kind] = (await server.repos.lookups.create(kind, lookupInput(kind, `Target ${kind}`))).id;
  }
}, SETUP_TIMEOUT_MS);

type Case = { field: string; change: Record<string, unknown>; message: string };
type Write = "POST" | "PUT";

function send(method: Write, path: string, id: Id, body: unknown): Promise<Answer> {
  return server.call({
    method,
    url: method === "POST" ? `${API}/${path}/` : `${API}/${path}/${id}/`,
    token,
    body,
  });
}

/** One invalid field: a 400 naming that field alone, the message being its first. */
function expectRefused(answer: Answer, { field, message }: Case) {
  expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
    status: 400,
    message,
    errors: { [field]: [message] },
  });
}

const LONG = "L".repeat(51);

describe("users-viewset", () => {
  const cases: Case[] = [
    { field: "first_name", change: { first_name: "" }, message: "First name required" },
    {
      field: "first_name",
      change: { first_name: "Ada Mary" },
      // The product's wording keeps its trailing space.
      message: "Only alphabets without spaces are allowed for first name ",
    },
    { field: "first_name", change: { first_name: LONG }, message: "Too Long!" },
    { field: "middle_name", change: { middle_name: LONG }, message: "Too Long!" },
    { field: "last_name", change: { last_name: "" }, message: "Last name required" },
    {
      field: "last_name",
      change: { last_name: "O'Brien" },
      message: "Only alphabets without spaces are allowed for last name",
    },
    { field: "last_name", change: { last_name: LONG }, message: "Too Long!" },
    { field: "email", change: { email: "" }, message: "Email is required" },
    { field: "email", change: { email: "ada.example.com" }, message: "Email must be a valid email address" },
    { field: "is_active", change: { is_active: null }, message: "Active status is required." },
    { field: "password", change: { password: "short" }, message: "Password must be at least 12 characters." },
    {
      field: "password",
      change: { password: "qwerty123456" },
      message: "This is one of the most common passwords: choose another.",
    },
    { field: "country", change: { country: [UNKNOWN] }, message: ADAPTER_MESSAGES.invalidChoice },
    { field: "practice", change: { practice: [UNKNOWN] }, message: ADAPTER_MESSAGES.invalidChoice },
    { field: "company", change: { company: [UNKNOWN] }, message: ADAPTER_MESSAGES.invalidChoice },
  ];

  for (const method of ["POST", "PUT"] as const) {
    it.each(cases)(`${method} refuses $field $change with "$message"`, async (refused) => {
      const body = { ...userInput(method === "POST" ? "New" : "Target"), ...refused.change };
      expectRefused(await send(method, "users-viewset", targets.user, body), refused);
    });
  }

  it("PUT refuses an empty ERP username and a lower-case rule break too, and changes nothing", async () => {
    const before = await server.repos.users.getById(targets.user);
    const answer = await send("PUT", "users-viewset", targets.user, {
      ...userInput("Target"),
      username: " ",
      email: "Ada.Target@Example.com",
      last_name: "Changed",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      username: ["ERP username is required"],
      email: ["Email must be in lowercase"],
    });
    expect(await server.repos.users.getById(targets.user)).toEqual(before);
    expect((await server.repos.users.list({ search: "adanew" })).count).toBe(0);
  });
});

/** The label message of each list's form, spelling included. */
const LABEL_REQUIRED: Record<LookupKind, string> = {
  location: "Location name required",
  practice: "Practice name required",
  currency: "Currency is required",
  "company-type": "Comany Type is required",
  "company-member-designation": "Comany Member Designation required",
  "confidence-level": "Confidence Level name required",
  industry: "Industry required",
};

const ORDER_REQUIRED: Record<LookupKind, string> = {
  location: "Order required",
  practice: "Order required",
  currency: "Order required",
  "company-type": "Order required.",
  "company-member-designation": "Order required.",
  "confidence-level": "Order required",
  industry: "Order required",
};

describe.each(LOOKUP_KINDS)("%s", (kind) => {
  const cases: (Case & { methods: Write[] })[] = [
    { field: "label", change: { label: "  " }, message: LABEL_REQUIRED[kind], methods: ["PUT"] },
    { field: "order", change: { order: null }, message: ORDER_REQUIRED[kind], methods: ["PUT"] },
    // An emptied number input, or text, is "not given" too.
    { field: "order", change: { order: "" }, message: ORDER_REQUIRED[kind], methods: ["POST", "PUT"] },
    { field: "order", change: { order: "first" }, message: ORDER_REQUIRED[kind], methods: ["POST", "PUT"] },
    {
      field: "is_active",
      change: { is_active: null },
      message: "Active status is required.",
      methods: ["POST", "PUT"],
    },
  ];
  if (kind === "confidence-level") {
    cases.push({
      field: "name",
      change: { name: " " },
      message: "Confidence Level value required",
      methods: ["PUT"],
    });
  }
  const runs = cases.flatMap((refused) => refused.methods.map((method) => ({ ...refused, method })));

  it.each(runs)(`$method refuses $field $change with "$message"`, async ({ method, ...refused }) => {
    const body = {
      ...lookupInput(kind, method === "POST" ? `Refused ${kind}` : `Target ${kind}`),
      ...refused.change,
    };
    expectRefused(await send(method, kind, targets[kind], body), refused);
  });

  it("writes nothing on a refusal", async () => {
    const before = await server.repos.lookups.get(kind, targets[kind]);
    await send("PUT", kind, targets[kind], { ...lookupInput(kind, "Changed"), is_active: null });
    await send("POST", kind, 0, { ...lookupInput(kind, `Refused ${kind}`), order: "first" });
    expect(await server.repos.lookups.get(kind, targets[kind])).toEqual(before);
    expect((await server.repos.lookups.list(kind, { search: "refused" })).count).toBe(0);
  });
});

describe("company-members", () => {
  const cases: (Case & { methods?: Write[] })[] = [
    { field: "first_name", change: { first_name: "" }, message: "First name required" },
    {
      field: "first_name",
      change: { first_name: "Meera Bai" },
      message: "Only alphabets without spaces are allowed for first name ",
    },
    { field: "first_name", change: { first_name: "M" }, message: "Too Short!" },
    { field: "first_name", change: { first_name: LONG }, message: "Too Long!" },
    { field: "middle_name", change: { middle_name: LONG }, message: "Too Long!" },
    { field: "last_name", change: { last_name: "" }, message: "Last name required" },
    {
      field: "last_name",
      change: { last_name: "Iyer2" },
      message: "Only alphabets without spaces are allowed for last name",
    },
    { field: "last_name", change: { last_name: LONG }, message: "Too Long!" },
    { field: "email", change: { email: "" }, message: "Email required" },
    { field: "email", change: { email: "meera@" }, message: "Email must be a valid email address" },
    { field: "linkedin_profile", change: { linkedin_profile: " " }, message: "LinkedIn profile required" },
    { field: "is_active", change: { is_active: null }, message: "Active status required." },
    { field: "mobile", change: { mobile: "12345" }, message: "Mobile number not valid", methods: ["PUT"] },
    { field: "cmd", change: { cmd: [] }, message: "Designation required", methods: ["PUT"] },
    { field: "cmd", change: { cmd: [UNKNOWN] }, message: ADAPTER_MESSAGES.invalidChoice, methods: ["PUT"] },
  ];
  const runs = cases.flatMap(({ methods = ["POST", "PUT"], ...refused }) =>
    methods.map((method) => ({ ...refused, method })),
  );

  it.each(runs)(`$method refuses $field $change with "$message"`, async ({ method, ...refused }) => {
    expectRefused(await send(method, "company-members", targets.member, member(refused.change)), refused);
  });

  it("accepts a one-letter last name, unlike the company form", async () => {
    const answer = await send("PUT", "company-members", targets.member, member({ last_name: "K" }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ last_name: "K" });
  });
});

describe("sign-in", () => {
  const signIn = (path: string, body: unknown) =>
    server.call({ method: "POST", url: `${API}/${path}/`, body });

  it("names the ERP username field when it is missing", async () => {
    expectRefused(await signIn("erp-login", { username: " ", password: "x" }), {
      field: "username",
      change: {},
      message: "Username is required.",
    });
  });

  it("names the e-mail field of the e-mail sign-in when it is missing", async () => {
    expectRefused(await signIn("user/login", { password: "x" }), {
      field: "email",
      change: {},
      message: "Username is required.",
    });
  });

  it("refuses a username, e-mail or password that is not text, naming the field", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["erp-login", { username: ["admin"], password: "x" }, "username"],
      ["erp-login", { username: "admin", password: { a: 1 } }, "password"],
      ["user/login", { email: { a: 1 }, password: "x" }, "email"],
      ["user/login", { email: "admin@pipeline.test", password: [["x"]] }, "password"],
    ];
    for (const [path, body, field] of cases) {
      const answer = await signIn(path, body);
      expect({ path, status: answer.status, fields: Object.keys(answer.body.errors ?? {}) }).toEqual({
        path,
        status: 400,
        fields: [field],
      });
    }
  });

  it("asks for the password on both calls", async () => {
    const message = "Password is required";
    expectRefused(await signIn("erp-login", { username: "admin" }), {
      field: "password",
      change: {},
      message,
    });
    expectRefused(await signIn("user/login", { email: "admin@pipeline.test" }), {
      field: "password",
      change: {},
      message,
    });
  });
});

describe("query and path parameters", () => {
  const get = (url: string) => server.call({ method: "GET", url: `${API}/${url}`, token });

  /** A 400 in the error shape alone, naming the parameter with the message. */
  function expectQueryRefused(answer: Answer, field: string, message: string) {
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { message, errors: { [field]: [message] } },
    });
  }

  it.each([
    ["industry?short_details=yes", "short_details"],
    ["industry?company_added=1", "company_added"],
    ["users-viewset?short_details=TRUE", "short_details"],
    ["users-viewset?short_details=true&dashboard_view=", "dashboard_view"],
    ["company?short_details=on", "short_details"],
    ["company/get_stage_names?country_added=yes", "country_added"],
  ])("takes only true or false for a flag: %s", async (url, field) => {
    expectQueryRefused(await get(url), field, `${field} must be true or false.`);
  });

  it("keeps the list parameters' own words", async () => {
    expectQueryRefused(await get("company?page=0"), "page", "Page must be a whole number from 1.");
    expectQueryRefused(await get("industry?page=two"), "page", "Page must be a whole number from 1.");
    expectQueryRefused(
      await get("company-members?page_size=0"),
      "page_size",
      "Page size must be a whole number from 1 to 500.",
    );
    expectQueryRefused(
      await get("users-viewset?sortfield=last_name&sortdirection=up"),
      "sortdirection",
      "Sort direction must be asc or desc.",
    );
    expectQueryRefused(
      await get("company?start_date=2024-01-01&date_filter_type=deleted"),
      "date_filter_type",
      "Date filter type must be created or modified.",
    );
    expectQueryRefused(await get("industry?sortfield=password"), "sortfield", "Cannot sort by password.");
    expectQueryRefused(
      await get("company?start_date=2024-13-45"),
      "start_date",
      "Start date is not a valid date.",
    );
    expectQueryRefused(
      await get("company?page=99999999999"),
      "page",
      "Page must be a whole number from 1 to 2147483647.",
    );
    expectQueryRefused(
      await get("email-logs?page_size=1e400"),
      "page_size",
      "Page size must be a whole number from 1 to 500.",
    );
  });

  it("refuses a parameter given twice where one value is expected", async () => {
    expectQueryRefused(await get("company?search=a&search=b"), "search", "search must be given once.");
    expectQueryRefused(
      await get("industry?short_details=true&short_details=false"),
      "short_details",
      "short_details must be given once.",
    );
  });

  it.each([
    "company/abc",
    "company/1.5",
    "company/0",
    "company/-3",
    "company/2147483648",
    "company/99999999999999999999",
    "industry/2147483648",
    "users-viewset/99999999999999999999",
    "company-members/1e400",
    "users-viewset/Infinity",
    "industry/-1e400",
  ])("answers 404 Not found. for a path id no record can have: %s", async (url) => {
    expect(await get(url)).toEqual({ status: 404, body: { message: ADAPTER_MESSAGES.notFound } });
    const put = await server.call({ method: "PUT", url: `${API}/${url}/`, token, body: {} });
    expect(put).toEqual({ status: 404, body: { message: ADAPTER_MESSAGES.notFound } });
  });

  it("refuses a body that is not a JSON object, and reads a missing one as empty", async () => {
    for (const body of [[lookupInput("industry", "Listed")], "text", 7]) {
      expect(await send("POST", "industry", 0, body)).toEqual({
        status: 400,
        body: { message: BAD_BODY_MESSAGE },
      });
    }
    const empty = await server.app.inject({
      method: "POST",
      url: `${API}/industry/`,
      headers: { authorization: `Token ${token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(server.envelope.open<Answer["body"]>(empty.json()).errors).toEqual({
      label: [LABEL_REQUIRED.industry],
      order: [ORDER_REQUIRED.industry],
      is_active: ["Active status is required."],
    });
  });
});
