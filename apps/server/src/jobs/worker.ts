import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { type Actor, withActor } from "../db/actor";
import type { Database } from "../db/database";
import { rowsOf } from "../db/rows";
import { jobs, users } from "../db/schema";
import { enqueue, onEnqueue } from "./enqueue";
import type { JobHandlers } from "./handlers";
import { type JobContext, JobLeaseLostError, JobStoppedError } from "./types";

export type JobWorkerOptions = {
  db: Database;
  handlers: JobHandlers;
  /** How often to look for due jobs when nothing wakes the worker sooner; default 1 s. */
  pollIntervalMs?: number;
  /** How long a claimed job is this worker's before another may take it again; default DEFAULT_LEASE_MS (a minute). */
  leaseMs?: number;
  /** Jobs run at once; default 4. */
  concurrency?: number;
  /** The wait before the next attempt after `attempt` failed; default doubling from 10 s, at most 1 h. */
  retryDelayMs?: (attempt: number) => number;
  /** How long stop() waits for running handlers; default 30 s. */
  stopTimeoutMs?: number;
  /** Names this worker in `locked_by`; default host, process and a random part. */
  id?: string;
  /** Errors of the worker itself (a poll that failed) and of handlers; default: none reported. */
  onError?: (error: unknown, job?: { id: number; kind: string }) => void;
};

export type JobWorker = {
  readonly id: string;
  /** Starts polling; also woken by every enqueue in this process. */
  start: () => void;
  /** Looks for due jobs now. */
  wake: () => void;
  /**
   * Stops claiming and waits (up to the stop timeout) for the handlers under way. A handler still
   * running after it is left alone: its lease expires and another worker runs the job again.
   */
  stop: () => Promise<void>;
};

type ClaimedRow = {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
};

/**
 * A minute: the worker renews the lease of each job under way every third of it, and after a crash
 * the work is taken up again by the next worker within a minute of the restart.
 */
export const DEFAULT_LEASE_MS = 60_000;

export const DEFAULT_RETRY_DELAY_MS = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

const LEASE_EXPIRED_MESSAGE = "The worker running this job stopped before it finished, on its last attempt.";

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Queues the run of a periodic kind (`JobHandlers.every`) for the interval `slot` (whole intervals
 * since the epoch), due at its start: its dedupe key names the slot, so it is queued once whoever asks.
 */
export async function enqueuePeriodic(db: Database, kind: string, intervalMs: number, slot: number) {
  return enqueue(db, {
    kind,
    runAt: new Date(slot * intervalMs),
    dedupeKey: `${kind}:${slot}`,
    maxAttempts: 1,
  });
}

/** How long the finished runs of a periodic kind are kept, for an operator to look back on. */
export const PERIODIC_RUNS_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Deletes the runs of a periodic kind that ended (done) more than PERIODIC_RUNS_KEPT_MS ago: an
 * hourly kind would otherwise leave a row an hour for ever. Failed runs stay, to be looked into.
 */
export async function prunePeriodicRuns(db: Database, kind: string) {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.state, "done"),
        sql`${jobs.finished} < now() - ${milliseconds(PERIODIC_RUNS_KEPT_MS)}`,
      ),
    );
}

/** The interval slot `at` falls in. */
export function periodicSlot(intervalMs: number, at = Date.now()): number {
  return Math.floor(at / intervalMs);
}

function milliseconds(ms: number) {
  return sql`(cast(${Math.round(ms)} as integer) * interval '1 millisecond')`;
}

