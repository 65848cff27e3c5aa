import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { operatorCalls } from "@pipeline/contract";
import { ErrorBody } from "../http/schemas/common";
import { pathOf } from "../http/callPath";
import { notFound, unauthorized } from "../http/HttpError";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage";
import { createReadinessCheck } from "./health";
import { createServerMetrics, UNMATCHED_ROUTE } from "./metrics";

export type OperationsOptions = {
  /** The database `/readyz` checks and the metrics read the jobs queue from; none: not checked. */
  db: Database | null;
  storage: FileStorage;
  /** The token `GET metrics` asks for (`Authorization: Bearer …`); null: the metrics are off (404). */
  metricsToken: string | null;
  apiBase: string;
};

export const METRICS_TOKEN_MESSAGE = "The metrics token is missing or wrong.";
export const METRICS_OFF_MESSAGE = "Not found.";

const Status = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  checks: Type.Object({ database: Type.String(), migrations: Type.String(), storage: Type.String() }),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route a request matched, as its pattern (never the URL itself, which may carry a token). */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * What operators watch: `/healthz` (the process answers), `/readyz` (it can serve: database,
 * migrations, storage; 503 from the moment it starts stopping, so a balancer drains it), both without
 * sign-in and without the envelope; `GET metrics` (Prometheus) behind METRICS_TOKEN; and one log line
 * per answered request with its id, route, status and duration.
 */
export const operationsPlugin = fp(async (app: FastifyInstance, options: OperationsOptions) => {
  const metrics = createServerMetrics(options.db);
  const readiness = options.db ? createReadinessCheck(options.db, options.storage) : null;
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    const ms = reply.elapsedTime;
    metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, ms / 1000);
    // A load balancer asks for the health checks every few seconds: their lines are for debugging.
    const level = route === "/healthz" || route === "/readyz" ? "debug" : "info";
    request.log[level](
      { method: request.method, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  });

  const plain = { plainJson: true };
  app.get("/healthz", { config: plain, schema: { hide: true, response: { 200: Status } } }, async () => ({
    status: "ok",
  }));
  app.get(
    "/readyz",
    { config: plain, schema: { hide: true, response: { 200: Readiness, 503: Readiness } } },
    async (_request, reply) => {
      if (stopping) {
        const checks = { database: "stopping", migrations: "stopping", storage: "stopping" };
        return reply.code(503).send({ status: "stopping", checks });
      }
      const state = readiness
        ? await readiness()
        : { ready: true, checks: { database: "ok", migrations: "ok", storage: "ok" } };
      return reply
        .code(state.ready ? 200 : 503)
        .send({ status: state.ready ? "ready" : "not ready", checks: state.checks });
    },
  );
  app.get(
    `${options.apiBase.slice(0, -1)}${pathOf(operatorCalls.metrics)}`,
    {
      config: plain,
      schema: {
        summary: "The server's metrics in Prometheus's text format",
        description:
          "Requests by route and status with their durations, the jobs queue by kind, database connections and the process's own. Answers 404 while METRICS_TOKEN is unset.",
        tags: ["operations"],
        security: [{ metricsToken: [] }],
        response: { 200: Type.String(), "4xx": ErrorBody },
      },
    },
    async (request, reply) => {
      if (!options.metricsToken) throw notFound(METRICS_OFF_MESSAGE);
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!sameSecret(given, options.metricsToken)) throw unauthorized(METRICS_TOKEN_MESSAGE);
      const text = await metrics.render();
      return reply.type(metrics.contentType).send(text);
    },
  );
});
