import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createEnvelope, isEnvelopeError, type Envelope } from "@pipeline/contract/envelope-node";
import { badRequest } from "../HttpError";
import { checkedJsonBody } from "../safeJson";
import { isDocsPath } from "./openapi";

// Fastify is extended by merging into its interfaces; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "fastify" {
  interface FastifyInstance {
    /** Seals and opens bodies; null when the envelope is turned off. */
    envelope: Envelope | null;
  }
  interface FastifyContextConfig {
    /** Answers in plain JSON whatever the envelope: the probes a load balancer or monitor reads. */
    plainJson?: boolean;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const BAD_ENVELOPE_MESSAGE = "The request body could not be opened: it is not a valid envelope.";

type EnvelopeOptions = { key: string | null };

/**
 * JSON bodies travel sealed both ways (`{"payload": "…"}`). Obfuscation against casual reading
 * of logs and browser tools, not security: TLS is the protection.
 */
export const envelopePlugin = fp(async (app: FastifyInstance, options: EnvelopeOptions) => {
  const envelope = options.key ? createEnvelope(options.key) : null;
  app.decorate("envelope", envelope);

  // JSON and multipart are the only bodies the API speaks: Fastify's own text/plain parser would
  // hand routes a string no schema expects, so that type answers 415 like every other one.
  app.removeContentTypeParser("text/plain");

  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, text, done) => {
    try {
      const raw = typeof text === "string" ? text : text.toString("utf8");
      if (raw.trim() === "") return done(null, {});
      // Both the body as sent and the one the envelope holds are checked, so no route ever sees
      // a body nested too deeply, a prototype key or unstorable text, sealed or not.
      const body = checkedJsonBody(JSON.parse(raw) as unknown);
      done(null, envelope ? checkedJsonBody(envelope.open(body)) : body);
    } catch (error) {
      done(
        isEnvelopeError(error) || error instanceof SyntaxError
          ? badRequest(BAD_ENVELOPE_MESSAGE)
          : (error as Error),
      );
    }
  });

  if (!envelope) return;
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("application/json") || typeof payload !== "string") return payload;
    // The API reference is for people and tools that do not hold the key.
    if (isDocsPath(request.url) || request.routeOptions.config.plainJson) return payload;
    // Base64 holds nothing JSON escapes: the sealed text goes in as it is, not scanned again.
    return `{"payload":"${envelope.sealText(payload)}"}`;
  });
});
