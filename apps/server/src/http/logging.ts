import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "../config";

/** Where log lines go instead of standard output: a test reads them. */
export type LogStream = { write: (line: string) => void };

/** Fields never written, whatever object they turn up in: tokens, passwords, keys and message bodies. */
const HIDDEN = [
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

/**
 * Fastify's logger (pino) as the server runs it: JSON lines, one per answered request written by
 * the operations plugin (id, route pattern, status, duration; never the URL, whose query may carry
 * a token), no request or answer bodies, and the names in HIDDEN censored in anything else logged.
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
    },
  };
}
