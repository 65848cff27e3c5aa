import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ADAPTER_MESSAGES, GENERIC_ERROR_MESSAGE, type ErrorBody } from "@pipeline/contract";
import { HttpError } from "../../http/HttpError";

const PAYLOAD_TOO_LARGE = "The upload is larger than the server accepts.";
const UNSUPPORTED_TYPE = "This kind of request body is not accepted.";

/** Every failure answers `{ message, errors? }` with a real HTTP status (DESIGN "Answers"). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message };
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: PAYLOAD_TOO_LARGE });
    if (status === 415) return reply.status(415).send({ message: UNSUPPORTED_TYPE });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: ADAPTER_MESSAGES.notFound }));
});
