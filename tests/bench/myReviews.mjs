// My Reviews benchmark: one reviewer with 1,000 reviews waiting for their answer among 100,000
// companies (the companies benchmark's, seeded by INSERT ... SELECT generate_series) whose journeys
// hold 25,000 screening reviews: the reviewer's 1,000 waiting (a tenth of them reopened into a new
// round), 3,000 more of theirs answered or decided, and the rest asked of 19 other reviewers.
// Measures, over HTTP on 127.0.0.1 with sealed bodies, `GET evaluation/mine?page=1&page_size=10`
// (the page and its count) and a page past the end (the count alone), each against the statements
// it ran, replayed raw on the same database connection; p50, p95 and p99.
// Goal (issue 28): p50 <= 50 ms for the request.
// On PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL names a server (a scratch database).
//
//   node tests/bench/myReviews.mjs
//   BENCH_COMPANIES=5000 BENCH_REVIEWS_WAITING=200 node tests/bench/myReviews.mjs   (a quick run)
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
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
const { percentile, recordStatements, timed } = await import("./rawSql.mjs");
const { seedCompanies } = await import("./seedCompanies.mjs");

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
/** The reviews waiting for the reviewer, and theirs answered or decided. */
const WAITING = Number(process.env.BENCH_REVIEWS_WAITING ?? 1_000);
const THEIRS_DONE = WAITING * 3;
/** Screening reviews in all: a quarter of the companies. */
const EVALUATIONS = Math.max(WAITING + THEIRS_DONE, Math.floor(COMPANIES / 4));
const OTHER_REVIEWERS = 19;
const REQUESTS = Number(process.env.BENCH_MY_REVIEWS_REQUESTS ?? 300);
const WARM_UP = 20;
const SCREENING = { stage: 2, task: 8 };
const GOAL_MS = 50;

/**
 * The reviewers and the screening reviews, in a few set-based statements. Evaluation k (1-based)
 * is on company k * 4 (a company a review each), asked k minutes after the first; the reviewer is
 * listed on the first WAITING + THEIRS_DONE, with two others each, and has answered the
 * THEIRS_DONE after the first WAITING (a third of those decided); the others are listed alone.
 */
async function seedReviews(query, adminId) {
  const { rows: reviewers } = await query(
    `insert into users (username, email, first_name, last_name)
     select 'bench.reviewer' || i, 'bench.reviewer' || i || '@example.com', 'Reviewer', 'Number' || i
     from generate_series(0, ${OTHER_REVIEWERS}) as i returning id`,
  );
  const [reviewer, ...others] = reviewers.map((row) => row.id);
  const othersArray = `array[${others.join(",")}]::integer[]`;
  const listed = WAITING + THEIRS_DONE;

  await query(
    `insert into company_journey_items (company_id, stage_id, task_id, type, status, created_by, created, modified)
     select c.id, ${SCREENING.stage}, ${SCREENING.task}, 'EVALUATION', 'PENDING', $1::int,
            timestamptz '2025-01-01T00:00:00Z' + k * interval '1 minute',
            timestamptz '2025-01-01T00:00:00Z' + k * interval '1 minute'
     from generate_series(1, ${EVALUATIONS}) as k
     join companies as c on c.id = k * 4`,
    [adminId],
  );
  await query(
    `insert into journey_evaluations (journey_item_id, status, created, modified)
     select i.id, 'PENDING', i.created, i.created
     from company_journey_items as i
     where i.task_id = ${SCREENING.task} and i.type = 'EVALUATION' and i.created_by = $1::int`,
    [adminId],
  );
  // The order of the reviews, oldest first: k.
  const ordered = `(select e.id, e.journey_item_id, row_number() over (order by e.created, e.id) as k
                    from journey_evaluations as e)`;
  await query(
    `insert into journey_item_users (journey_item_id, user_id, role, position)
     select o.journey_item_id, $1::int, 'reviewer', 0 from ${ordered} as o where o.k <= ${listed}
     union all
     select o.journey_item_id, (${othersArray})[1 + (o.k + p) % ${others.length}], 'reviewer', p
     from ${ordered} as o cross join generate_series(1, 2) as p`,
    [reviewer],
  );
  // The reviewer's answered ones; a third of them decided.
  await query(
    `insert into journey_evaluation_answers (evaluation_id, reviewer_id, status, comment, created)
     select o.id, $1::int, 'APPROVED', 'Looks sound', timestamptz '2025-06-01T00:00:00Z'
     from ${ordered} as o where o.k > ${WAITING} and o.k <= ${listed}`,
    [reviewer],
  );
  await query(
    `update journey_evaluations as e set status = 'APPROVED', decided_at = timestamptz '2025-06-01T00:00:00Z'
     from ${ordered} as o where o.id = e.id and o.k > ${WAITING} and o.k % 3 = 0`,
  );
  // Others have answered some of everything, and decided some of theirs alone.
  await query(
    `insert into journey_evaluation_answers (evaluation_id, reviewer_id, status, comment, created)
     select o.id, (${othersArray})[1 + (o.k + 1) % ${others.length}], 'HOLD', 'Need the audited figures',
            timestamptz '2025-06-02T00:00:00Z'
     from ${ordered} as o where o.k % 2 = 0`,
  );
  await query(
    `update journey_evaluations as e set status = 'REJECTED', decided_at = timestamptz '2025-06-03T00:00:00Z'
     from ${ordered} as o where o.id = e.id and o.k > ${listed} and o.k % 5 = 0`,
  );
  // A tenth of the waiting ones were decided once and reopened: round 2 began at the reopening.
  await query(
    `update journey_evaluations as e set round = 2 from ${ordered} as o
     where o.id = e.id and o.k <= ${WAITING} and o.k % 10 = 0`,
  );
  await query(
    `insert into evaluation_reopenings (evaluation_id, round, reason, reopened_by, created)
     select o.id, 1, 'New figures', $1::int, timestamptz '2025-09-01T00:00:00Z' + o.k * interval '1 minute'
     from ${ordered} as o where o.k <= ${WAITING} and o.k % 10 = 0`,
    [adminId],
  );
  await query("analyze");
  const { rows: counts } = await query(
    `select (select count(*) from journey_evaluations)::int as evaluations,
            (select count(*) from journey_item_users where role = 'reviewer')::int as listed,
            (select count(*) from journey_evaluation_answers)::int as answers`,
  );
  return { reviewerId: reviewer, counts: counts[0] };
}

