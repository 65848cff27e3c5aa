import type { Database } from "../db/database";

/** What a handler is given: the job as claimed, and the means to keep or close its lease. */
export type JobContext<Payload = unknown> = {
  /**
   * The job's id, stable across every attempt: the idempotency key. A handler with effects outside
   * the database records what it did against this id and checks that record before doing it again.
   */
  id: number;
  kind: string;
  payload: Payload;
  /** 1 on the first run; a run cut short by a crash counts too. */
  attempt: number;
  maxAttempts: number;
  /** How long a lease lasts, in ms; the worker renews it every third of a lease while the handler runs. */
  leaseMs: number;
  /**
   * Pushes the lease out by `ms` (default: the worker's lease) from now. Throws JobLeaseLostError when
   * the lease has already passed to another worker: long work calls it between its steps to stop then.
   */
  extendLease: (ms?: number) => Promise<void>;
  /**
   * Marks the job done inside the handler's own transaction, so that what the handler records and
   * the job's end commit together. Throws JobLeaseLostError (rolling that transaction back) when the
   * lease is no longer this worker's. Optional: a handler that returns normally is marked done anyway.
   */
  complete: (tx: Database) => Promise<void>;
  /**
   * True once the worker is stopping (the server shuts down): long work stops at its next safe
   * point and throws JobStoppedError, which hands the job back without using up an attempt.
   */
  stopping: () => boolean;
  /**
   * Names the user the job writes for (who started the import, who made the campaign): the audit
   * trail records its writes as theirs (their id and name), with the job as the source. Without
   * it, nobody's.
   */
  onBehalfOf: (userId: number | null) => Promise<void>;
};

/**
 * Runs one job. May run more than once for the same job (a retry, or a crash after the work but
 * before the job was marked done), so it must be idempotent: see JobContext.id. Throwing schedules a
 * retry, until the job's attempts run out and it is failed with the error's message.
 */
export type JobHandler<Payload = unknown> = (job: JobContext<Payload>) => Promise<void>;

/** Thrown by a handler that stopped at a safe point because the worker is stopping: the job is queued again. */
export class JobStoppedError extends Error {
  override name = "JobStoppedError";
  constructor(jobId: number) {
    super(`Job ${jobId} was stopped with its worker; it runs again on the next start.`);
  }
}

/** The lease on a job ran out and another worker took it: this run must not touch it any more. */
export class JobLeaseLostError extends Error {
  override name = "JobLeaseLostError";
  constructor(jobId: number) {
    super(`Job ${jobId} is no longer leased to this worker.`);
  }
}
