// What the server benchmarks share: timing, percentiles, the statements a request ran replayed
// raw on the same database connection, a paged list timed against its raw SQL, the rows of their
// result tables, and a scratch PostgreSQL database.
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

/**
 * Pages 1..`pages` of a list, each a call over HTTP (`listPage(page)`) and the statements it ran
 * replayed raw: every page's statements captured once, `warmUp` rounds of both, then `requests`
 * of each, interleaved so that both see the same machine.
 */
export async function measurePages(statements, listPage, { pages, warmUp, requests }) {
  const pageSql = new Map();
  for (let page = 1; page <= pages; page += 1) {
    pageSql.set(page, await statements.capture(() => listPage(page)));
  }
  for (let run = 0; run < warmUp; run += 1) {
    await listPage(1 + (run % pages));
    await statements.replay(pageSql.get(1 + (run % pages)));
  }
  const ms = [];
  const rawMs = [];
  for (let run = 0; run < requests; run += 1) {
    const page = 1 + (run % pages);
    ms.push(await timed(() => listPage(page)));
    rawMs.push(await timed(() => statements.replay(pageSql.get(page))));
  }
  return { ms, rawMs, pageSql };
}

/** A row of a result table: p50 and p99 of `ms`, against the raw p50 when there is one. */
export function resultRow(name, ms, rawMs, groups) {
  const p50 = percentile(ms, 50);
  const raw = rawMs ? percentile(rawMs, 50) : null;
  return {
    name,
    runs: ms.length,
    "p50 ms": p50.toFixed(2),
    "p99 ms": percentile(ms, 99).toFixed(2),
    "raw p50 ms": raw === null ? "-" : raw.toFixed(2),
    "raw statements": groups ? groups.flat().length : "-",
    ratio: raw === null ? "-" : `${(p50 / raw).toFixed(2)}x`,
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
