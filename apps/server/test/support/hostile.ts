import fc from "fast-check";
import { LOOKUP_KINDS } from "@pipeline/contract";
import { API, companyBody, memberBody, type Refs } from "../api/companyWorld";
import { lookupInput, uniqueLetters, userInput } from "../db/fixtures";

// What a hostile client sends, and the valid bodies it starts from: shared by the property-based
// suite (test/api/edge.property.test.ts) and the probe of a running server (test/probe/edge.ts).
// The routes come from the server's OpenAPI document, so a route added later is probed too.

export type Method = "GET" | "POST" | "PUT";
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
export type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
export type Operation = { method: Method; path: string; query: string[]; body: JsonSchema | null };

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The documented operations of /api/v1: method, path with `{id}`, query parameters and body. */
export function documentedOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      body: operation.requestBody?.content["application/json"]?.schema ?? null,
    })),
  );
}

// --- What a hostile client sends -----------------------------------------------------------------

/** Text no field may hold: NUL and unpaired surrogates. Refused wherever it appears. */
export const BAD_TEXT = ["a\u0000b", "\u0000", "a\uD800b", "\uDC00z", "x".repeat(2000) + "\u0000"];
export const NUMBERS = [2147483648, -2147483649, 2 ** 53, 1.5, 1e-7, 1e308, -1e308, 0, -1, 1e20];
export const WORDS = [
  "Infinity",
  "-Infinity",
  "NaN",
  "1e308",
  "",
  "   ",
  "\u200B",
  "javascript:alert(1)",
  "<img src=x onerror=alert(1)>",
  "' or 1=1 --",
  "١٢٣",
  "x".repeat(100_000),
];
/** Shapes where one value belongs, and the like. */
export const SHAPES: unknown[] = [[1, 2], [[1]], { a: 1 }, {}, [], null, true, false, [{ id: 1 }]];
/** Objects carrying keys that would reach an object's prototype, as JSON text keeps them. */
export const PROTOTYPE_KEYS: unknown[] = [
  JSON.parse('{"__proto__": {"is_superuser": true}}'),
  JSON.parse('{"constructor": {"prototype": {"is_superuser": true}}}'),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(...BAD_TEXT, ...NUMBERS, ...WORDS, ...SHAPES, ...PROTOTYPE_KEYS),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
);

/** An unpaired surrogate: a high one without its low one after it, or a low one without its high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the value holds text no field may hold, anywhere inside it. */
export function holdsBadText(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsBadText);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => holdsBadText(key) || holdsBadText(inner));
  }
  return false;
}

export function holdsPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPrototypeKey);
  if (value && typeof value === "object") {
    return Object.keys(value).some(
      (key) =>
        ["__proto__", "constructor", "prototype"].includes(key) ||
        holdsPrototypeKey((value as Record<string, unknown>)[key]),
    );
  }
  return false;
}

export const isScalar = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);
export const isStructure = (value: unknown) => value !== null && typeof value === "object";

/** Whether `value` can never be right where `valid` was: a shape where a scalar was, or the reverse. */
export function wrongShape(valid: unknown, value: unknown): boolean {
  if (isScalar(valid)) return isStructure(value);
  if (Array.isArray(valid)) return value !== null && !Array.isArray(value);
  if (isStructure(valid)) return value !== null && (isScalar(value) || Array.isArray(value));
  return false;
}

/** Query values as they travel, percent-encoded: bad encodings, NUL, numbers past every bound. */
export const RAW_QUERY_VALUES = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0%A4%A",
  "%",
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "2147483648",
  "99999999999999999999",
  "1,abc",
  ",,,",
  "none",
  "true,false",
  "Infinity",
  "2024-13-45",
  "%5B%5D",
  "x".repeat(8000),
];
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent) },
);

/** Path ids that name no record: not whole, not positive, past the integer range, not digits. */
export const BAD_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "2147483648",
  "99999999999999999999",
  "abc",
  "%00",
  "%20",
  "%D9%A1",
  "1%2C2",
  "9".repeat(400),
];

// --- Valid bodies ---------------------------------------------------------------------------------

