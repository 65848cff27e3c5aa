import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, seedMarks } from "../../src/db/schema";
import {
  createJobHandlers,
  createJobWorker,
  enqueue,
  type JobContext,
  type JobHandler,
} from "../../src/jobs";
import { testDatabase } from "../db/testDatabase";
import { allJobs, eventually, FAST, gate, jobRow, untilState, workers } from "./jobWorld";

const database = testDatabase();
const worker = workers(() => database.db);

/** A handler that notes every run of each job. */
function counting(runs: Map<number, number> = new Map()) {
  const handler = async (job: JobContext) => {
    runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
  };
  return Object.assign(handler, { runs });
}

// Each test waits (up to the world's limit) for workers in the background: a loaded machine is slow.
const WAIT_TIMEOUT_MS = 20_000;

describe("enqueue", () => {
  it("adds nothing when the caller's transaction rolls back", async () => {
    const handler = counting();
    worker({ mail: handler });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { kind: "mail", payload: { to: "ada@example.org" } });
        throw new Error("The change failed.");
      }),
    ).rejects.toThrow("The change failed.");
    const { id } = await enqueue(database.db, { kind: "mail", payload: { to: "grace@example.org" } });
    await untilState(database.db, id, "done");

    expect((await allJobs(database.db)).map((job) => job.id)).toEqual([id]);
    expect([...handler.runs]).toEqual([[id, 1]]);
  });

  it("commits the job with the caller's transaction", async () => {
    const handler = counting();
    worker({ mail: handler });
    const { id } = await database.db.transaction(async (tx) => {
      await tx.insert(seedMarks).values({ key: "company-created" });
      return enqueue(tx, { kind: "mail" });
    });
    await untilState(database.db, id, "done");
    expect(handler.runs.get(id)).toBe(1);
  });

  it("makes a second enqueue with the same dedupe key a no-op", async () => {
    const first = await enqueue(database.db, { kind: "mail", dedupeKey: "welcome:7", payload: { n: 1 } });
    const second = await enqueue(database.db, { kind: "mail", dedupeKey: "welcome:7", payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });

    const handler = counting();
    worker({ mail: handler });
    await untilState(database.db, first.id, "done");
    const third = await enqueue(database.db, { kind: "mail", dedupeKey: "welcome:7" });
    expect(third).toEqual({ id: first.id, created: false });
    const rows = await allJobs(database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ n: 1 });
    expect(handler.runs.get(first.id)).toBe(1);
  });
});

