import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ADAPTER_MESSAGES, GENERIC_ERROR_MESSAGE, type ErrorBody } from "@pipeline/contract";
import { HttpError } from "../HttpError";
import { validationFailure } from "../validationFailure";
import { ProviderRefusedError, ProviderUnavailableError } from "../../mail/bulk/provider";
import { DuplicateError, InvalidReferenceError } from "../../db/errors";
import { databaseBusy } from "../../db/pgliteQueue";

export const PROVIDER_UNAVAILABLE_MESSAGE =
  "The bulk e-mail provider cannot be reached now. Please try again in a few minutes.";

export const SERVER_BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

const PAYLOAD_TOO_LARGE = "The upload is larger than the server accepts.";
export const UNSUPPORTED_TYPE = "This kind of request body is not accepted.";
/** Fastify's own words for a refused request can repeat it (a bad URL is quoted), so they are not sent. */
export const UNREADABLE_REQUEST = "The request could not be read.";

/**
 * What the router refuses before any route is found: a path segment longer than it reads (a path
 * id of hundreds of digits names no record: 404) or a path it cannot decode (400). Fastify's own
 * answers would quote the path back. No hook runs for these, so the answer is sealed here.
 */
export function answerRoutingFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const body: ErrorBody = { message: tooLong ? ADAPTER_MESSAGES.notFound : UNREADABLE_REQUEST };
  const { envelope } = request.server;
  const text = JSON.stringify(body);
  return reply
    .status(tooLong ? 404 : 400)
    .type("application/json; charset=utf-8")
    .send(envelope ? JSON.stringify({ payload: envelope.sealText(text) }) : text);
}

/** Every failure answers `{ message, errors? }` with a real HTTP status (DESIGN "Answers"). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(
    (raised: FastifyError | HttpError | DuplicateError | InvalidReferenceError, request, reply) => {
      // What a route's schema refused, in the same shape and words as the rest (never Fastify's own).
      const error = "validation" in raised && raised.validation ? validationFailure(raised, request) : raised;
      if (error instanceof HttpError) {
        const body: ErrorBody = error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message };
        return reply.status(error.status).send(body);
      }
      // What storage refuses the client can fix: a taken value, or an id that names nothing.
      if (error instanceof DuplicateError) {
        return reply.status(409).send({ message: error.message, errors: { [error.field]: [error.message] } });
      }
      if (error instanceof InvalidReferenceError) {
        const message = ADAPTER_MESSAGES.invalidChoice;
        return reply.status(400).send({ message, errors: { [error.field]: [message] } });
      }
      // The bulk e-mail provider's refusal is in its own words (a sender it will not take); its
      // absence is the provider's, not this server's, failure.
      if (error instanceof ProviderRefusedError) return reply.status(400).send({ message: error.message });
      if (error instanceof ProviderUnavailableError) {
        request.log.warn({ err: error }, "bulk e-mail provider unavailable");
        return reply.status(503).send({ message: PROVIDER_UNAVAILABLE_MESSAGE });
      }
      // The embedded database has more waiting than it serves in time: the client tries again shortly.
      const busy = databaseBusy(error);
      if (busy) {
        request.log.warn("embedded database queue full: answered 503");
        return reply
          .status(503)
          .header("retry-after", String(busy.retryAfterSeconds))
          .send({ message: SERVER_BUSY_MESSAGE });
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status === 413) return reply.status(413).send({ message: PAYLOAD_TOO_LARGE });
      if (status === 415) return reply.status(415).send({ message: UNSUPPORTED_TYPE });
      if (status >= 400 && status < 500) return reply.status(status).send({ message: UNREADABLE_REQUEST });
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
    },
  );

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: ADAPTER_MESSAGES.notFound }));
});
