import { randomUUID } from "node:crypto";
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import { type FromServing, isOurs, type ToServing } from "./messages";

// The side of a serving process forked by the primary (WEB_CONCURRENCY above 1). Alone, a process
// holds its own removals and answers its own metrics; these functions are used only under a primary.

/** How long a serving process waits for the primary's answer before it gives up. */
const ANSWER_TIMEOUT_MS = 10_000;

/** Whether this process serves under a primary, beside others. */
export function servingUnderPrimary(): boolean {
  return cluster.isWorker;
}

function send(message: FromServing): void {
  process.send?.(message);
}

type Waiter = { resolve: (message: ToServing) => void; reject: (error: Error) => void };
const waiters = new Map<string, Waiter>();
let listening = false;
let onHold: ((message: ToServing) => void) | null = null;

function listen(): void {
  if (listening) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (!isOurs<ToServing>(message)) return;
    if (message.type === "pipeline:hold" || message.type === "pipeline:release") {
      onHold?.(message);
      return;
    }
    const waiter = waiters.get(message.id);
    if (!waiter) return;
    waiters.delete(message.id);
    waiter.resolve(message);
  });
}

/** Asks the primary and waits for its answer under the same id. */
function ask(message: FromServing & { id: string }, what: string): Promise<ToServing> {
  listen();
  return new Promise<ToServing>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.delete(message.id);
      reject(new Error(`The server's other processes did not answer in time (${what}).`));
    }, ANSWER_TIMEOUT_MS);
    waiters.set(message.id, {
      resolve: (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
      reject,
    });
    send(message);
  });
}

/**
 * Makes this process's removal holds follow the holds any process takes: `holdHere` takes a hold on
 * this process's storage and answers its release. Answers the hold a backup takes, which reaches
 * every process before it is granted.
 */
export function shareRemovalHolds(holdHere: () => () => Promise<void>): () => Promise<() => Promise<void>> {
  const held = new Map<string, () => Promise<void>>();
  onHold = (message) => {
    if (message.type === "pipeline:hold") {
      if (!held.has(message.id)) held.set(message.id, holdHere());
      send({ type: "pipeline:held", id: message.id });
    } else if (message.type === "pipeline:release") {
      const release = held.get(message.id);
      held.delete(message.id);
      void release?.();
    }
  };
  listen();
  // A process started during a hold (one that replaces a process that ended) learns of it.
  send({ type: "pipeline:holds-asked" });
  return async () => {
    const id = `${process.pid}:${randomUUID()}`;
    await ask({ type: "pipeline:hold-request", id }, "holding file removals for a backup");
    let ended = false;
    return async () => {
      if (ended) return;
      ended = true;
      send({ type: "pipeline:hold-end", id });
    };
  };
}

/** Every process's metrics in one text: this process's `registry` is what it gives the primary. */
export function gatheredMetrics(registry: Registry): () => Promise<string> {
  // Answers the primary's requests for this process's metrics (prom-client's own messages).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  return async () => {
    const answer = await ask({ type: "pipeline:metrics-request", id: randomUUID() }, "metrics");
    if (answer.type !== "pipeline:metrics" || answer.text === undefined)
      throw new Error(
        `The server's metrics could not be gathered: ${answer.type === "pipeline:metrics" ? answer.error : ""}`,
      );
    return answer.text;
  };
}
