import type { JobHandler } from "./types";

/** Which handler runs each kind of job. A worker claims only the kinds registered here. */
export type JobHandlers = {
  /** Registers the handler for `kind`; each kind has one. */
  handle: <Payload>(kind: string, handler: JobHandler<Payload>, options?: JobKindOptions) => void;
  get: (kind: string) => JobHandler | undefined;
  kinds: () => string[];
  /** At most how many jobs of `kind` one worker runs at once; undefined: the worker's own limit. */
  concurrency: (kind: string) => number | undefined;
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
  return {
    handle: (kind, handler, options = {}) => {
      if (handlers.has(kind)) throw new Error(`A handler for "${kind}" jobs is registered already.`);
      // The payload was stored as the enqueuer gave it; the kind is what ties the two together.
      handlers.set(kind, handler as JobHandler);
      if (options.concurrency !== undefined) limits.set(kind, Math.max(1, options.concurrency));
    },
    get: (kind) => handlers.get(kind),
    kinds: () => [...handlers.keys()],
    concurrency: (kind) => limits.get(kind),
  };
}
