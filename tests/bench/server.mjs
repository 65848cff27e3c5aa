// Server benchmark: sign-in and a 10,000-row reference list, over HTTP on 127.0.0.1 with sealed
// bodies, each against the SQL the request ran, replayed raw on the same database connection.
// Runs on a fresh embedded PGlite in a temporary DATA_DIR, and on PostgreSQL as well when
// TEST_DATABASE_URL or DATABASE_URL names a server (a scratch database is made and dropped there).
//
//   node tests/bench/server.mjs
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
import { randomBytes } from "node:crypto";
import {
  ADMIN,
  onEachDatabase,
  openSeeded,
  runFromSources,
  serverModules,
  startServer,
  signInAsAdmin,
} from "./serverBench.mjs";

runFromSources(import.meta.url);

await serverModules();
const { default: argon2 } = await import("argon2");
const { measurePages, recordStatements, resultRow, timed } = await import("./rawSql.mjs");

const SIGN_IN_RUNS = 20;
const LIST_REQUESTS = 200;
const WARM_UP = 10;
const ROWS = 10_000;
const PAGE_SIZE = 50;

// Ten sectors, one per tenth of the rows: a search for one of them finds 1,000 entries (20 pages).
const SECTORS = [
  "Agri",
  "Bio",
  "Cloud",
  "Data",
  "Energy",
  "Fintech",
  "Health",
  "Infra",
  "Logistics",
  "Media",
];
const SEARCH = "health sector";
const MATCHES = ROWS / SECTORS.length;
const PAGES = MATCHES / PAGE_SIZE;

/** A token hash is the one 64-hex parameter sign-in writes, and the column is unique: renew it. */
function freshTokenHash(args) {
  const params = Array.isArray(args[1]) ? args[1] : null;
  if (!params) return args;
  const renewed = params.map((value) =>
    typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? randomBytes(32).toString("hex") : value,
  );
  return [args[0], renewed, ...args.slice(2)];
}

async function benchOn(label, config) {
  const started = performance.now();
  const opened = await openSeeded(config);
  // One INSERT ... SELECT: 10,000 entries in the industry list, newest first by a minute each.
  await opened.db.$client.query(`
    insert into lookups (kind, label, name, display_order, is_active, created, modified)
    select 'industry', label, upper(label), i % 100, i % 7 <> 0,
           now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, ${ROWS}) as i,
         lateral (select (array['${SECTORS.join("','")}'])[1 + i % ${SECTORS.length}]
                         || ' sector ' || lpad(i::text, 5, '0') as label) as named`);

  const statements = recordStatements((await serverModules()).rawClientOf(opened.db));
  const server = await startServer(opened);
  const { repos, call } = server;

  try {
    // Sign-in: the whole call, the SQL it runs, and argon2 on its own.
    const signIn = () => signInAsAdmin(call);
    for (let run = 0; run < 2; run += 1) await signIn();
    let token = "";
    const signInSql = await statements.capture(async () => {
      token = await signIn();
    });
    const { passwordHash } = await repos.users.findForLogin(ADMIN.username);
    const signInMs = [];
    const signInRawMs = [];
    const argonMs = [];
    // Interleaved, so that the three see the same machine.
    for (let run = 0; run < SIGN_IN_RUNS; run += 1) {
      signInMs.push(await timed(signIn));
      signInRawMs.push(await timed(() => statements.replay(signInSql, freshTokenHash)));
      argonMs.push(await timed(() => argon2.verify(passwordHash, ADMIN.password)));
    }

    // The list: pages 1..n of a search, sorted by label, 50 a page.
    const pageUrl = (page) =>
      `industry?page=${page}&page_size=${PAGE_SIZE}&search=${encodeURIComponent(SEARCH)}&sortfield=label&sortdirection=asc`;
    const listPage = async (page) => {
      const answer = await call("GET", pageUrl(page), { token });
      const rows = answer.results.data;
      if (
        answer.count !== MATCHES ||
        rows.length !== PAGE_SIZE ||
        !rows.every((row) => row.label.startsWith("Health sector"))
      ) {
        throw new Error(`industry page ${page} answered ${answer.count} matches, ${rows.length} rows`);
      }
      return answer;
    };
    const {
      ms: listMs,
      rawMs: listRawMs,
      pageSql,
    } = await measurePages(statements, listPage, {
      pages: PAGES,
      warmUp: WARM_UP,
      requests: LIST_REQUESTS,
    });

    console.log(
      `\nServer on ${label}, ${ROWS.toLocaleString("en")} industry entries, HTTP on 127.0.0.1 ` +
        "(raw: the statements the request ran, replayed on the same database connection)",
    );
    console.table([
      resultRow("sign-in (erp-login)", signInMs, signInRawMs, signInSql),
      resultRow("argon2id verify alone", argonMs, null, null),
      resultRow(
        `industry list: "${SEARCH}", by label, ${PAGE_SIZE}/page, pages 1-${PAGES}`,
        listMs,
        listRawMs,
        pageSql.get(1),
      ),
    ]);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s on ${label}, set-up included`);
  } finally {
    await server.close();
  }
}

await onEachDatabase("pipeline-bench-server-", benchOn);
