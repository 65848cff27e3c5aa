import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database";
import { createJobHandlers, createJobWorker, type JobHandlers, type JobWorkerOptions } from "./";

// Fastify is extended by merging into its interfaces; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "fastify" {
  interface FastifyInstance {
    /** Where features register the handlers of their jobs (`app.jobs.handle(kind, handler)`), before ready. */
    jobs: JobHandlers;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export type JobsOptions = {
  /** The database the worker claims jobs from; none: no worker in this process (`JOBS=off`, tests). */
  db?: Database | null;
  /** Polling, lease and retry settings; the worker's defaults otherwise. */
  worker?: Omit<JobWorkerOptions, "db" | "handlers" | "onError">;
};

/** Runs the background jobs worker from the server's ready until its close. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const handlers = createJobHandlers();
  app.decorate("jobs", handlers);
  const db = options.db;
  if (!db) return;
  const worker = createJobWorker({
    ...options.worker,
    db,
    handlers,
    onError: (error, job) => app.log.error({ err: error, job }, "background job error"),
  });
  app.addHook("onReady", async () => worker.start());
  // Stopping begins with the close, beside the requests still being answered: the worker claims
  // nothing more, and the jobs under way end or hand themselves back while the server drains.
  let stopped: Promise<void> | null = null;
  app.addHook("preClose", async () => {
    stopped = worker.stop();
  });
  app.addHook("onClose", async () => stopped ?? worker.stop());
});
