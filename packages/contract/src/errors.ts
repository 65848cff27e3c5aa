/*
 * The error text every adapter and screen shows, and the one error class adapters reject with.
 *
 * The priority (spec section 8): a custom message, else the response body's `message`, else the
 * value of the error body's first key, else the given fallback, else GENERIC_ERROR_MESSAGE.
 * Flows that put the server's words before their own custom text (the usage check: server
 * message, first error field, custom message, shared fallback) pass that text as `fallback`.
 */

export const GENERIC_ERROR_MESSAGE = "Something went wrong!";

/** The shared fallback of several flows. */
export const FALLBACK_ERROR_MESSAGE = "Something went wrong. Please try after sometime.";

/** The rejection of a request made while no token is stored. */
export const NO_TOKEN_MESSAGE = "No token available";

/** AdapterError.status when no response arrived at all (network failure, timeout). */
export const NO_RESPONSE_STATUS = 0;

/** Messages per form field; nested fields use dotted paths such as `members.0.email`. */
export type FieldErrors = Record<string, string[]>;

/** What the server answers on every failure, with a real HTTP status. */
export type ErrorBody = {
  message: string;
  errors?: FieldErrors;
};

export type ErrorTextInput = {
  custom?: string | null | undefined;
  /** The response body as received; any shape is tolerated. */
  body?: unknown;
  fallback?: string | null | undefined;
};

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Bodies come from JSON and so have no cycles, but an adapter may hand over any object.
function textIn(value: unknown, seen: Set<object>): string | undefined {
  if (typeof value === "string") return nonEmpty(value);
  if (typeof value !== "object" || value === null || seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = textIn(item, seen);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  const message = nonEmpty(record.message);
  if (message !== undefined) return message;
  // Empty strings, empty arrays and values that are not text are skipped, so the first key
  // that has something to say speaks.
  for (const item of Object.values(record)) {
    const text = textIn(item, seen);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The text to show for a failure, by the spec's priority. */
export function errorText({ custom, body, fallback }: ErrorTextInput = {}): string {
  // A bare string body is usually a proxy's HTML or plain-text page, not words meant for users.
  const fromBody = typeof body === "object" ? textIn(body, new Set()) : undefined;
  return nonEmpty(custom) ?? fromBody ?? nonEmpty(fallback) ?? GENERIC_ERROR_MESSAGE;
}

function collectFieldErrors(value: unknown, path: string, into: FieldErrors, seen: Set<object>): void {
  if (typeof value === "string") {
    if (nonEmpty(value) === undefined) return;
    const list = into[path] ?? [];
    list.push(value);
    into[path] = list;
    return;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Strings in a list are that field's messages; objects are the errors of list items.
      collectFieldErrors(item, typeof item === "string" ? path : `${path}.${index}`, into, seen);
    });
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    collectFieldErrors(item, path === "" ? key : `${path}.${key}`, into, seen);
  }
}

/**
 * The field messages of an error body's `errors`. A single string stands for a one-message list;
 * empty messages and values that are not text are dropped.
 */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const into: FieldErrors = {};
  if (!isRecord(body) || !isRecord(body.errors)) return into;
  for (const [key, value] of Object.entries(body.errors)) {
    collectFieldErrors(value, key, into, new Set());
  }
  return into;
}

export type AdapterErrorOptions = {
  /** The HTTP status, NO_RESPONSE_STATUS (0) when there was no response. */
  status?: number;
  fieldErrors?: FieldErrors;
  cause?: unknown;
};

/** The only error adapters reject with; `message` is already the text to show. */
export class AdapterError extends Error {
  override readonly name = "AdapterError";
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(message: string, options: AdapterErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const { status } = options;
    this.status =
      typeof status === "number" && Number.isInteger(status) && status >= 0 ? status : NO_RESPONSE_STATUS;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export type ToAdapterErrorOptions = {
  custom?: string | null | undefined;
  fallback?: string | null | undefined;
  cause?: unknown;
};

/** An AdapterError for a failed call: the message by the spec's priority, the field messages from the body. */
export function toAdapterError(
  status: number,
  body: unknown,
  { custom, fallback, cause }: ToAdapterErrorOptions = {},
): AdapterError {
  return new AdapterError(errorText({ custom, body, fallback }), {
    status,
    fieldErrors: fieldErrorsOf(body),
    cause,
  });
}

/** Also recognises an AdapterError from another copy of this package, where instanceof fails. */
export function isAdapterError(value: unknown): value is AdapterError {
  if (value instanceof AdapterError) return true;
  if (!(value instanceof Error) || value.name !== "AdapterError") return false;
  const { status, fieldErrors } = value as { status?: unknown; fieldErrors?: unknown };
  return typeof status === "number" && isRecord(fieldErrors);
}
