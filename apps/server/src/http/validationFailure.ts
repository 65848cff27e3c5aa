import type { FastifyError, FastifyRequest } from "fastify";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import { badRequest, type HttpError, notFound } from "./HttpError";
import { type ParamSchema, queryParamMessage } from "./queryMessages";
import { BAD_TEXT_MESSAGE, isBadText } from "./safeJson";

export const BAD_BODY_MESSAGE = "The request body must be a JSON object.";

type ObjectSchema = { properties?: Record<string, ParamSchema> };

/** The query parameter a schema failure is about: `/page` names `page`, a missing one names itself. */
function failedField(error: FastifyError): string {
  const [first] = error.validation ?? [];
  const fromPath = first?.instancePath.split("/")[1];
  // A JSON pointer segment: `~1` stands for `/`, `~0` for `~`.
  if (fromPath) return fromPath.replace(/~1/g, "/").replace(/~0/g, "~");
  const missing = first?.params.missingProperty;
  return typeof missing === "string" ? missing : "non_field_errors";
}

/** A bad query parameter: a 400 naming it, in the words its schema (or the contract) gives. */
function queryRefusal(request: FastifyRequest, field: string): HttpError {
  const properties = (request.routeOptions.schema?.querystring as ObjectSchema | undefined)?.properties;
  const value = (request.query as Record<string, unknown> | undefined)?.[field];
  const message = queryParamMessage(field, value, properties?.[field]);
  return badRequest(message, { [field]: [message] });
}

/**
 * A request the route's schema refused, answered as every failure is (`{ message, errors }`):
 * a path parameter that names nothing is a 404, as an unknown id is; a bad query parameter is a
 * 400 naming it; a body that is not a JSON object is a 400 (its fields are the form schema's job).
 */
export function validationFailure(error: FastifyError, request: FastifyRequest): HttpError {
  if (error.validationContext === "params") return notFound(ADAPTER_MESSAGES.notFound);
  if (error.validationContext === "querystring") return queryRefusal(request, failedField(error));
  if (error.validationContext === "body") return badRequest(BAD_BODY_MESSAGE);
  return badRequest(error.message);
}

const isInfinite = (value: unknown) => typeof value === "number" && !Number.isFinite(value);

/** A parameter's text (or one of a repeated parameter's) that no field may hold. */
const holdsBadText = (value: unknown) =>
  typeof value === "string" ? isBadText(value) : Array.isArray(value) && value.some(holdsBadText);

/**
 * Refuses a path or query parameter holding a NUL or an unpaired surrogate, before its schema or a
 * query reads it (the database refuses such text, which would be a 500): a path parameter so
 * written names nothing (404); a query parameter is a 400 naming it (a malformed name, the query).
 */
export async function refuseBadText(request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (Object.values(params).some(holdsBadText)) throw notFound(ADAPTER_MESSAGES.notFound);
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (isBadText(name) || holdsBadText(value)) {
      const field = isBadText(name) ? "non_field_errors" : name;
      throw badRequest(BAD_TEXT_MESSAGE, { [field]: [BAD_TEXT_MESSAGE] });
    }
  }
}

/**
 * Refuses what the schemas let through by a gap of their validator: its type coercion reads
 * "1e400" or "Infinity" as an infinite number and then skips the bounds, which it checks for
 * finite numbers only. A preHandler hook, so it sees the values as the schemas parsed them.
 */
export async function refuseInfiniteNumbers(request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (Object.values(params).some(isInfinite)) throw notFound(ADAPTER_MESSAGES.notFound);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const field = Object.keys(query).find((name) => isInfinite(query[name]));
  if (field !== undefined) throw queryRefusal(request, field);
}
