import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { embedderCalls } from "@pipeline/contract";
import { pathOf } from "../callPath";
import { ErrorBody } from "../schemas/common";

/** The headers a call may carry: its token, the role it acts as, and its body's type. */
export const CORS_REQUEST_HEADERS = ["Authorization", "X-Active-Role", "Content-Type"];
/** The headers a page on another origin may read: a download's file name, how long to wait before retrying. */
export const CORS_EXPOSED_HEADERS = ["Content-Disposition", "Retry-After"];

const ClientConfigBody = Type.Object({
  envelope_key: Type.Union([Type.String({ pattern: "^[0-9a-fA-F]{64}$" }), Type.Null()], {
    description: "The key sealed bodies open with (64 hex characters); null when the envelope is off",
  }),
});

/**
 * The origins CORS_ORIGINS names may call the API from their pages: preflights answered, the token
 * and role headers let through, no cookies (the token travels as a header). Registered before the
 * routes, so that every answer, a refusal included, carries the headers a page needs to read it.
 */
export const corsPlugin = fp(async (app: FastifyInstance, options: { origins: readonly string[] }) => {
  if (options.origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...options.origins],
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  });
});

/**
 * `GET client-config/`: what a client on another origin needs before its first call, the envelope
 * key the portal gets in its page. Registered after the OpenAPI plugin, which documents it.
 */
export const clientConfigPlugin = fp(
  async (app: FastifyInstance, options: { apiBase: string; envelopeKey: string | null }) => {
    app.get(
      `${options.apiBase.slice(0, -1)}${pathOf(embedderCalls.clientConfig)}`,
      {
        config: { plainJson: true },
        schema: {
          summary: "What a client on another origin needs before its first call",
          description:
            "The envelope key that opens sealed answers and seals requests, as the portal's page carries it. No sign-in; answered in plain JSON whatever the envelope.",
          tags: ["embedding"],
          response: { 200: ClientConfigBody, "4xx": ErrorBody },
        },
      },
      async () => ({ envelope_key: options.envelopeKey }),
    );
  },
);
