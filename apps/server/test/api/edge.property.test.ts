import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_TEXT_MESSAGE, FORBIDDEN_KEY_MESSAGE, TOO_DEEP_MESSAGE } from "../../src/http/safeJson";
import {
  BAD_IDS,
  documentedOperations,
  fieldPaths,
  fromSchema,
  holdsBadText,
  holdsPrototypeKey,
  hostileValue,
  isStructure,
  type Method,
  type OpenApiDocument,
  type Operation,
  queryValue,
  validBody as validBodyWith,
  valueAt,
  withValue,
  wrongShape,
} from "../support/hostile";
import { createRefs, type Refs } from "./companyWorld";
import { type Answer, injectedApp } from "./injectApp";

// Every route the server documents, probed as a hostile client would: for each write, a valid body
// with one field at a time turned into a value made to hurt (and whole bodies of random JSON); for
// each list, one query parameter at a time; for each {id}, ids that name no record. The routes come
// from the OpenAPI document, so a route added later is probed without a line written here. Each
// answer must be below 500; a refusal must name the field and leave the database as it was.

const server = injectedApp();
let refs: Refs;
const validBody = (operation: Operation) => validBodyWith(operation, refs);

const SEED = 20261124;
/** Runs per route and per parameter: enough to meet every kind of value, bounded for CI. */
const RUNS = { body: 24, wholeBody: 6, query: 8, id: 12 } as const;
const PROPERTY_TIMEOUT_MS = 120_000;

// --- Calls and checks -----------------------------------------------------------------------------

/**
 * Tables a refused call may still write: sign-in tokens (last use), sign-in attempts, and the audit
 * trail (a refused sign-in is an entry; an entry of a data change comes with that change in its own
 * table, which the fingerprint still sees).
 */
const BOOKKEEPING = new Set(["auth_tokens", "login_attempts", "audit_log"]);
/**
 * Computes the fingerprint in the file's database: a function keeps the plan of its query of every
 * table, which planned anew each time cost about three times as much. Dropped after the file.
 */
const FINGERPRINT_FUNCTION = "edge_probe_fingerprint";

/** Every row of every table but the bookkeeping ones, as one hash per table. */
async function fingerprint(): Promise<string> {
  const result = (await server.database.db.execute(
    sql`select ${sql.raw(FINGERPRINT_FUNCTION)}() as fingerprint`,
  )) as unknown as { rows: { fingerprint: string }[] };
  return result.rows[0]?.fingerprint ?? "";
}

/**
 * The fingerprint while no call has been made since it was taken, else null. A refusal's check
 * takes the fingerprint after it and finds it the same as before: the next case starts from it.
 */
let unchangedSince: string | null = null;

/** The database's fingerprint now: the one a refusal's check left, or a new one. */
async function fingerprintNow(): Promise<string> {
  unchangedSince ??= await fingerprint();
  return unchangedSince;
}

/** The fingerprint after a call, which then holds until the next call. */
async function fingerprintAfter(): Promise<string> {
  unchangedSince = await fingerprint();
  return unchangedSince;
}

const probed = { requests: 0, refused: 0, byStatus: new Map<number, number>() };

/**
 * The SUPER_ADMIN's token for the calls. A call that succeeds may have ended it (signing out does),
 * and a 401 says it no longer works: the next call then signs in anew. Every call is made signed in.
 */
let adminToken: string | null = null;

async function send(method: Method, url: string, body?: unknown): Promise<Answer> {
  adminToken ??= await server.adminToken();
  unchangedSince = null;
  const answer = await server.call({
    method,
    url,
    token: adminToken,
    ...(body === undefined ? {} : { body }),
  });
  if (answer.status < 400 || answer.status === 401) adminToken = null;
  probed.requests += 1;
  if (answer.status >= 400) probed.refused += 1;
  probed.byStatus.set(answer.status, (probed.byStatus.get(answer.status) ?? 0) + 1);
  return answer;
}

function urlOf(operation: Operation, id: string): string {
  return operation.path.replace("{id}", id);
}

/**
 * Pages for people rather than calls of the API: the links of a campaign message (the pixel, the
 * click redirect, the unsubscribe page) answer a refusal as a page, not as `{message}`.
 */
