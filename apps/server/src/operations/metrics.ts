import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { gatheredMetrics, servingUnderPrimary } from "../cluster";
import type { Database } from "../db/database";
import { driverOf } from "../db/openDatabase";
import { rowsOf } from "../db/rows";

/** The route label of a request no route matched: one series, however many unknown paths are asked for. */
export const UNMATCHED_ROUTE = "unmatched";

export type ServerMetrics = {
  /** The text format's content type. */
  readonly contentType: string;
  /** Every metric in Prometheus's text format, the jobs queue read now. */
  render: () => Promise<string>;
  /** Counts one answered request and its duration. */
  observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) => void;
};

type JobRow = { kind: string; state: string; count: string | number; oldest_seconds: string | number | null };

/**
 * The server's metrics in a registry of its own (one per server, so several in one test process
 * never meet): requests by route and status, their durations, the jobs queue per kind, the database
 * connections, and Node's own (memory, event loop, CPU). The queue and the connections are read
 * when the metrics are asked for, not kept up to date between.
 */
export function createServerMetrics(db: Database | null): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "pipeline_" });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "pipeline_http_requests_total",
    help: "Requests answered, by method, route (its pattern) and status.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "pipeline_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route and status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Read when the metrics are asked for (render), so that both gauges come from one query. The queue
  // is the database's, not a process's: under a primary it is read by the process answering, and
  // the rest gathered from every process.
  const queueRegistry = new Registry();
  let readQueue: (() => Promise<void>) | null = null;
  if (db) {
    const queue = new Gauge({
      name: "pipeline_jobs",
      help: "Background jobs waiting (queued, due or not) and running, by kind.",
      labelNames: ["kind", "state"],
      registers: [queueRegistry],
    });
    const oldest = new Gauge({
      name: "pipeline_jobs_oldest_due_seconds",
      help: "How long the oldest due queued job of each kind has waited past its time.",
      labelNames: ["kind"],
      registers: [queueRegistry],
    });
    readQueue = async () => {
      const rows = await rowsOf<JobRow>(
        db,
        sql`select kind, state, count(*) as count,
              extract(epoch from now() - min(run_at) filter (where run_at <= now())) as oldest_seconds
            from jobs where state in ('queued', 'running') group by kind, state`,
      );
      queue.reset();
      oldest.reset();
      for (const row of rows) {
        queue.set({ kind: row.kind, state: row.state }, Number(row.count));
        if (row.state === "queued")
          oldest.set({ kind: row.kind }, Math.max(0, Number(row.oldest_seconds ?? 0)));
      }
    };
    const driver = (() => {
      try {
        return driverOf(db);
      } catch {
        return null;
      }
    })();
    if (driver) {
      new Gauge({
        name: "pipeline_db_connections",
        help: "Database connections: total and idle in the pool, and requests waiting for one (the embedded database is one connection).",
        labelNames: ["state"],
        registers: [registry],
        collect() {
          const pool = driver.kind === "postgres" ? driver.pool : null;
          this.set({ state: "total" }, pool ? pool.totalCount : 1);
          this.set({ state: "idle" }, pool ? pool.idleCount : 0);
          this.set(
            { state: "waiting" },
            pool ? pool.waitingCount : driver.kind === "pglite" ? driver.queue.waiting() : 0,
          );
        },
      });
    }
  }

  const processMetrics = servingUnderPrimary() ? gatheredMetrics(registry) : () => registry.metrics();
  return {
    contentType: registry.contentType,
    async render() {
      await readQueue?.();
      const [processes, queue] = await Promise.all([processMetrics(), queueRegistry.metrics()]);
      return `${processes.trimEnd()}\n${queue}`;
    },
    observeRequest(labels, seconds) {
      const values = { ...labels, status: String(labels.status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
  };
}
