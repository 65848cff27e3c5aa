import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";

// Who writes: the audit trail's trigger (audit_row, migration 0010) reads the writer from the
// transaction's setting pipeline.actor. Each request and each job runs in a context of its own
// (AsyncLocalStorage) naming its writer; the database clients below set the setting at the start
// of every transaction made in such a context, and run a single write statement made there in a
// transaction of its own, so the setting never outlives the write it names.

/** Who is writing, as the audit trail records it. */
export type Actor = {
  userId: number | null;
  username: string | null;
  role: string | null;
  source: "request" | "job" | "system";
  address: string | null;
};

/** A context's writer, read when a transaction starts (a request knows its user only once signed in). */
export type ActorContext = { actor: () => Actor | null };

const contexts = new AsyncLocalStorage<ActorContext>();

/** Runs `work` with `context` naming the writer of everything it writes. */
export function withActor<T>(context: ActorContext, work: () => T): T {
  return contexts.run(context, work);
}

/** The writer of the running context, as the setting's JSON; null outside any. */
function currentActor(): string | null {
  const actor = contexts.getStore()?.actor();
  if (!actor) return null;
  return JSON.stringify({
    user_id: actor.userId,
    username: actor.username,
    role: actor.role,
    source: actor.source,
    address: actor.address,
  });
}

const SET_ACTOR = "select set_config('pipeline.actor', $1, true)";
/** A statement that may write: the trigger only runs for these. */
const WRITES = /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i;
const BEGINS = /^\s*(begin|start transaction)\b/i;

function textOf(query: unknown): string {
  if (typeof query === "string") return query;
  return typeof (query as { text?: unknown })?.text === "string" ? (query as { text: string }).text : "";
}

/** The embedded database's client, naming each context's writer to its transactions. */
export function pgliteWithActors(client: PGlite): PGlite {
  // Read from the client at each call, not once: a benchmark's recorder may stand in for them.
  const query: PGlite["query"] = (...args) => client.query(...args);
  const transaction: PGlite["transaction"] = (work) => client.transaction(work);
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (text: string, params?: unknown[], options?: object) => {
          const actor = currentActor();
          if (!actor || !WRITES.test(text)) return query(text, params, options);
          return transaction(async (tx) => {
            await tx.query(SET_ACTOR, [actor]);
            return tx.query(text, params, options);
          });
        };
      }
      if (property === "transaction") {
        return <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
          transaction(async (tx) => {
            const actor = currentActor();
            if (actor) await tx.query(SET_ACTOR, [actor]);
            return work(tx);
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type Query = (query: unknown, params?: unknown) => Promise<pg.QueryResult>;

/** A client taken from the pool: after drizzle's `begin`, the context's writer is named. */
function clientWithActors(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as Query;
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return async (sent: unknown, params?: unknown) => {
          const result = await query(sent, params);
          const actor = BEGINS.test(textOf(sent)) ? currentActor() : null;
          if (actor) await query(SET_ACTOR, [actor]);
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** PostgreSQL's pool, naming each context's writer to its transactions. */
export function poolWithActors(pool: pg.Pool): pg.Pool {
  const connect = () => pool.connect();
  const query = ((sent: unknown, params?: unknown) =>
    pool.query(sent as string, params as unknown[])) as Query;
  return new Proxy(pool, {
    get(target, property) {
      if (property === "connect") return async () => clientWithActors(await connect());
      if (property === "query") {
        return async (sent: unknown, params?: unknown) => {
          const actor = currentActor();
          if (!actor || !WRITES.test(textOf(sent))) return query(sent, params);
          const client = await connect();
          const run = client.query.bind(client) as Query;
          try {
            await run("begin");
            await run(SET_ACTOR, [actor]);
            const result = await run(sent, params);
            await run("commit");
            return result;
          } catch (error) {
            await run("rollback").catch(() => undefined);
            throw error;
          } finally {
            client.release();
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Leaves the rest of transaction `tx` out of the audit trail: an import's batch (the import itself
 * is recorded, with who started it, its file and its counts) and a restore (its rows were recorded
 * when they were first written).
 */
export async function leaveOutOfAudit(tx: { execute: (query: SQL) => Promise<unknown> }): Promise<void> {
  await tx.execute(sql`select set_config('pipeline.audit', 'off', true)`);
}