describe("a worker", { timeout: WAIT_TIMEOUT_MS }, () => {
  it("runs a due job once, with its payload, and marks it done", async () => {
    const seen: JobContext[] = [];
    worker({ compress: async (job) => void seen.push(job) });
    const { id } = await enqueue(database.db, { kind: "compress", payload: { recordingId: 12 } });
    await untilState(database.db, id, "done");
    // Another job through the same worker: by then, the first would have run again if it were going to.
    const { id: next } = await enqueue(database.db, { kind: "compress", payload: { recordingId: 13 } });
    await untilState(database.db, next, "done");

    expect(seen.map((job) => [job.id, job.kind, job.payload, job.attempt])).toEqual([
      [id, "compress", { recordingId: 12 }, 1],
      [next, "compress", { recordingId: 13 }, 1],
    ]);
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ attempts: 1, lockedBy: null, lockedUntil: null, lastError: null });
    expect(row.finished).toBeInstanceOf(Date);
  });

  it("leaves a job for later alone until its time", async () => {
    const handler = counting();
    worker({ mail: handler });
    const later = await enqueue(database.db, { kind: "mail", runAt: new Date(Date.now() + 3_600_000) });
    const now = await enqueue(database.db, { kind: "mail" });
    await untilState(database.db, now.id, "done");
    expect(await jobRow(database.db, later.id)).toMatchObject({ state: "queued", attempts: 0 });
    expect(handler.runs.has(later.id)).toBe(false);

    // Its time comes.
    await database.db.execute(sql`update jobs set run_at = now() where id = ${later.id}`);
    await untilState(database.db, later.id, "done");
    expect(handler.runs.get(later.id)).toBe(1);
  });

  it("retries a failing job, then fails it with its error after its last attempt", async () => {
    const attempts: number[] = [];
    worker({
      mail: async (job) => {
        attempts.push(job.attempt);
        throw new Error(`The mail server refused the message (attempt ${job.attempt}).`);
      },
    });
    const { id } = await enqueue(database.db, { kind: "mail", maxAttempts: 3 });
    await untilState(database.db, id, "failed");

    expect(attempts).toEqual([1, 2, 3]);
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ attempts: 3, lockedBy: null });
    expect(row.lastError).toContain("The mail server refused the message (attempt 3).");
    expect(row.finished).toBeInstanceOf(Date);
  });

  it("finishes a job that fails once and then succeeds", async () => {
    worker({
      mail: async (job) => {
        if (job.attempt === 1) throw new Error("Connection reset.");
      },
    });
    const { id } = await enqueue(database.db, { kind: "mail" });
    await untilState(database.db, id, "done");
    expect(await jobRow(database.db, id)).toMatchObject({ attempts: 2, state: "done" });
  });

  it("waits between attempts as its retry delay says", async () => {
    worker(
      {
        mail: async () => {
          throw new Error("Mailbox full.");
        },
      },
      { retryDelayMs: () => 3_600_000 },
    );
    const { id } = await enqueue(database.db, { kind: "mail" });
    await eventually(
      "the first attempt failed",
      async () => (await jobRow(database.db, id)).lastError !== null,
    );
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ state: "queued", attempts: 1 });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("leaves kinds it has no handler for to the workers that have one", async () => {
    worker({ mail: counting() });
    const other = await enqueue(database.db, { kind: "import" });
    const mail = await enqueue(database.db, { kind: "mail" });
    await untilState(database.db, mail.id, "done");
    expect(await jobRow(database.db, other.id)).toMatchObject({ state: "queued", attempts: 0 });
  });

  it("lets a handler mark its job done in the transaction that records its work", async () => {
    // The e-mail pattern: "sent for job N" is written with the job's end, and checked before sending.
    const sends: number[] = [];
    worker({
      mail: async (job) => {
        const key = `sent-for-job-${job.id}`;
        const [already] = await database.db
          .execute(sql`select 1 from seed_marks where key = ${key}`)
          .then((result) => (result as unknown as { rows: unknown[] }).rows);
        if (already) return;
        sends.push(job.id);
        await database.db.transaction(async (tx) => {
          await tx.insert(seedMarks).values({ key });
          await job.complete(tx);
        });
      },
    });
    const { id } = await enqueue(database.db, { kind: "mail" });
    await untilState(database.db, id, "done");
    expect(sends).toEqual([id]);
    expect((await database.db.select().from(seedMarks)).map((mark) => mark.key)).toEqual([
      `sent-for-job-${id}`,
    ]);
  });
});

