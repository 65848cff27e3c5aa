import type { PGlite } from "@electric-sql/pglite";

// The embedded database is one connection, taken by one statement or one transaction at a time.
// PGlite queues the others itself, but hands the connection on within the same turn of the event
// loop: under load the queue never empties, so Node reads no new request and writes no finished
// answer until it does, and a request whose next step waits on the network waits for the whole
// queue (seconds, at 50 connections). This queue is first come, first served and gives the
// connection, free or not, in a later turn, after the waiting network events; past `limit` waiting
// it refuses at once, so a flood is answered 503 (`Retry-After`) rather than left to wait without end.

/** More statements wait for the embedded database than it serves in reasonable time. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(readonly retryAfterSeconds: number) {
    super("The embedded database has more work waiting than it takes.");
  }
}

/** The DatabaseBusyError behind `error`, which the query builder wraps in errors of its own. */
export function databaseBusy(error: unknown): DatabaseBusyError | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause instanceof DatabaseBusyError) return cause;
    cause = cause.cause;
  }
  return null;
}

export type PgliteQueue = {
  /** How many statements or transactions wait for the connection now. */
  waiting(): number;
};

/** The methods that take the connection: each call waits its turn. */
const TAKES_CONNECTION = new Set<PropertyKey>(["query", "exec", "transaction", "sql"]);

/**
 * `client` behind a first-come-first-served queue of at most `limit` waiting calls (statements,
 * scripts or transactions); a call past it fails with DatabaseBusyError.
 */
export function queuedPglite(client: PGlite, limit: number): { client: PGlite; queue: PgliteQueue } {
  const waiting: Array<() => void> = [];
  let busy = false;

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (busy) {
      if (waiting.length >= limit) throw new DatabaseBusyError(1);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      // A free connection too is taken in the next turn: a statement runs in no more than a few
      // milliseconds, so a request that ran its next one at once would run to its answer inside
      // the turn that read it, and every request read in that turn likewise, while connections
      // opened meanwhile wait for the turn to end to be read at all.
      busy = true;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    busy = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // Handed on in the event loop's next turn: the network events already waiting go first.
      if (next) setImmediate(next);
      else busy = false;
    }
  }

  const queued = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!TAKES_CONNECTION.has(property)) return method;
      return (...args: unknown[]) => inTurn(() => method(...args) as Promise<unknown>);
    },
  });
  return { client: queued, queue: { waiting: () => waiting.length } };
}
