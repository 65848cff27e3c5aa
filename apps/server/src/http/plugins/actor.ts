import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Actor, withActor } from "../../db/actor";

/** The request's writer: its signed-in user and active role once known, and its address. */
function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal ?? null;
  return {
    userId: principal?.user.pk ?? null,
    username: principal?.user.username ?? null,
    role: principal?.activeRole ?? null,
    source: "request",
    address: request.ip,
  };
}

/**
 * Each request runs in a context naming its writer, so that everything it writes is recorded in the
 * audit trail as its user's, in the same transaction (db/actor.ts). First of the hooks, so the whole
 * request runs inside it.
 */
export const actorPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    withActor({ actor: () => actorOf(request) }, done);
  });
});
