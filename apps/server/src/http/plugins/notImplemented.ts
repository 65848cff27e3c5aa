import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  ADAPTER_STATUS,
  CALL_COVERAGE,
  listCalls,
  type NamedCall,
  notImplementedMessage,
} from "@pipeline/contract";
import { HttpError } from "../HttpError";

// Fastify is extended by merging into its interfaces; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "fastify" {
  interface FastifyInstance {
    /** The calls of the table no route serves yet, as `METHOD /api/v1/path`: they answer 501. */
    unservedCalls: readonly string[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

type Call = NamedCall;

/** Of the calls sharing a method and path, the one whose fixed query the request carries. */
function callMade(shared: readonly Call[], request: FastifyRequest): Call {
  const query = request.query as Record<string, unknown>;
  const carried = (call: Call) =>
    Object.entries(call.endpoint.fixedQuery ?? {}).every(([name, value]) => query[name] === value);
  const specificity = (call: Call) => Object.keys(call.endpoint.fixedQuery ?? {}).length;
  const candidates = shared.filter(carried).sort((a, b) => specificity(b) - specificity(a));
  return candidates[0] ?? (shared[0] as Call);
}

/** The words the memory adapter uses for the same adapter method, so a screen reads the same either way. */
function messageOf(call: Call): string {
  const [port = "", method = ""] = CALL_COVERAGE[call.name].split(".");
  return notImplementedMessage(port, method);
}

/**
 * Answers 501 for each call of the contract's table that no route serves yet, instead of a 404 that
 * would read as a wrong address. Registered after every route, so the list shrinks by itself as
 * routes land. A call that needs a user still needs one: an anonymous caller learns no more than
 * its 401 would tell.
 */
export const notImplementedPlugin = fp(async (app: FastifyInstance, { apiBase }: { apiBase: string }) => {
  // Paths that differ only by a trailing slash are one route (`ignoreTrailingSlash`).
  const missing = new Map<string, Call[]>();
  for (const call of listCalls()) {
    const url = `${apiBase}${call.endpoint.path}`.replace(/(.)\/$/, "$1");
    if (app.hasRoute({ method: call.endpoint.method, url })) continue;
    const key = `${call.endpoint.method} ${url}`;
    missing.set(key, [...(missing.get(key) ?? []), call]);
  }
  for (const shared of missing.values()) {
    const { method, path } = (shared[0] as Call).endpoint;
    app.route({
      method,
      url: `${apiBase}${path}`,
      handler: async (request) => {
        const call = callMade(shared, request);
        if (call.endpoint.auth) app.requireUser(request);
        throw new HttpError(ADAPTER_STATUS.notImplemented, messageOf(call));
      },
    });
  }
  app.decorate("unservedCalls", [...missing.keys()]);
});
