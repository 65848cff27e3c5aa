import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_SCHEMAS, userAccountSchema } from "@pipeline/contract";
import { HttpError } from "../../src/http/HttpError";
import {
  BAD_TEXT_MESSAGE,
  checkedJsonBody,
  FORBIDDEN_KEY_MESSAGE,
  jsonBodyProblem,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
} from "../../src/http/safeJson";
import { validateBody, WRONG_TYPE_MESSAGE } from "../../src/http/validate";
import { envelopePlugin } from "../../src/http/plugins/envelope";
import { errorsPlugin, UNSUPPORTED_TYPE } from "../../src/http/plugins/errors";

/** `depth` levels of arrays around a string: `[[["x"]]]`. */
const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}"x"${"]".repeat(depth)}`);

/** The problem as an answer would carry it. */
const answerOf = (body: unknown) => {
  const problem = jsonBodyProblem(body);
  return problem && { status: problem.status, message: problem.message, errors: problem.errors };
};

describe("jsonBodyProblem", () => {
  it("accepts ordinary bodies, paired surrogates (emoji) and every other character included", () => {
    expect(jsonBodyProblem({})).toBeNull();
    expect(jsonBodyProblem(null)).toBeNull();
    expect(jsonBodyProblem("plain text")).toBeNull();
    expect(
      jsonBodyProblem({
        company_name: "Café 🚀 Ltd\t\n\u0001",
        company_members: [{ email: "meera@example.com", cmd: [1, 2] }],
        proto: "__proto__",
        constructor_name: "constructor",
      }),
    ).toBeNull();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(answerOf(nested(MAX_JSON_DEPTH + 1))).toEqual({
      status: 400,
      message: TOO_DEEP_MESSAGE,
      errors: undefined,
    });
  });

  it("walks a million levels without overflowing the stack", () => {
    expect(jsonBodyProblem(nested(1_000_000))?.message).toBe(TOO_DEEP_MESSAGE);
    const objects = JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`) as unknown;
    expect(jsonBodyProblem(objects)?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it("refuses __proto__, constructor and prototype keys at any depth, naming where", () => {
    const root = answerOf(JSON.parse('{"__proto__": {"is_superuser": true}}'));
    expect(root?.message).toBe(FORBIDDEN_KEY_MESSAGE);
    // A computed key: a literal `__proto__:` would set the prototype, not a field.
    expect(JSON.stringify(root?.errors)).toBe(JSON.stringify({ ["__proto__"]: [FORBIDDEN_KEY_MESSAGE] }));
    expect(answerOf({ company_members: [{ constructor: { prototype: 1 } }] })?.errors).toEqual({
      "company_members.0.constructor": [FORBIDDEN_KEY_MESSAGE],
    });
    expect(answerOf({ a: { prototype: "x" } })?.message).toBe(FORBIDDEN_KEY_MESSAGE);
  });

  it("refuses a NUL character or an unpaired surrogate in any text, naming the field", () => {
    for (const bad of ["a\u0000b", "\uD83D", "x\uD83Dy", "\uDE80", "x\uDE80\uD83D"]) {
      expect(answerOf({ company_members: [{ email: bad }] })).toEqual({
        status: 400,
        message: BAD_TEXT_MESSAGE,
        errors: { "company_members.0.email": [BAD_TEXT_MESSAGE] },
      });
    }
    expect(answerOf(["ok", "\u0000"])?.errors).toEqual({ "1": [BAD_TEXT_MESSAGE] });
    expect(answerOf("\u0000")?.errors).toEqual({ non_field_errors: [BAD_TEXT_MESSAGE] });
  });

  it("names the object that holds a bad key, never the key itself", () => {
    expect(answerOf({ company: { "na\u0000me": "x" } })?.errors).toEqual({ company: [BAD_TEXT_MESSAGE] });
    expect(answerOf({ "\uD800": 1 })?.errors).toEqual({ non_field_errors: [BAD_TEXT_MESSAGE] });
  });

  it("does not name a field whose path is the client's own long text", () => {
    const key = "k".repeat(500);
    expect(answerOf({ [key]: "\u0000" })?.errors).toEqual({ non_field_errors: [BAD_TEXT_MESSAGE] });
  });

  it("checkedJsonBody throws the problem and answers an acceptable body as it is", () => {
    const body = { label: "Pune" };
    expect(checkedJsonBody(body)).toBe(body);
    expect(() => checkedJsonBody({ label: "\u0000" })).toThrow(HttpError);
  });
});

describe("validateBody answers never repeat the value", () => {
  it("replaces yup's own wrong-type words, which quote the value, and keeps the schema's", async () => {
    const refusal = await validateBody(userAccountSchema, { is_active: { note: "planted" } }).catch(
      (error: unknown) => error as HttpError,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(JSON.stringify((refusal as HttpError).errors)).not.toContain("planted");
  });

  it("answers a value that makes a schema's transform throw with a 400, not a failure", async () => {
    const refusal = await validateBody(LOOKUP_SCHEMAS.location, { label: { text: "planted" } }).catch(
      (error: unknown) => error as HttpError,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect({ status: (refusal as HttpError).status, message: (refusal as HttpError).message }).toEqual({
      status: 400,
      message: WRONG_TYPE_MESSAGE,
    });
  });
});

describe("the body edge with the envelope off", () => {
  const app = Fastify();
  void app.register(errorsPlugin);
  void app.register(envelopePlugin, { key: null });
  app.post("/lookup", async (request) => ({
    data: await validateBody(LOOKUP_SCHEMAS.location, request.body),
  }));

  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const post = (payload: string, type = "application/json") =>
    app.inject({ method: "POST", url: "/lookup", headers: { "content-type": type }, payload });

  it("refuses a body nested 5,000 deep and a prototype key with a 400", async () => {
    const deep = await post(`{"label":${"[".repeat(5000)}${"]".repeat(5000)}}`);
    expect({ status: deep.statusCode, body: deep.json() }).toEqual({
      status: 400,
      body: { message: TOO_DEEP_MESSAGE },
    });
    const proto = await post('{"label":"Pune","__proto__":{"order":1}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json<{ message: string }>().message).toBe(FORBIDDEN_KEY_MESSAGE);
  });

  it("answers text/plain with 415", async () => {
    const response = await post("label=Pune", "text/plain");
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 415,
      body: { message: UNSUPPORTED_TYPE },
    });
  });

  it("answers a 900 KB label that fails validation in under 2 KB, without repeating it", async () => {
    const response = await post(JSON.stringify({ label: "L".repeat(900 * 1024), order: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2048);
    expect(response.body).not.toContain("LLLLLLLLLL");
  });
});