const forPeople = (path: string) => path.includes("/campaigns/t/");

/** A refusal that says what was wrong in a few words, never the value sent. */
function expectClearRefusal(answer: Answer) {
  expect(typeof answer.body.message).toBe("string");
  expect(JSON.stringify(answer.body).length).toBeLessThan(4096);
}

/** Whether the errors name the field at `path`, or one inside it. */
function namesField(answer: Answer, path: string): boolean {
  const names = Object.keys(answer.body.errors ?? {});
  const wire = path.replace(/^location(?=\.|$)/, "location_id");
  return names.some((name) => [path, wire].some((field) => name === field || name.startsWith(`${field}.`)));
}

let operations: Operation[];
/** The id of a record each PUT route can update, made through its POST route. */
const targets = new Map<string, string>();

beforeAll(async () => {
  refs = await createRefs(server, "Probe");
  const tables = (await server.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const perTable = tables.rows
    .map((row) => row.table_name)
    .filter((name) => !BOOKKEEPING.has(name))
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)), 0)::text as h from "${name}" x`,
    )
    .join(" union all ");
  await server.database.db.execute(
    sql.raw(
      `create function ${FINGERPRINT_FUNCTION}() returns text language plpgsql as $fingerprint$ begin
         return (select string_agg(t || ' ' || n || ' ' || h, ', ' order by t) from (${perTable}) tables);
       end $fingerprint$`,
    ),
  );
  operations = documentedOperations(server.app.swagger() as OpenApiDocument);
  for (const operation of operations.filter((candidate) => candidate.method === "PUT")) {
    const create = operations.find(
      (o) => o.method === "POST" && o.path === operation.path.replace(/\{id\}\/$/, ""),
    );
    const body = create && validBody(create);
    const made = body ? await send("POST", create.path, body) : null;
    const id = (made?.body.data as { id?: number } | undefined)?.id;
    targets.set(operation.path, String(id ?? 1));
  }
}, PROPERTY_TIMEOUT_MS);

describe("the edge, probed from the route table", () => {
  it("reads every documented route", () => {
    const writes = operations.filter((operation) => operation.method !== "GET");
    expect(writes.length).toBeGreaterThanOrEqual(20);
    expect(operations.filter((operation) => operation.query.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(operations.filter((operation) => operation.path.includes("{id}")).length).toBeGreaterThanOrEqual(
      10,
    );
  });

  it(
    "answers a write with one field turned hostile below 500, names the field, and writes nothing when it refuses",
    async () => {
      for (const operation of operations.filter((candidate) => candidate.method !== "GET")) {
        const url = urlOf(operation, targets.get(operation.path) ?? "1");
        const known = validBody(operation) !== null;
        const bodies = known
          ? fc.constant(null).map(() => validBody(operation) as Record<string, unknown>)
          : (fromSchema(operation.body ?? { type: "object" }).filter(isStructure) as fc.Arbitrary<
              Record<string, unknown>
            >);
        const property = fc.asyncProperty(bodies, fc.nat(), hostileValue, async (valid, pick, value) => {
          const paths = fieldPaths(valid);
          if (paths.length === 0) return;
          const path = paths[pick % paths.length] as string;
          const before = await fingerprintNow();
          const answer = await send(operation.method, url, withValue(valid, path, value));
          const context = `${operation.method} ${url} ${path}`;
          expect(answer.status, context).toBeLessThan(500);
          if (answer.status < 400) return;
          expect(await fingerprintAfter(), `${context}: a refusal wrote`).toBe(before);
          expectClearRefusal(answer);
          if (!known || answer.status !== 400) return;
          if (holdsPrototypeKey(value)) {
            expect(answer.body.message, context).toBe(FORBIDDEN_KEY_MESSAGE);
          } else if (holdsBadText(value) || wrongShape(valueAt(valid, path), value)) {
            expect(namesField(answer, path), `${context}: ${JSON.stringify(answer.body)}`).toBe(true);
          }
        });
        await fc.assert(property, { seed: SEED, numRuns: RUNS.body });
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "answers a write whose whole body is random JSON below 500, and writes nothing when it refuses",
    async () => {
      for (const operation of operations.filter((candidate) => candidate.method !== "GET")) {
        const url = urlOf(operation, targets.get(operation.path) ?? "1");
        const property = fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
          const before = await fingerprintNow();
          const answer = await send(operation.method, url, body);
          expect(answer.status, `${operation.method} ${url}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(await fingerprintAfter()).toBe(before);
            if (answer.body.message !== TOO_DEEP_MESSAGE && !forPeople(operation.path))
              expectClearRefusal(answer);
          }
        });
        await fc.assert(property, { seed: SEED, numRuns: RUNS.wholeBody });
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "answers a list with one query parameter turned hostile below 500, naming the parameter it refuses",
    async () => {
      const before = await fingerprint();
      for (const operation of operations.filter((candidate) => candidate.method === "GET")) {
        for (const name of operation.query) {
          const property = fc.asyncProperty(queryValue, fc.boolean(), async (value, repeated) => {
            const query = repeated ? `${name}=${value}&${name}=${value}` : `${name}=${value}`;
            const url = `${urlOf(operation, "1")}?${query}`;
            const answer = await send("GET", url);
            expect(answer.status, url.slice(0, 300)).toBeLessThan(500);
            if (answer.status === 400 && !forPeople(operation.path)) {
              expectClearRefusal(answer);
              expect(Object.keys(answer.body.errors ?? {}), url.slice(0, 300)).toContain(name);
            }
          });
          await fc.assert(property, { seed: SEED, numRuns: RUNS.query });
        }
      }
      expect(await fingerprint(), "a read wrote").toBe(before);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "refuses a NUL in every query parameter of every read with a 400 naming it, and in a path parameter with a 404",
    async () => {
      const before = await fingerprint();
      for (const operation of operations) {
        const path = urlOf(operation, "1");
        for (const name of operation.method === "GET" ? operation.query : []) {
          for (const value of ["%00", "a%00b", `x%00${"y".repeat(500)}`]) {
            const url = `${path}?${name}=${value}`;
            const answer = await send("GET", url);
            expect(answer.status, url.slice(0, 200)).toBe(400);
            // A page for people says so in its own words; a call of the API names the parameter.
            if (!forPeople(path)) {
              expect(answer.body.errors, url.slice(0, 200)).toEqual({ [name]: [BAD_TEXT_MESSAGE] });
            }
          }
        }
        if (/\{(?!id\})[a-z_]+\}/.test(operation.path)) {
          const url = operation.path.replace(/\{[a-z_]+\}/g, "a%00b");
          const body = operation.method === "GET" ? undefined : (validBody(operation) ?? {});
          const answer = await send(operation.method, url, body);
          expect(answer.status, `${operation.method} ${url}`).toBe(404);
        }
      }
      expect(await fingerprint(), "a refused parameter wrote").toBe(before);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "answers an {id} that names no record with 404 (or 400) on every route that takes one, and writes nothing",
    async () => {
      const before = await fingerprint();
      for (const operation of operations.filter((candidate) => candidate.path.includes("{id}"))) {
        const property = fc.asyncProperty(fc.constantFrom(...BAD_IDS), async (id) => {
          const url = urlOf(operation, id);
          const body = operation.method === "GET" ? undefined : (validBody(operation) ?? {});
          const answer = await send(operation.method, url, body);
          expect([400, 404], `${operation.method} ${url.slice(0, 200)}: ${answer.status}`).toContain(
            answer.status,
          );
          expectClearRefusal(answer);
        });
        await fc.assert(property, { seed: SEED, numRuns: RUNS.id });
      }
      expect(await fingerprint(), "a refused id wrote").toBe(before);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

afterAll(async () => {
  // The database may serve the worker's next file, which must find no more than the migrations made.
  await server.database.db.execute(sql.raw(`drop function if exists ${FINGERPRINT_FUNCTION}()`));
  const statuses = [...probed.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  console.info(
    `Probed the edge with ${probed.requests} requests, ${probed.refused} refused (${statuses.join(", ")}).`,
  );
});
