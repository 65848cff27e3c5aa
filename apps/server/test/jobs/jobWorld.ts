import { asc, eq } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import type { Database } from "../../src/db/database";
import { jobs } from "../../src/db/schema";
import {
  createJobHandlers,
  createJobWorker,
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
} from "../../src/jobs";

// Short polls and leases, so that what takes seconds or minutes in production takes milliseconds here.
export const FAST = { pollIntervalMs: 10, leaseMs: 5_000, retryDelayMs: () => 0, stopTimeoutMs: 5_000 };

const WAIT_LIMIT_MS = 15_000;

/** Waits until `check` holds, polling; fails with `what` when it does not within the limit. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) expect.fail(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function jobRow(db: Database, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`No job ${id}.`);
  return row;
}

export async function allJobs(db: Database) {
  return db.select().from(jobs).orderBy(asc(jobs.id));
}

export function untilState(db: Database, id: number, state: string) {
  return eventually(`job ${id} is ${state}`, async () => (await jobRow(db, id)).state === state);
}

/** A worker (as one server process would run it) with the given handlers; stopped after each test. */
export function workers(db: () => Database) {
  const started: JobWorker[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((worker) => worker.stop()));
  });
  return (
    handlers: Record<string, JobHandler>,
    options: Partial<Omit<JobWorkerOptions, "db" | "handlers">> = {},
  ): JobWorker => {
    const registry = createJobHandlers();
    for (const [kind, handler] of Object.entries(handlers)) registry.handle(kind, handler);
    const worker = createJobWorker({ ...FAST, ...options, db: db(), handlers: registry });
    started.push(worker);
    worker.start();
    return worker;
  };
}

/** A promise and the means to settle it from outside. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
