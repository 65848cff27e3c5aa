// Companies benchmark: 100,000 companies with 200,000 members and their journey, seeded by
// INSERT ... SELECT generate_series into a fresh embedded PGlite data folder. Measures, over HTTP
// on 127.0.0.1 with sealed bodies:
// - the companies table: 50 a page, three filters, sorted by name, pages 1-n of the matches, as a
//   SUPER_ADMIN and as a USER who sees companies by country and practice, each against the SQL the
//   request ran, replayed raw on the same database connection;
// - `company/dashboard-view` in its three views over every company.
// Goals (DESIGN.md "Budgets"): list p50 <= 1.3x raw, dashboard p50 <= 100 ms.
// On PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL names a server (a scratch database).
//
//   node tests/bench/companies.mjs
//   BENCH_COMPANIES=2000 node tests/bench/companies.mjs     (a quick run of the same steps)
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
import {
  onEachDatabase,
  openSeeded,
  runFromSources,
  serverModules,
  startServer,
  signInAsAdmin,
} from "./serverBench.mjs";

runFromSources(import.meta.url);

await serverModules();
const { measurePages, recordStatements, resultRow, timed } = await import("./rawSql.mjs");
const { seedCompanies } = await import("./seedCompanies.mjs");

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const PAGE_SIZE = 50;
const LIST_REQUESTS = 200;
const DASHBOARD_RUNS = 30;
const WARM_UP = 10;
async function benchOn(label, config) {
  const started = performance.now();
  const opened = await openSeeded(config);
  const statements = recordStatements((await serverModules()).rawClientOf(opened.db));
  const seeding = performance.now();
  const { ids, counts } = await seedCompanies(statements.query, COMPANIES);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = await startServer(opened);
  const { repos, call } = server;

  try {
    const adminToken = await signInAsAdmin(call);
    // A USER who sees the companies of two countries in two practices.
    const user = await repos.users.create(
      {
        first_name: "Bench",
        middle_name: null,
        last_name: "Viewer",
        email: "bench.viewer@example.com",
        username: "bench.viewer",
        country: ids.location.slice(0, 10),
        practice: ids.practice.slice(0, 3),
        company: [],
        is_active: true,
      },
      null,
    );
    const userToken = await repos.tokens.issue(user.id);

    // Three filters: 3 countries of 20, 10 industries of 30, the first two stages; by name.
    const filters =
      `country=${ids.location.slice(0, 3).join(",")}` +
      `&industry=${ids.industry.slice(0, 10).join(",")}` +
      "&stage=1,2&sortfield=company_name&sortdirection=asc";

    async function measureList(token) {
      const first = await call("GET", `company?page=1&page_size=${PAGE_SIZE}&${filters}`, { token });
      // Up to 40 pages of the matches, so that deep offsets count too.
      const pages = Math.max(1, Math.min(40, Math.ceil(first.count / PAGE_SIZE)));
      let matches = 0;
      const listPage = async (page) => {
        const answer = await call("GET", `company?page=${page}&page_size=${PAGE_SIZE}&${filters}`, { token });
        if (answer.results.data.length === 0) throw new Error(`company page ${page} is empty`);
        matches = answer.count;
        return answer;
      };
      const { ms, rawMs, pageSql } = await measurePages(statements, listPage, {
        pages,
        warmUp: WARM_UP,
        requests: LIST_REQUESTS,
      });
      return { ms, rawMs, groups: pageSql.get(1), matches, pages };
    }

    const asAdmin = await measureList(adminToken);
    const asUser = await measureList(userToken);

    const dashboards = [];
    for (const view of ["stage", "stage_task", "confidence_level"]) {
      const url = `company/dashboard-view?view_type=${view}&page=1&page_size=100`;
      let total = 0;
      const groups = await statements.capture(async () => {
        const answer = await call("GET", url, { token: adminToken });
        total = answer.results.data.reduce((sum, row) => sum + row.total, 0);
      });
      for (let run = 0; run < WARM_UP; run += 1) await call("GET", url, { token: adminToken });
      const ms = [];
      const rawMs = [];
      for (let run = 0; run < DASHBOARD_RUNS; run += 1) {
        ms.push(await timed(() => call("GET", url, { token: adminToken })));
        rawMs.push(await timed(() => statements.replay(groups)));
      }
      dashboards.push({ view, ms, rawMs, groups, total });
    }

    const row = (name, ms, rawMs, groups, goal) => ({ ...resultRow(name, ms, rawMs, groups), goal });
    console.log(
      `\nCompanies on ${label}: ${counts.companies.toLocaleString("en")} companies, ` +
        `${counts.members.toLocaleString("en")} members, ${counts.items.toLocaleString("en")} journey items, ` +
        `${counts.comments.toLocaleString("en")} comments (seeded in ${seedSeconds.toFixed(1)} s). HTTP on ` +
        "127.0.0.1; raw: the statements the request ran, replayed on the same database connection.",
    );
    console.table([
      row(
        `list as SUPER_ADMIN: 3 filters, by name, ${PAGE_SIZE}/page, pages 1-${asAdmin.pages} of ${asAdmin.matches} matches`,
        asAdmin.ms,
        asAdmin.rawMs,
        asAdmin.groups,
        "p50 <= 1.3x raw",
      ),
      row(
        `list as USER (10 countries, 3 practices): same, pages 1-${asUser.pages} of ${asUser.matches}`,
        asUser.ms,
        asUser.rawMs,
        asUser.groups,
        "p50 <= 1.3x raw",
      ),
      ...dashboards.map(({ view, ms, rawMs, groups, total }) =>
        row(`dashboard-view ${view}, every company (${total} placed)`, ms, rawMs, groups, "p50 <= 100 ms"),
      ),
    ]);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s on ${label}, set-up included`);
  } finally {
    await server.close();
  }
}

await onEachDatabase("pipeline-bench-companies-", benchOn);
