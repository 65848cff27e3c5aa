// What the server benchmarks share: timing, percentiles, the statements a request ran replayed
// raw on the same database connection, and a scratch PostgreSQL database.
import { randomBytes } from "node:crypto";
import pg from "pg";

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function timed(action) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/**
 * Records the statements the server sends through the database client while `capture` is on, so
 * they can be replayed raw (no Fastify, envelope, validation or drizzle mapping) on the same client.
 * Statements sent while another is under way are kept together and replayed together, as the
 * server ran them (a page and its count, say).
 */
export function recordStatements(client) {
  const query = client.query.bind(client);
  let captured = null;
  let underWay = 0;
  client.query = (...args) => {
    if (captured) {
      if (underWay > 0 && captured.length > 0) captured[captured.length - 1].push(args);
      else captured.push([args]);
    }
    underWay += 1;
    const result = query(...args);
    const done = () => {
      underWay -= 1;
    };
    result.then(done, done);
    return result;
  };
  return {
    /** The statements `action` sent, in groups that ran together. */
    async capture(action) {
      captured = [];
      try {
        await action();
        return captured;
      } finally {
        captured = null;
      }
    },
    /** Replays the groups in order; `fresh` may renew parameters that must be unique. */
    async replay(groups, fresh = (args) => args) {
      for (const group of groups) await Promise.all(group.map((args) => query(...fresh(args))));
    },
    /** The client's own query, unrecorded. */
    query,
  };
}

/** A database of its own on a PostgreSQL server, and how to drop it. */
export async function scratchPostgres(serverUrl) {
  const name = `pipeline_bench_${randomBytes(6).toString("hex")}`;
  const run = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
