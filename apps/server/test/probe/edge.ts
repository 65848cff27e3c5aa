import fc from "fast-check";
import { LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope-node";
import type { Refs } from "../api/companyWorld";
import { lookupInput, uniqueLetters } from "../db/fixtures";
import {
  BAD_IDS,
  documentedOperations,
  fieldPaths,
  fromSchema,
  hostileValue,
  isStructure,
  type Method,
  type OpenApiDocument,
  type Operation,
  queryValue,
  validBody,
  withValue,
} from "../support/hostile";

// The property suite's probe, against a running server over HTTP (`npm start`, or any deployment
// you may write to): `npm run probe:edge --workspace apps/server` with PROBE_URL (default
// http://127.0.0.1:3000), PROBE_USERNAME and PROBE_PASSWORD (a SUPER_ADMIN). It writes what a
// hostile client would (reference entries, users, companies named "Probe ..."), so point it at a
// scratch data folder. It prints the answers by status and every 5xx, and exits 1 when there is one.

const base = (process.env.PROBE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const SEED = Number(process.env.PROBE_SEED ?? 20261124);
const RUNS = { body: 40, wholeBody: 10, query: 12 } as const;

/** Signing out would end the probe's own session. */
const SKIPPED = new Set(["POST /api/v1/user/logout/"]);

async function envelopeKey(): Promise<string | null> {
  const html = await (await fetch(`${base}/login`)).text();
  const config = /window\.__PIPELINE_CONFIG__ = (\{.*?\});<\/script>/.exec(html)?.[1];
  if (!config) throw new Error(`No portal runtime config at ${base}/login.`);
  return (JSON.parse(config) as { envelopeKey: string | null }).envelopeKey;
}

const key = await envelopeKey();
const envelope = key ? createEnvelope(key) : null;
const byStatus = new Map<number, number>();
const failures: string[] = [];
let token = "";

async function send(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = token ? { authorization: `Token ${token}` } : {};
  let payload: string | undefined;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = envelope ? JSON.stringify(envelope.seal(body)) : JSON.stringify(body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) failures.push(`${response.status} ${method} ${path.slice(0, 200)}`);
  let opened: unknown = text;
  try {
    const json = JSON.parse(text) as unknown;
    opened =
      envelope && isStructure(json) && "payload" in (json as object) ? envelope.open(json as never) : json;
  } catch {
    // An answer that is not JSON is counted by its status all the same.
  }
  return { status: response.status, body: opened };
}

const signIn = await send("POST", "/api/v1/erp-login/", {
  username: process.env.PROBE_USERNAME ?? "admin",
  password: process.env.PROBE_PASSWORD ?? "",
});
token = (signIn.body as { data?: { key?: string } }).data?.key ?? "";
if (!token) throw new Error(`Sign-in failed (${signIn.status}): set PROBE_USERNAME and PROBE_PASSWORD.`);

const refs = {} as Refs;
for (const kind of LOOKUP_KINDS as readonly LookupKind[]) {
  const made = await send("POST", `/api/v1/${kind}/`, lookupInput(kind, `Probe ${kind} ${uniqueLetters()}`));
  refs[kind] = (made.body as { data?: { id: number } }).data?.id ?? 1;
}

const document = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiDocument;
const operations = documentedOperations(document).filter(
  (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
);
const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number) =>
  fc.sample(arbitrary, { seed: SEED, numRuns });

/** A record of its own for each update route to change, made through its create route. */
async function targetOf(operation: Operation): Promise<string> {
  if (!operation.path.includes("{id}")) return operation.path;
  const createPath = operation.path.replace(/\{id\}\/$/, "");
  const create = operations.find((candidate) => candidate.method === "POST" && candidate.path === createPath);
  const body = create && validBody(create, refs);
  const made = body ? await send("POST", createPath, body) : null;
  const id = (made?.body as { data?: { id?: number } } | undefined)?.data?.id;
  return operation.path.replace("{id}", String(id ?? 1));
}

for (const operation of operations) {
  const target = await targetOf(operation);
  if (operation.method !== "GET") {
    const schemaBodies = sample(fromSchema(operation.body ?? { type: "object" }), RUNS.body);
    const hostile = sample(fc.tuple(fc.nat(), hostileValue), RUNS.body);
    for (const [index, [pick, value]] of hostile.entries()) {
      const valid = validBody(operation, refs) ?? schemaBodies[index];
      if (!isStructure(valid) || Array.isArray(valid)) continue;
      const paths = fieldPaths(valid as Record<string, unknown>);
      if (paths.length === 0) continue;
      await send(
        operation.method,
        target,
        withValue(valid as Record<string, unknown>, paths[pick % paths.length] as string, value),
      );
    }
    for (const body of sample(fc.jsonValue({ maxDepth: 4 }), RUNS.wholeBody)) {
      await send(operation.method, target, body);
    }
  }
  for (const name of operation.method === "GET" ? operation.query : []) {
    for (const value of sample(queryValue, RUNS.query)) await send("GET", `${target}?${name}=${value}`);
  }
  if (operation.path.includes("{id}")) {
    for (const id of BAD_IDS) {
      const body = operation.method === "GET" ? undefined : (validBody(operation, refs) ?? {});
      await send(operation.method, operation.path.replace("{id}", id), body);
    }
  }
}

const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
const statuses = [...byStatus.entries()]
  .sort(([a], [b]) => a - b)
  .map(([status, count]) => `${status}: ${count}`);
console.log(`${total} requests to ${operations.length} operations at ${base}: ${statuses.join(", ")}.`);
for (const failure of failures) console.log(failure);
process.exitCode = failures.length > 0 ? 1 : 0;
