import type { JobHandler } from "./types";

/** Which handler runs each kind of job. A worker claims only the kinds registered here. */
export type JobHandlers = {
  /** Registers the handler for `kind`; each kind has one. */
  handle: <Payload>(kind: string, handler: JobHandler<Payload>, options?: JobKindOptions) => void;
  get: (kind: string) => JobHandler | undefined;
  kinds: () => string[];
  /** At most how many jobs of `kind` one worker runs at once; undefined: the worker's own limit. */
  concurrency: (kind: string) => number | undefined;
  /**
   * Registers the handler of work done again every `intervalMs` (reminders, say): a worker queues
   * the current run when it starts, and each run queues the next before it works. One job per
   * interval, whichever processes run workers (its dedupe key names the interval).
   */
  every: <Payload>(kind: string, intervalMs: number, handler: JobHandler<Payload>) => void;
  /** The interval of a kind registered with `every`; undefined for others. */
  interval: (kind: string) => number | undefined;
  /** The kinds registered with `every`. */
  periodicKinds: () => string[];
};

export type JobKindOptions = {
  /**
   * At most this many jobs of the kind run at once in one worker: the rest are left for workers of
   * other processes, so that parts of one piece of work spread over them.
   */
  concurrency?: number;
};

export function createJobHandlers(): JobHandlers {
  const handlers = new Map<string, JobHandler>();
  const limits = new Map<string, number>();
  const intervals = new Map<string, number>();
  const handle: JobHandlers["handle"] = (kind, handler, options = {}) => {
    if (handlers.has(kind)) throw new Error(`A handler for "${kind}" jobs is registered already.`);
    // The payload was stored as the enqueuer gave it; the kind is what ties the two together.
    handlers.set(kind, handler as JobHandler);
    if (options.concurrency !== undefined) limits.set(kind, Math.max(1, options.concurrency));
  };
  return {
    handle,
    get: (kind) => handlers.get(kind),
    kinds: () => [...handlers.keys()],
    concurrency: (kind) => limits.get(kind),
    every: (kind, intervalMs, handler) => {
      if (!Number.isInteger(intervalMs) || intervalMs < 1000) {
        throw new RangeError(`The interval of "${kind}" jobs must be a whole number of ms, at least 1000.`);
      }
      // One job per interval; a late run may still overlap the next, so a handler must bear that.
      handle(kind, handler);
      intervals.set(kind, intervalMs);
    },
    interval: (kind) => intervals.get(kind),
    periodicKinds: () => [...intervals.keys()],
  };
}
