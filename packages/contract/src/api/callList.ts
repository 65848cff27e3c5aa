import { calls } from "./calls";
import type { CallName } from "./coverage";
import type { Endpoint } from "./endpoint";

/** One call of the table with its dotted name, e.g. `companies.list` or `lookups.industry.get`. */
export type NamedCall = { name: CallName; endpoint: Endpoint<unknown, unknown> };

function collect(group: object, prefix: string): NamedCall[] {
  return Object.entries(group).flatMap(([key, value]: [string, unknown]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && "method" in value) {
      return [{ name: name as CallName, endpoint: value as Endpoint<unknown, unknown> }];
    }
    return collect(value as object, name);
  });
}

const ALL_CALLS: readonly NamedCall[] = collect(calls, "");
const BY_NAME = new Map(ALL_CALLS.map((call) => [call.name, call.endpoint]));

/** Every call of the table, in its order. */
export function listCalls(): readonly NamedCall[] {
  return ALL_CALLS;
}

/** The endpoint of a call by its dotted name. */
export function callEndpoint(name: CallName): Endpoint<unknown, unknown> {
  const endpoint = BY_NAME.get(name);
  if (!endpoint) throw new Error(`No call named ${name}.`);
  return endpoint;
}
