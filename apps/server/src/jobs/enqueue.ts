import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { jobs } from "../db/schema";

export type EnqueueInput = {
  kind: string;
  /** Stored as JSON: keep it to ids and plain values, and read the rest when the job runs. */
  payload?: unknown;
  /** Not before this time; default: now. */
  runAt?: Date;
  /** A second enqueue with the same key (ever, whatever the first job's state) adds nothing. */
  dedupeKey?: string;
  /** Runs before the job is failed; default 5. */
  maxAttempts?: number;
};

export type Enqueued = {
  id: number;
  /** False when the dedupe key was taken: `id` is then the job enqueued before. */
  created: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after each enqueue in this process (so a worker need not wait for its next poll). */
export function onEnqueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds a job. Given a transaction, the job commits or rolls back with the caller's own writes, so
 * work is never queued for a change that did not happen, nor a change made without its work.
 */
export async function enqueue(db: Database, input: EnqueueInput): Promise<Enqueued> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt,
      dedupeKey: input.dedupeKey ?? null,
      maxAttempts: input.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` })
    .returning({ id: jobs.id });
  let result: Enqueued;
  if (row) {
    result = { id: row.id, created: true };
  } else {
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.dedupeKey, input.dedupeKey ?? ""));
    if (!existing) throw new Error(`The job with dedupe key "${input.dedupeKey}" could not be read.`);
    result = { id: existing.id, created: false };
  }
  // Inside a transaction the job is not visible yet; a worker woken early then simply finds it on a
  // later poll.
  for (const listener of listeners) listener();
  return result;
}
