import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "../config";

/** Where log lines go instead of standard output: a test reads them. */
export type LogStream = { write: (line: string) => void };

/** Fields never written, whatever object they turn up in: tokens, passwords, keys and message bodies. */
const HIDDEN = [
  "params",
  "password",
  "token",
  "key",
  "secret",
  "authorization",
  "cookie",
  "envelopeKey",
  "body",
  "html",
  "text",
];

/** A failed query's message and stack name its parameters (values a user sent): they are cut. */
const hideParams = (text: string | undefined): string =>
  (text ?? "").replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [hidden]");

type ErrorFields = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as a log line holds it: its type, code, message and stack, and its cause the same way. */
export function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return { type: typeof error, message: hideParams(String(error)), stack: "" };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: hideParams(error.message),
    stack: hideParams(error.stack),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorFields(error.cause, depth + 1) } : {}),
  };
}

/**
 * Fastify's logger (pino) as the server runs it: JSON lines, one per answered request written by
 * the operations plugin (id, route pattern, status, duration; never the URL, whose query may carry
 * a token), no request or answer bodies, errors without the values of a failed query, and the names
 * in HIDDEN censored in anything else logged.
 */
export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: HIDDEN.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
      censor: "[hidden]",
    },
    // Only what the request line and the errors need: Fastify's own serializer would add the URL.
    serializers: {
      req: (request: { method?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
      err: (error: Error) => errorFields(error),
    },
  };
}
