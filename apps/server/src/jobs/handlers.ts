import type { JobHandler } from "./types";

/** Which handler runs each kind of job. A worker claims only the kinds registered here. */
export type JobHandlers = {
  /** Registers the handler for `kind`; each kind has one. */
  handle: <Payload>(kind: string, handler: JobHandler<Payload>) => void;
  get: (kind: string) => JobHandler | undefined;
  kinds: () => string[];
};

export function createJobHandlers(): JobHandlers {
  const handlers = new Map<string, JobHandler>();
  return {
    handle: (kind, handler) => {
      if (handlers.has(kind)) throw new Error(`A handler for "${kind}" jobs is registered already.`);
      // The payload was stored as the enqueuer gave it; the kind is what ties the two together.
      handlers.set(kind, handler as JobHandler);
    },
    get: (kind) => handlers.get(kind),
    kinds: () => [...handlers.keys()],
  };
}
