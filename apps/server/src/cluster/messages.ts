// What the server's processes tell each other over the cluster's channel: the primary (which forks
// the processes that serve) relays a backup's hold on file removals to every process, and gathers
// their metrics into one answer.

/** From a serving process: hold removals in every process (answered `hold-granted` once all hold). */
export type HoldRequest = { type: "pipeline:hold-request"; id: string };
/** From a serving process: the hold it asked for is over. */
export type HoldEnd = { type: "pipeline:hold-end"; id: string };
/** From a serving process that has just started: which holds are in place now. */
export type HoldsAsked = { type: "pipeline:holds-asked" };
/** From a serving process: it holds removals under `id`. */
export type Held = { type: "pipeline:held"; id: string };
/** From a serving process: every process's metrics, gathered. */
export type MetricsRequest = { type: "pipeline:metrics-request"; id: string };

/** To serving processes. */
export type Hold = { type: "pipeline:hold"; id: string };
export type Release = { type: "pipeline:release"; id: string };
export type HoldGranted = { type: "pipeline:hold-granted"; id: string };
export type MetricsAnswer = { type: "pipeline:metrics"; id: string; text?: string; error?: string };

export type FromServing = HoldRequest | HoldEnd | HoldsAsked | Held | MetricsRequest;
export type ToServing = Hold | Release | HoldGranted | MetricsAnswer;

/** Whether `message` is one of ours (the channel also carries Node's and prom-client's own). */
export function isOurs<T extends FromServing | ToServing>(message: unknown): message is T {
  return (
    typeof message === "object" &&
    message !== null &&
    String((message as { type?: unknown }).type).startsWith("pipeline:")
  );
}
