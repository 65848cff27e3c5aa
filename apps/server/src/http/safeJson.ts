import type { FieldErrors } from "@pipeline/contract";
import { badRequest, type HttpError } from "./HttpError";

/**
 * Deepest nesting of arrays and objects a request body may have. The product's deepest body
 * (a company with its members and their designations) is a handful of levels; the bound keeps
 * code that walks bodies recursively (schemas, serializers) far from the stack's end.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted.`;
export const FORBIDDEN_KEY_MESSAGE =
  "The request body may not contain the keys __proto__, constructor or prototype.";
export const BAD_TEXT_MESSAGE = "Text may not contain a NUL character or an unpaired surrogate.";

/** Keys that reach an object's prototype when a body is merged or copied into another object. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Longest field path an answer names; a longer one is the client's own text, answered unnamed. */
const MAX_NAMED_PATH = 200;

// A lone high surrogate (no low one after it) or a lone low surrogate (no high one before it).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the database and other systems cannot store or show faithfully. */
export const isBadText = (text: string) => text.includes("\u0000") || UNPAIRED_SURROGATE.test(text);

/** The field a refusal is about, as validate.ts names nested fields (`company_members.0.email`). */
const fieldOf = (path: string) => (path !== "" && path.length <= MAX_NAMED_PATH ? path : "non_field_errors");

const child = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);

function refusal(message: string, path: string): HttpError {
  const errors: FieldErrors = { [fieldOf(path)]: [message] };
  return badRequest(message, errors);
}

type Pending = { value: unknown; path: string; depth: number };

/**
 * Checks a parsed JSON body in one iterative pass (a recursive one would overflow the stack on
 * the very bodies it must refuse): nesting at most MAX_JSON_DEPTH levels, no key that reaches a
 * prototype, no NUL or unpaired surrogate in any key or text. Answers the first problem found as
 * a 400 whose words never repeat the body's values; null when the body is acceptable.
 */
export function jsonBodyProblem(body: unknown): HttpError | null {
  const pending: Pending[] = [{ value: body, path: "", depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      if (isBadText(value)) return refusal(BAD_TEXT_MESSAGE, path);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return badRequest(TOO_DEEP_MESSAGE);
    if (Array.isArray(value)) {
      value.forEach((entry, index) =>
        pending.push({ value: entry, path: child(path, String(index)), depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      // The key is the client's text: a bad one is named by the object that holds it.
      if (isBadText(key)) return refusal(BAD_TEXT_MESSAGE, path);
      if (FORBIDDEN_KEYS.has(key)) return refusal(FORBIDDEN_KEY_MESSAGE, child(path, key));
      pending.push({ value: entry, path: child(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/** Throws the 400 of `jsonBodyProblem`; answers the body itself when it is acceptable. */
export function checkedJsonBody<T>(body: T): T {
  const problem = jsonBodyProblem(body);
  if (problem) throw problem;
  return body;
}