describe("workers together", { timeout: WAIT_TIMEOUT_MS }, () => {
  it("never run the same job twice", async () => {
    const runs = new Map<number, number>();
    const count = counting(runs);
    // Work that takes a moment, so that both workers have jobs under way at once.
    const mail = async (job: JobContext) => {
      await count(job);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    // Two workers on one database, as two server processes would be.
    worker({ mail }, { concurrency: 3 });
    worker({ mail }, { concurrency: 3 });
    const ids = await database.db.transaction(async (tx) => {
      const enqueued: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        enqueued.push((await enqueue(tx, { kind: "mail", payload: { index } })).id);
      }
      return enqueued;
    });
    await eventually("every job is done", async () =>
      (await allJobs(database.db)).every((job) => job.state === "done"),
    );

    expect(ids).toHaveLength(50);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((await allJobs(database.db)).every((job) => job.attempts === 1)).toBe(true);
  });

  it("resume the job of a worker that died mid-job, and finish it exactly once", async () => {
    const started = gate();
    const crashed = worker(
      {
        compress: async () => {
          started.open();
          await new Promise(() => undefined);
        },
      },
      { leaseMs: 100, stopTimeoutMs: 0 },
    );
    const { id } = await enqueue(database.db, { kind: "compress", payload: { recordingId: 5 } });
    await started.opened;
    // The process goes away with the handler under way: nothing is released, the lease runs out.
    await crashed.stop();
    expect(await jobRow(database.db, id)).toMatchObject({ state: "running", attempts: 1 });

    const finished: number[] = [];
    const restarted = worker({ compress: async (job) => void finished.push(job.attempt) }, { leaseMs: 100 });
    await untilState(database.db, id, "done");
    expect(finished).toEqual([2]);
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ state: "done", attempts: 2, lockedBy: null });
    expect(restarted.id).not.toBe(crashed.id);
  });

  it("fail a job whose worker died on its last attempt, without running it again", async () => {
    const started = gate();
    const crashed = worker(
      {
        compress: async () => {
          started.open();
          await new Promise(() => undefined);
        },
      },
      { leaseMs: 100, stopTimeoutMs: 0 },
    );
    const { id } = await enqueue(database.db, { kind: "compress", maxAttempts: 1 });
    await started.opened;
    await crashed.stop();

    const handler = counting();
    worker({ compress: handler });
    await untilState(database.db, id, "failed");
    expect(handler.runs.size).toBe(0);
    expect((await jobRow(database.db, id)).lastError).toMatch(/stopped before it finished/);
  });

  it("leave a job alone while its handler extends the lease", async () => {
    const handler = counting();
    const steps = gate();
    let step = 0;
    worker(
      {
        compress: async (job) => {
          await handler(job);
          // Longer than several leases in all, each step well inside one.
          for (; step < 6; step += 1) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await job.extendLease();
          }
          steps.open();
        },
      },
      { leaseMs: 250 },
    );
    const { id } = await enqueue(database.db, { kind: "compress" });
    await eventually("the job is running", async () => (await jobRow(database.db, id)).state === "running");
    const other = counting();
    worker({ compress: other }, { leaseMs: 250 });
    await steps.opened;
    await untilState(database.db, id, "done");
    expect(handler.runs.get(id)).toBe(1);
    expect(other.runs.size).toBe(0);
  });
  it("leave a job alone while its handler runs, through a step longer than several leases", async () => {
    const handler = counting();
    const release = gate();
    // No extension by the handler: one step, as reading a large workbook through is.
    worker(
      {
        compress: async (job) => {
          await handler(job);
          await release.opened;
        },
      },
      { leaseMs: 150, pollIntervalMs: 20 },
    );
    const { id } = await enqueue(database.db, { kind: "compress" });
    await eventually("the job is running", async () => (await jobRow(database.db, id)).state === "running");
    const other = counting();
    worker({ compress: other }, { leaseMs: 150, pollIntervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    release.open();
    await untilState(database.db, id, "done");
    expect(handler.runs.get(id)).toBe(1);
    expect(other.runs.size).toBe(0);
    expect(await jobRow(database.db, id)).toMatchObject({ state: "done", attempts: 1 });
  });
});

