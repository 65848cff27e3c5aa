import cluster, { type Worker } from "node:cluster";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { AggregatorRegistry } from "prom-client";
import { type FromServing, isOurs, type ToServing } from "./messages";

// WEB_CONCURRENCY processes on one port (PostgreSQL only). The primary prepares the installation
// (migrations, seed, generated keys) before it forks, so that the serving processes never race to
// do it; it then forks them, starts another in place of one that ends, relays a backup's hold on
// file removals to every process, gathers their metrics, and on SIGTERM or SIGINT stops them all
// and exits once they have (0 when every one stopped cleanly).

export type PrimaryOptions = {
  processes: number;
  /** How long the serving processes have to stop; the primary waits a little longer. */
  shutdownTimeoutMs: number;
  /** Given to every serving process beside the primary's own environment. */
  env: Record<string, string>;
  log: Logger;
  /** Once every process listens: the address they share. */
  onListening: (address: AddressInfo) => void;
  /** Before the primary exits. */
  onStopped: () => void;
};

const STOP_MARGIN_MS = 5_000;

export function runPrimary(options: PrimaryOptions): void {
  const { log } = options;
  const metrics = new AggregatorRegistry();
  /** Holds in place: their id and the process that asked. */
  const holds = new Map<string, number>();
  /** Holds asked for and not yet granted: the processes yet to confirm. */
  const granting = new Map<string, { asker: Worker; waiting: Set<number> }>();
  const listened = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const live = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
  const tell = (worker: Worker, message: ToServing) => {
    if (worker.isConnected()) worker.send(message);
  };

  function fork() {
    cluster.fork(options.env);
  }

  function confirmed(id: string, workerId: number) {
    const pending = granting.get(id);
    if (!pending) return;
    pending.waiting.delete(workerId);
    if (pending.waiting.size > 0) return;
    granting.delete(id);
    tell(pending.asker, { type: "pipeline:hold-granted", id });
  }

  function endHold(id: string) {
    holds.delete(id);
    granting.delete(id);
    for (const worker of live()) tell(worker, { type: "pipeline:release", id });
  }

  function onMessage(worker: Worker, message: FromServing) {
    switch (message.type) {
      case "pipeline:hold-request": {
        holds.set(message.id, worker.id);
        const everyone = live().filter((other) => other.isConnected());
        granting.set(message.id, { asker: worker, waiting: new Set(everyone.map((other) => other.id)) });
        for (const other of everyone) tell(other, { type: "pipeline:hold", id: message.id });
        return;
      }
      case "pipeline:held":
        confirmed(message.id, worker.id);
        return;
      case "pipeline:hold-end":
        endHold(message.id);
        return;
      case "pipeline:holds-asked":
        for (const id of holds.keys()) tell(worker, { type: "pipeline:hold", id });
        return;
      case "pipeline:metrics-request":
        metrics.clusterMetrics().then(
          (text) => tell(worker, { type: "pipeline:metrics", id: message.id, text }),
          (error: unknown) =>
            tell(worker, { type: "pipeline:metrics", id: message.id, error: (error as Error).message }),
        );
        return;
    }
  }

  cluster.on("message", (worker, message: unknown) => {
    if (isOurs<FromServing>(message)) onMessage(worker, message);
  });

  cluster.on("listening", (worker, address) => {
    listened.add(worker.id);
    if (!announced && listened.size >= options.processes) {
      announced = true;
      options.onListening({
        address: address.address ?? "127.0.0.1",
        port: address.port,
        family: address.addressType === 6 ? "IPv6" : "IPv4",
      });
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    // Its holds end with it; holds it had yet to confirm no longer wait for it.
    for (const [id, asker] of holds) if (asker === worker.id) endHold(id);
    for (const id of [...granting.keys()]) confirmed(id, worker.id);
    if (stopping) {
      // One still starting when the stop came served nothing: its end by the signal is clean.
      if (code !== 0 && listened.has(worker.id)) failed = true;
      if (live().length === 0) finish();
      return;
    }
    if (!listened.has(worker.id)) {
      // It never served: another would end the same way. Stop the rest and say so.
      log.error({ serverPid: worker.process.pid, code, signal }, "a server process ended before it listened");
      failed = true;
      stop();
      return;
    }
    log.error({ serverPid: worker.process.pid, code, signal }, "a server process ended; starting another");
    fork();
  });

  function finish() {
    options.onStopped();
    log.info("stopped");
    process.exit(failed ? 1 : 0);
  }

  function stop(signal?: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    if (signal)
      log.info(
        { signal, processes: live().length },
        "stopping: the server processes finish their requests and jobs",
      );
    setTimeout(() => {
      log.error({ timeoutMs: options.shutdownTimeoutMs }, "stopped before every server process had ended");
      for (const worker of live()) worker.process.kill("SIGKILL");
      options.onStopped();
      process.exit(1);
    }, options.shutdownTimeoutMs + STOP_MARGIN_MS).unref();
    // A signal sent to the whole group (Ctrl-C in a terminal) reaches them too; they take it once.
    for (const worker of live()) worker.process.kill("SIGTERM");
    if (live().length === 0) finish();
  }

  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let index = 0; index < options.processes; index += 1) fork();
}