/** A valid body for the routes whose rules a schema alone cannot satisfy (references, formats). */
export function validBody(operation: Operation, refs: Refs | null): Record<string, unknown> | null {
  const route = operation.path.slice(API.length + 1).replace(/\{id\}\/?$/, "");
  const kind = LOOKUP_KINDS.find((candidate) => route === `${candidate}/`);
  if (kind) return lookupInput(kind, `Probe ${uniqueLetters()}`, { order: 3 });
  switch (route) {
    case "users-viewset/":
      return { ...userInput(uniqueLetters()) };
    case "company-members/":
      return refs && { ...memberBody(refs), is_active: true };
    case "company/": {
      if (!refs) return null;
      const { location_id, ...rest } = companyBody(refs);
      return operation.method === "POST" ? { ...rest, location_id } : { ...rest, location: location_id };
    }
    // An account nobody holds: a probe never locks a real one out of signing in.
    case "erp-login/":
      return { username: "probe.nobody", password: "Not-a-password1" };
    case "user/login/":
      return { email: "probe.nobody@example.com", password: "Not-a-password1" };
    // The journey's calls name the first company (the company routes' probes add it) and the
    // seeded journey's tasks of each type (seed/journey.json); the first user is the admin.
    case "evaluation/":
      return operation.method === "POST"
        ? { company_id: 1, stage_id: 2, task_id: 8, reviewer_ids: [1], status: "PENDING" }
        : { company_id: 1, journey_item_id: 1, comment: "Strong team", status: "HOLD" };
    case "linkedin/":
      return {
        company_id: 1,
        stage_id: 1,
        task_id: 1,
        company_member_ids: [1],
        message: "Hello from the fund",
        date: "2026-11-20T10:00:00.000Z",
      };
    case "summary/":
      return {
        company_id: 1,
        stage_id: 2,
        task_id: 7,
        country: "India",
        priority: [{ prio: "Hire a CFO" }],
        additional_fields: [{ field_name: "Moat", field_value: "Patents" }],
      };
    case "call-notes/":
      return { company_id: 1, stage_id: 2, task_id: 6, ebidta: "10%", funding_projection_done: true };
    case "comment/":
      return { company_id: 1, comment_text: "Met the founders" };
    case "email-template/":
      return { key: "linkedin_connect", company_id: 1 };
    case "email/":
      return {
        company_id: 1,
        stage_id: 1,
        task_id: 3,
        sender_id: 1,
        receivers: [1],
        cc_email: [],
        bcc_email: [],
        subject: "Introduction",
        body: "<p>Dear founder, <strong>welcome</strong>.</p>",
        font: "Arial",
        date: null,
      };
    case "meeting/":
      return operation.method === "POST"
        ? {
            company_id: 1,
            stage_id: 1,
            task_id: 4,
            attendees: [1],
            moderators: [1],
            start_date: "2026-12-01T10:00:00.000Z",
            duration: 60,
            status: "CONFIRMED",
            isGatewayMeetScheduled: true,
          }
        : { company_id: 1, stage_id: 1, task_id: 4, comment_text: "Went well", status: "COMPLETED" };
    case "meeting/cancel/":
      return { id: 1, company_id: 1 };
    case "user-journey-access/":
      return { user_id: 1, valid_days: 2, company_id: 1, content_type: "journeyitem", object_id: 1 };
    default:
      return null;
  }
}

/** Values that satisfy a JSON schema's types and bounds: a body for a route nothing above knows. */
export function fromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(fromSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const arbitraries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value)]),
      );
      return fc.record(arbitraries, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    case "array":
      return fc.array(fromSchema(schema.items), { maxLength: 3 });
    case "integer":
      return fc.integer({ min: schema.minimum ?? 1, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) });
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Dotted paths of a body's fields, one level into lists: `company_members.0.email`, `cmd.0`. */
export function fieldPaths(body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    if (!Array.isArray(value) || value.length === 0) return [key];
    const first: unknown = value[0];
    const inner =
      isStructure(first) && !Array.isArray(first)
        ? Object.keys(first as object).map((sub) => `${key}.0.${sub}`)
        : [`${key}.0`];
    return [key, ...inner];
  });
}

export function valueAt(body: Record<string, unknown>, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (isStructure(node) ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
}

/** A copy of the body with the value at `path` replaced; the value itself is not copied. */
export function withValue(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy,
  );
  parent[last] = value;
  return copy;
}