describe("stop", { timeout: WAIT_TIMEOUT_MS }, () => {
  it("waits for the handlers under way to finish", async () => {
    const release = gate();
    const started = gate();
    const running = worker({
      compress: async () => {
        started.open();
        await release.opened;
      },
    });
    const { id } = await enqueue(database.db, { kind: "compress" });
    await started.opened;

    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    // Some round trips to the database while the handler is still under way.
    for (let check = 0; check < 5; check += 1) {
      expect(await jobRow(database.db, id)).toMatchObject({ state: "running" });
    }
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(await jobRow(database.db, id)).toMatchObject({ state: "done" });
  });

  it("claims nothing more once stopped", async () => {
    const handler = counting();
    const stoppedWorker = worker({ mail: handler });
    await stoppedWorker.stop();
    const { id } = await enqueue(database.db, { kind: "mail" });
    const marker = await enqueue(database.db, { kind: "marker" });
    worker({ marker: counting() });
    await untilState(database.db, marker.id, "done");
    expect(await jobRow(database.db, id)).toMatchObject({ state: "queued" });
    expect(handler.runs.size).toBe(0);
  });
});

describe("periodic work", { timeout: WAIT_TIMEOUT_MS }, () => {
  const HOUR = 3_600_000;
  const periodicWorker = (handler: JobHandler) => {
    const registry = createJobHandlers();
    registry.every("sweep", HOUR, handler);
    const started = createJobWorker({ ...FAST, db: database.db, handlers: registry });
    started.start();
    return started;
  };

  it("runs once for the hour whichever workers start, and each run queues the next hour's", async () => {
    const handler = counting();
    const first = periodicWorker(handler);
    const second = periodicWorker(handler);
    try {
      const hour = Math.floor(Date.now() / HOUR);
      const keyOf = (slot: number) => `sweep:${slot}`;
      await eventually("the hour's run is done and the next queued", async () => {
        const rows = await allJobs(database.db);
        return (
          rows.some((row) => row.dedupeKey === keyOf(hour) && row.state === "done") &&
          rows.some((row) => row.dedupeKey === keyOf(hour + 1))
        );
      });
      const sweeps = (await allJobs(database.db)).filter((row) => row.kind === "sweep");
      // The run of the hour (or of the next, should the test cross an hour) and the one after.
      expect(sweeps.length).toBeLessThanOrEqual(3);
      const next = sweeps.find((row) => row.dedupeKey === keyOf(hour + 1));
      expect(next?.runAt.getTime()).toBe((hour + 1) * HOUR);
      expect([...handler.runs.values()].every((runs) => runs === 1)).toBe(true);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it("keeps a week of its finished runs: older ones are deleted as a run starts, failed ones kept", async () => {
    const hour = Math.floor(Date.now() / HOUR);
    const ago = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    // Earlier runs, keyed by slots long past so that none is the hour's.
    const earlier = [
      { key: "old-done", state: "done" as const, finished: ago(8) },
      { key: "recent-done", state: "done" as const, finished: ago(6) },
      { key: "old-failed", state: "failed" as const, finished: ago(9) },
    ];
    await database.db.insert(jobs).values(
      earlier.map((run, at) => ({
        kind: "prune-sweep",
        state: run.state,
        runAt: run.finished,
        dedupeKey: `prune-sweep:${hour - 1_000 - at}:${run.key}`,
        finished: run.finished,
        maxAttempts: 1,
      })),
    );
    const registry = createJobHandlers();
    registry.every("prune-sweep", HOUR, counting());
    const started = createJobWorker({ ...FAST, db: database.db, handlers: registry });
    started.start();
    try {
      await eventually("the hour's run is done", async () =>
        (await allJobs(database.db)).some(
          (row) => row.dedupeKey === `prune-sweep:${hour}` && row.state === "done",
        ),
      );
      const left = (await allJobs(database.db))
        .filter((row) => row.kind === "prune-sweep")
        .map((row) => row.dedupeKey?.split(":")[2] ?? row.dedupeKey);
      expect(left).not.toContain("old-done");
      expect(left).toEqual(expect.arrayContaining(["recent-done", "old-failed"]));
    } finally {
      await started.stop();
    }
  });

  it("refuses an interval under a second", () => {
    expect(() => createJobHandlers().every("sweep", 10, counting())).toThrow(RangeError);
  });
});