function row(name, ms, rawMs, statements, goal) {
  const p50 = percentile(ms, 50);
  const raw = rawMs ? percentile(rawMs, 50) : null;
  return {
    name,
    runs: ms.length,
    "p50 ms": p50.toFixed(2),
    "p95 ms": percentile(ms, 95).toFixed(2),
    "p99 ms": percentile(ms, 99).toFixed(2),
    "raw p50 ms": raw === null ? "-" : raw.toFixed(2),
    "raw statements": statements ?? "-",
    goal: goal ?? "-",
  };
}

async function benchOn(label, config) {
  const started = performance.now();
  const opened = await openSeeded(config);
  const statements = recordStatements((await serverModules()).rawClientOf(opened.db));
  const seeding = performance.now();
  const { counts: companyCounts } = await seedCompanies(statements.query, COMPANIES);
  const { rows: admins } = await statements.query("select id from users where username = $1", [
    ADMIN.username,
  ]);
  const { reviewerId, counts } = await seedReviews(statements.query, admins[0].id);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = await startServer(opened);
  const { repos, call } = server;
  try {
    await signInAsAdmin(call);
    const token = await repos.tokens.issue(reviewerId);
    const url = "evaluation/mine?page=1&page_size=10";
    // A page past the end: no rows, only the count.
    const countUrl = `evaluation/mine?page=${WAITING / 10 + 1}&page_size=10`;
    const reader = (target, rows) => async () => {
      const answer = await call("GET", target, { token });
      if (answer.count !== WAITING || answer.results.data.length !== rows) {
        throw new Error(`${target} answered ${answer.results.data.length} rows of ${answer.count}`);
      }
    };
    const read = reader(url, 10);
    const readCount = reader(countUrl, 0);
    const groups = await statements.capture(read);
    const countGroups = await statements.capture(readCount);
    for (let run = 0; run < WARM_UP; run += 1) {
      await read();
      await statements.replay(groups);
      await readCount();
      await statements.replay(countGroups);
    }
    // Interleaved, so that all four see the same machine.
    const ms = [];
    const rawMs = [];
    const countMs = [];
    const countRawMs = [];
    for (let run = 0; run < REQUESTS; run += 1) {
      ms.push(await timed(read));
      rawMs.push(await timed(() => statements.replay(groups)));
      countMs.push(await timed(readCount));
      countRawMs.push(await timed(() => statements.replay(countGroups)));
    }
    if (process.env.BENCH_MY_REVIEWS_EXPLAIN) {
      for (const args of groups.flat()) {
        const plan = await statements.query(`explain (analyze, buffers) ${args[0]}`, args[1]);
        console.log(`\n${plan.rows.map((line) => Object.values(line)[0]).join("\n")}`);
      }
    }

    console.log(
      `\nMy Reviews on ${label}: ${companyCounts.companies.toLocaleString("en")} companies, ` +
        `${counts.evaluations.toLocaleString("en")} evaluations (${counts.listed.toLocaleString("en")} reviewers ` +
        `listed, ${counts.answers.toLocaleString("en")} answers); the reviewer waits on ${WAITING.toLocaleString("en")} ` +
        `and answered or saw decided ${THEIRS_DONE.toLocaleString("en")} (seeded in ${seedSeconds.toFixed(1)} s). ` +
        "HTTP on 127.0.0.1; raw: the statements the request ran, replayed on the same database connection.",
    );
    console.table([
      row(`GET ${url} (the page and the count)`, ms, rawMs, groups.flat().length, `p50 <= ${GOAL_MS} ms`),
      row(`GET ${countUrl} (past the end: the count alone)`, countMs, countRawMs, countGroups.flat().length),
    ]);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s on ${label}, set-up included`);
  } finally {
    await server.close();
  }
}

await onEachDatabase("pipeline-bench-my-reviews-", benchOn);