/**
 * Runs the jobs in the `jobs` table: claims due ones with FOR UPDATE SKIP LOCKED (so that workers in
 * any number of processes never take the same job), leases each for `leaseMs`, and runs its handler.
 * A job whose lease ran out (its worker crashed or was stopped) is claimed again: that is how work
 * left over by a restart resumes.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? 4;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const report = options.onError ?? (() => undefined);

  let started = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let unsubscribe: (() => void) | null = null;
  const running = new Set<Promise<void>>();
  /** The lease renewals of the jobs under way, ended with each job or once stop() has waited its time. */
  const renewals = new Set<() => void>();
  /** Jobs under way by kind, for the kinds that limit how many run at once. */
  const runningByKind = new Map<string, number>();

  function schedule(delayMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      polling = poll().then((nextDelayMs) => {
        polling = null;
        schedule(pollAgain ? 0 : nextDelayMs);
      });
    }, delayMs);
  }

  function wake() {
    if (!started) return;
    if (polling) pollAgain = true;
    else schedule(0);
  }

  /** Claims and starts what is due; answers how long to wait before the next poll. */
  async function poll(): Promise<number> {
    pollAgain = false;
    const free = concurrency - running.size;
    const kinds = handlers.kinds();
    let claimed: ClaimedRow[] = [];
    try {
      if (free > 0 && kinds.length > 0) {
        await failAbandoned(kinds);
        const open = kinds.filter((kind) => handlers.concurrency(kind) === undefined);
        if (open.length > 0) claimed = await claim(open, free);
        for (const kind of kinds) {
          const limit = handlers.concurrency(kind);
          if (limit === undefined) continue;
          const room = Math.min(limit - (runningByKind.get(kind) ?? 0), free - claimed.length);
          if (room > 0) claimed = [...claimed, ...(await claim([kind], room))];
        }
      }
    } catch (error) {
      report(error);
    }
    for (const row of claimed) {
      runningByKind.set(row.kind, (runningByKind.get(row.kind) ?? 0) + 1);
      const run = runJob(row).finally(() => {
        running.delete(run);
        runningByKind.set(row.kind, (runningByKind.get(row.kind) ?? 1) - 1);
        wake();
      });
      running.add(run);
    }
    // A full batch may have left more due jobs behind.
    return free > 0 && claimed.length === free ? 0 : pollIntervalMs;
  }

  // A job whose worker died on its last attempt would otherwise be claimed forever.
  async function failAbandoned(kinds: string[]) {
    await db
      .update(jobs)
      .set({
        state: "failed",
        lastError: LEASE_EXPIRED_MESSAGE,
        finished: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(
        sql`${jobs.state} = 'running' and ${jobs.lockedUntil} <= now() and ${jobs.attempts} >= ${jobs.maxAttempts} and ${jobs.kind} in ${kinds}`,
      );
  }

  async function claim(kinds: string[], limit: number): Promise<ClaimedRow[]> {
    // Materialized, so that the locked rows are picked once however the planner joins them.
    return rowsOf<ClaimedRow>(
      db,
      sql`
      with next as materialized (
        select id from jobs
        where kind in ${kinds}
          and (
            (state = 'queued' and run_at <= now())
            -- A dead worker's job, unless that was its last attempt: failAbandoned ends those, and a
            -- lease running out between the two statements must not give it one attempt more.
            or (state = 'running' and locked_until <= now() and attempts < max_attempts)
          )
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs
      set state = 'running', attempts = jobs.attempts + 1, locked_by = ${id},
        locked_until = now() + ${milliseconds(leaseMs)}
      from next
      where jobs.id = next.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts`,
    );
  }

  /** This run's hold on the job: the same job claimed again later has a higher attempt. */
  function leased(jobId: number, attempt: number) {
    return and(
      eq(jobs.id, jobId),
      eq(jobs.state, "running"),
      eq(jobs.lockedBy, id),
      eq(jobs.attempts, attempt),
    );
  }

  async function finish(target: Database, jobId: number, attempt: number): Promise<boolean> {
    const done = await target
      .update(jobs)
      .set({ state: "done", finished: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
      .where(leased(jobId, attempt))
      .returning({ id: jobs.id });
    return done.length > 0;
  }

  async function runJob(row: ClaimedRow) {
    const jobId = Number(row.id);
    const attempt = row.attempts;
    const handler = handlers.get(row.kind);
    let completed = false;
    const actor: Actor = { userId: null, username: null, role: null, source: "job", address: null };
    const context: JobContext = {
      id: jobId,
      kind: row.kind,
      payload: row.payload,
      attempt,
      maxAttempts: row.max_attempts,
      leaseMs,
      extendLease: async (ms = leaseMs) => {
        const extended = await db
          .update(jobs)
          .set({ lockedUntil: sql`now() + ${milliseconds(ms)}` })
          .where(leased(jobId, attempt))
          .returning({ id: jobs.id });
        if (extended.length === 0) throw new JobLeaseLostError(jobId);
      },
      complete: async (tx) => {
        if (!(await finish(tx, jobId, attempt))) throw new JobLeaseLostError(jobId);
        completed = true;
      },
      stopping: () => !started,
      onBehalfOf: async (userId) => {
        actor.userId = userId;
        const [user] =
          userId === null
            ? []
            : await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
        actor.username = user?.username ?? null;
      },
    };
    const endRenewal = renewLease(context);
    try {
      if (!handler) throw new Error(`No handler is registered for "${row.kind}" jobs.`);
      // Periodic work queues its next run first, so that a run that fails does not end the series.
      const intervalMs = handlers.interval(row.kind);
      if (intervalMs !== undefined) {
        await enqueuePeriodic(db, row.kind, intervalMs, periodicSlot(intervalMs) + 1);
        await prunePeriodicRuns(db, row.kind);
      }
      await withActor({ actor: () => actor }, () => handler(context));
      if (!completed && !(await finish(db, jobId, attempt))) throw new JobLeaseLostError(jobId);
    } catch (error) {
      if (error instanceof JobStoppedError) {
        await release(jobId, attempt).catch((failure: unknown) =>
          report(failure, { id: jobId, kind: row.kind }),
        );
        return;
      }
      report(error, { id: jobId, kind: row.kind });
      if (error instanceof JobLeaseLostError) return;
      await failAttempt(jobId, attempt, row.max_attempts, error).catch((failure: unknown) =>
        report(failure, { id: jobId, kind: row.kind }),
      );
    } finally {
      endRenewal();
    }
  }

  /**
   * Renews the job's lease every third of a lease while its handler runs in this living process, so
   * that a step longer than a lease (reading a large workbook through) does not pass the job to
   * another run beside it; only a process that died (or a handler left behind by stop) loses it.
   */
  function renewLease(context: JobContext): () => void {
    let renewing = false;
    const timer = setInterval(
      () => {
        if (renewing) return;
        renewing = true;
        context
          .extendLease()
          .catch((error: unknown) => {
            // Lost: the handler learns it at its next extension or completion. Otherwise tried again.
            if (error instanceof JobLeaseLostError) end();
          })
          .finally(() => {
            renewing = false;
          });
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    const end = () => {
      clearInterval(timer);
      renewals.delete(end);
    };
    renewals.add(end);
    return end;
  }

  /** Hands a job stopped with its worker back to the queue, the stopped run not counted as an attempt. */
  async function release(jobId: number, attempt: number) {
    await db
      .update(jobs)
      .set({
        state: "queued",
        attempts: sql`${jobs.attempts} - 1`,
        runAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(leased(jobId, attempt));
  }

  async function failAttempt(jobId: number, attempt: number, maxAttempts: number, error: unknown) {
    const last = attempt >= maxAttempts;
    await db
      .update(jobs)
      .set({
        state: last ? "failed" : "queued",
        lastError: messageOf(error),
        runAt: last ? undefined : sql`now() + ${milliseconds(retryDelayMs(attempt))}`,
        finished: last ? sql`now()` : null,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(leased(jobId, attempt));
  }

  return {
    id,
    start: () => {
      if (started) return;
      started = true;
      unsubscribe = onEnqueue(wake);
      const periodic = handlers.periodicKinds();
      if (periodic.length === 0) {
        schedule(0);
        return;
      }
      // The current interval's run of each periodic kind (queued once, whichever worker starts first).
      void Promise.all(
        periodic.map(async (kind) => {
          const intervalMs = handlers.interval(kind) as number;
          await enqueuePeriodic(db, kind, intervalMs, periodicSlot(intervalMs));
        }),
      )
        .catch((error: unknown) => report(error))
        .finally(() => schedule(0));
    },
    wake,
    stop: async () => {
      if (!started) return;
      started = false;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await polling;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, stopTimeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      // A handler still under way is left alone: its lease runs out, and another worker takes the job.
      for (const end of [...renewals]) end();
    },
  };
}
