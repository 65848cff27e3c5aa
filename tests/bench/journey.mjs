// Company journey benchmark: one company with 1,000 journey items over the seeded stages and every
// task type (evaluations with reviewers, decisions and their comments; LinkedIn messages to members;
// e-mails; meetings with attendees and moderators; documents; summaries; call notes), most items
// with comments, seeded by a few set-based INSERT ... SELECT FROM unnest(...) statements into a
// fresh embedded PGlite data folder. Measures `GET company/{id}/journey` as the admin, over HTTP on
// 127.0.0.1 with sealed bodies: p50 and p99, against the statements the request ran, replayed raw
// on the same database connection, and against the server's read of the timeline called in process
// (its SQL and the items built, without HTTP, validation, serialization or sealing). DESIGN.md
// "Budgets" names no goal for it: the figures are reported.
// On PostgreSQL as well when TEST_DATABASE_URL or DATABASE_URL names a server (a scratch database).
//
//   node tests/bench/journey.mjs
//   BENCH_JOURNEY_ITEMS=100 node tests/bench/journey.mjs     (a quick run of the same steps)
//   BENCH_JOURNEY_STATEMENTS=1 node tests/bench/journey.mjs  (also each statement's own time)
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
const { recordStatements, resultRow, timed } = await import("./rawSql.mjs");
const { EMAIL_STATUSES, prose, SUBJECTS } = await import("./journeyText.ts");
const { readTimeline } = await import("../../apps/server/src/modules/journey/timeline.ts");

const ITEMS = Number(process.env.BENCH_JOURNEY_ITEMS ?? 1_000);
const REQUESTS = Number(process.env.BENCH_JOURNEY_REQUESTS ?? 200);
const WARM_UP = 10;
/** Each stage's share of the items, earliest stage first: a company deep into its journey. */
const STAGE_SHARES = [0.3, 0.25, 0.2, 0.15, 0.1];
const DAY_MS = 86_400_000;
const STARTED_AT = Date.UTC(2023, 0, 9, 4, 30);

const PEOPLE = [
  ["Asha", "Raman"],
  ["Rahul", "Mehta"],
  ["Sofia", "Lindqvist"],
  ["Priya", "Natarajan"],
  ["Daniel", "Okafor"],
  ["Mei Ling", "Tan"],
  ["Oliver", "Hughes"],
  ["Farah", "Siddiqui"],
];
const MEMBERS = [
  ["Kavya", "Iyer", "Founder and CEO"],
  ["Arjun", "Kapoor", "Co-founder and CTO"],
  ["Nisha", "Verma", "CFO"],
  ["Vikram", "Rao", "Head of Sales"],
  ["Leena", "Joseph", "Head of Product"],
  ["Sameer", "Khan", "Board member"],
];
const DECISIONS = ["APPROVED", "REJECTED", "HOLD"];

const pick = (list, index) => list[index % list.length];

/** `count` of `list`, from `from` on, no repeats. */
const several = (list, from, count) =>
  Array.from({ length: Math.min(count, list.length) }, (_, k) => pick(list, from + k));

/**
 * The company, its members, the people who review and moderate, and its journey, in a handful of
 * statements: each table's rows go in as arrays, expanded by unnest.
 */
async function seedJourney(query) {
  const { rows: admins } = await query("select id from users where username = $1", [ADMIN.username]);
  const adminId = admins[0].id;
  const { rows: people } = await query(
    `insert into users (username, email, first_name, last_name)
     select 'bench.' || lower(replace(first, ' ', '')), 'bench.' || lower(replace(first, ' ', '')) || '@example.com',
            first, last
     from unnest($1::text[], $2::text[]) as p(first, last) returning id`,
    [PEOPLE.map(([first]) => first), PEOPLE.map(([, last]) => last)],
  );
  const userIds = [adminId, ...people.map((row) => row.id)];
  const { rows: companies } = await query(
    `insert into companies (company_name, website, foundation_year, fte, revenue, pitch_line, created_by, created)
     values ('Saffron Fintech Private Limited', 'https://www.saffronfintech.example.com', 2016, 420, 8400000,
             'Working-capital credit for the small manufacturers of western India', $1, $2) returning id`,
    [adminId, new Date(STARTED_AT - 30 * DAY_MS).toISOString()],
  );
  const companyId = companies[0].id;
  const { rows: members } = await query(
    `insert into company_members (company_id, first_name, last_name, email, mobile, linkedin_profile)
     select $1::int, first, last, lower(replace(first, ' ', '.')) || '@saffronfintech.example.com', '98765432' || lpad(n::text, 2, '0'),
            'https://www.linkedin.com/in/' || lower(replace(first, ' ', '-')) || '-' || lower(last)
     from unnest($2::text[], $3::text[]) with ordinality as m(first, last, n) returning id, email`,
    [companyId, MEMBERS.map(([first]) => first), MEMBERS.map(([, last]) => last)],
  );

  // The seeded journey: each stage's tasks in their order.
  const { rows: tasks } = await query(
    `select t.id, t.stage_id, t.type from journey_tasks as t join journey_stages as s on s.id = t.stage_id
     where t.is_active and s.is_active order by s.display_order, t.display_order, t.id`,
  );
  const stageIds = [...new Set(tasks.map((task) => task.stage_id))];
  const shares = stageIds.map((_, index) => STAGE_SHARES[index] ?? STAGE_SHARES.at(-1));
  const total = shares.reduce((sum, share) => sum + share, 0);
  const perStage = shares.map((share) => Math.round((share / total) * ITEMS));
  perStage[0] += ITEMS - perStage.reduce((sum, count) => sum + count, 0);

  // The items, oldest first, about a day apart; a third changed after they were made. Every task
  // recurs, those the API adds once only too, so that each type is well represented: the read of the
  // timeline does not depend on it.
  const items = [];
  stageIds.forEach((stageId, stageIndex) => {
    const stageTasks = tasks.filter((task) => task.stage_id === stageId);
    for (let k = 0; k < perStage[stageIndex]; k += 1) {
      const i = items.length;
      const task = pick(stageTasks, k * 3 + Math.floor(k / stageTasks.length));
      const created = STARTED_AT + i * DAY_MS + (i % 9) * 3_600_000;
      items.push({ i, stageId, task, created, modified: i % 3 === 0 ? created + 5 * 3_600_000 : created });
    }
  });
  const column = (value) => items.map(value);
  const iso = (ms) => new Date(ms).toISOString();
  const byType = (type, value) => (item) => (item.task.type === type ? value(item) : null);
  const memberEmails = members.map((member) => member.email);
  await query(
    `insert into company_journey_items (company_id, stage_id, task_id, type, status, message, subject, body,
       receiver_emails, cc, start_date, duration_minutes, created_by, modified_by, created, modified)
     select $1::int, stage_id, task_id, type, status, message, subject, body,
            array(select jsonb_array_elements_text(receivers)), array(select jsonb_array_elements_text(cc)),
            start_date, duration, created_by, modified_by, created, modified
     from unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::jsonb[],
                 $10::jsonb[], $11::timestamptz[], $12::int[], $13::int[], $14::int[], $15::timestamptz[],
                 $16::timestamptz[])
       as i(stage_id, task_id, type, status, message, subject, body, receivers, cc, start_date, duration,
            created_by, modified_by, created, modified)`,
    [
      companyId,
      column((item) => item.stageId),
      column((item) => item.task.id),
      column((item) => item.task.type),
      column((item) =>
        item.task.type === "EMAIL"
          ? pick(EMAIL_STATUSES, item.i)
          : item.task.type === "MEETING"
            ? pick(["COMPLETED", "COMPLETED", "CONFIRMED"], item.i)
            : null,
      ),
      column((item) =>
        ["LINKEDIN", "SUMMARY", "CALL NOTES", "DOCUMENT"].includes(item.task.type)
          ? prose(item.i, 100 + ((item.i * 37) % 301))
          : null,
      ),
      column(byType("EMAIL", (item) => pick(SUBJECTS, item.i))),
      column(
        byType("EMAIL", (item) => `<p>Dear ${pick(MEMBERS, item.i)[0]},</p><p>${prose(item.i, 900)}</p>`),
      ),
      column((item) =>
        JSON.stringify(item.task.type === "EMAIL" ? several(memberEmails, item.i, 1 + (item.i % 2)) : []),
      ),
      column((item) =>
        JSON.stringify(item.task.type === "EMAIL" && item.i % 4 === 0 ? ["deals@example.com"] : []),
      ),
      column((item) =>
        ["LINKEDIN", "MEETING"].includes(item.task.type) ? iso(item.created + 2 * DAY_MS) : null,
      ),
      column(byType("MEETING", (item) => pick([30, 45, 60], item.i))),
      column((item) => pick(userIds, item.i)),
      column((item) => (item.modified === item.created ? null : pick(userIds, item.i + 1))),
      column((item) => iso(item.created)),
      column((item) => iso(item.modified)),
    ],
  );
  const { rows: itemRows } = await query(
    "select id from company_journey_items where company_id = $1 order by created, id",
    [companyId],
  );
  items.forEach((item, index) => {
    item.id = itemRows[index].id;
  });
  const of = (type) => items.filter((item) => item.task.type === type);

  // Members on LinkedIn messages and meetings; reviewers on evaluations, moderators on meetings.
  const itemMembers = [...of("LINKEDIN"), ...of("MEETING")].flatMap((item) =>
    several(members, item.i, 1 + (item.i % 3)).map((member, position) => [item.id, member.id, position]),
  );
  await query(
    `insert into journey_item_members (journey_item_id, member_id, position)
     select * from unnest($1::int[], $2::int[], $3::smallint[])`,
    [0, 1, 2].map((k) => itemMembers.map((row) => row[k])),
  );
  const itemUsers = [
    ...of("EVALUATION").flatMap((item) =>
      several(people, item.i, 2 + (item.i % 2)).map((user, position) => [
        item.id,
        user.id,
        "reviewer",
        position,
      ]),
    ),
    ...of("MEETING").flatMap((item) =>
      several(people, item.i + 3, 1 + (item.i % 2)).map((user, position) => [
        item.id,
        user.id,
        "moderator",
        position,
      ]),
    ),
  ];
  await query(
    `insert into journey_item_users (journey_item_id, user_id, role, position)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::smallint[])`,
    [0, 1, 2, 3].map((k) => itemUsers.map((row) => row[k])),
  );

  // Evaluations: a quarter pending, the others decided by one or more of their reviewers.
  const evaluations = of("EVALUATION");
  const status = (item) => (item.i % 4 === 0 ? "PENDING" : pick(DECISIONS, item.i));
  const { rows: evaluationRows } = await query(
    `insert into journey_evaluations (journey_item_id, status, comment, created, modified)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[])
     returning id, journey_item_id`,
    [
      evaluations.map((item) => item.id),
      evaluations.map(status),
      evaluations.map((item) => (status(item) === "PENDING" ? null : prose(item.i + 2, 80 + (item.i % 220)))),
      evaluations.map((item) => iso(item.created)),
      evaluations.map((item) => iso(item.modified)),
    ],
  );
  const evaluationOf = new Map(evaluationRows.map((row) => [row.journey_item_id, row.id]));
  const answers = evaluations
    .filter((item) => status(item) !== "PENDING")
    .flatMap((item) =>
      several(people, item.i, 1 + (item.i % 2)).map((user, k) => [
        evaluationOf.get(item.id),
        user.id,
        k === 0 ? status(item) : "APPROVED",
        prose(item.i + k, 60 + (item.i % 180)),
        iso(item.created + (k + 1) * 3_600_000),
      ]),
    );
  await query(
    `insert into journey_evaluation_answers (evaluation_id, reviewer_id, status, comment, created)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[])`,
    [0, 1, 2, 3, 4].map((k) => answers.map((row) => row[k])),
  );

  // Summaries and call notes: their records, a few fields filled.
  for (const [table, type, fields] of [
    ["journey_summaries", "SUMMARY", ["business", "founders", "next_steps"]],
    ["journey_call_notes", "CALL NOTES", ["team_structure", "fund_utilization", "finance_team_comments"]],
  ]) {
    const records = of(type);
    await query(
      `insert into ${table} (journey_item_id, company_id, ${fields.join(", ")}, created_by, created, modified)
       select journey_item_id, $1::int, ${fields.map((_, k) => `f${k}`).join(", ")}, created_by, created, created
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[])
         as r(journey_item_id, f0, f1, f2, created_by, created)`,
      [
        companyId,
        records.map((item) => item.id),
        ...fields.map((_, k) => records.map((item) => prose(item.i + k, 200 + ((item.i * 13) % 600)))),
        records.map((item) => pick(userIds, item.i)),
        records.map((item) => iso(item.created)),
      ],
    );
  }

  // Comments: three items in five have one to three, 40-400 characters each.
  const comments = items
    .filter((item) => item.i % 5 < 3)
    .flatMap((item) =>
      Array.from({ length: 1 + (item.i % 3) }, (_, k) => [
        item.id,
        prose(item.i + k * 3, 40 + ((item.i * 31 + k * 97) % 361)),
        pick(userIds, item.i + k + 2),
        iso(item.created + (k + 1) * 7_200_000),
      ]),
    );
  await query(
    `insert into company_comments (company_id, journey_item_id, comment_text, created_by, modified_by, created, modified)
     select $1::int, item, text, author, author, created, created
     from unnest($2::int[], $3::text[], $4::int[], $5::timestamptz[]) as c(item, text, author, created)`,
    [companyId, ...[0, 1, 2, 3].map((k) => comments.map((row) => row[k]))],
  );
  await query("analyze");

  const count = (type) => of(type).length;
  return {
    companyId,
    stages: perStage.length,
    summary:
      `${items.length.toLocaleString("en")} items over ${perStage.length} stages (${perStage.join(", ")}): ` +
      ["EVALUATION", "LINKEDIN", "EMAIL", "MEETING", "DOCUMENT", "SUMMARY", "CALL NOTES"]
        .map((type) => `${count(type)} ${type.toLowerCase()}`)
        .join(", ") +
      `; ${comments.length.toLocaleString("en")} comments`,
  };
}

/** Each statement the request ran, replayed alone: its median time and its opening words. */
async function statementTimes(statements, groups) {
  const rows = [];
  for (const group of groups) {
    for (const args of group) {
      const ms = [];
      for (let run = 0; run < 20; run += 1) ms.push(await timed(() => statements.query(...args)));
      ms.sort((a, b) => a - b);
      const text = typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "");
      rows.push({ "median ms": ms[10].toFixed(2), statement: text.replace(/\s+/g, " ").slice(0, 110) });
      if (process.env.BENCH_JOURNEY_STATEMENTS === "explain") {
        const plan = await statements.query(`explain (analyze, buffers) ${text}`, args[1]);
        console.log(`\n${text}\n${plan.rows.map((row) => Object.values(row)[0]).join("\n")}`);
      }
    }
  }
  console.table(rows);
}

async function benchOn(label, config) {
  const started = performance.now();
  const opened = await openSeeded(config);
  const statements = recordStatements((await serverModules()).rawClientOf(opened.db));
  const seeding = performance.now();
  const { companyId, stages, summary } = await seedJourney(statements.query);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = await startServer(opened);
  const { call } = server;
  try {
    const token = await signInAsAdmin(call);
    const url = `company/${companyId}/journey`;
    const read = async () => {
      const answer = await call("GET", url, { token });
      const items = answer.data.reduce((sum, stage) => sum + stage.items.length, 0);
      if (answer.data.length !== stages || items !== ITEMS) {
        throw new Error(`${url} answered ${answer.data.length} stages, ${items} items`);
      }
      return answer;
    };
    let bytes = 0;
    const groups = await statements.capture(async () => {
      bytes = Buffer.byteLength(JSON.stringify((await read()).data));
    });
    for (let run = 0; run < WARM_UP; run += 1) {
      await read();
      await statements.replay(groups);
    }
    if (process.env.BENCH_JOURNEY_STATEMENTS) await statementTimes(statements, groups);
    // Interleaved, so that the three see the same machine.
    const ms = [];
    const rawMs = [];
    const readMs = [];
    for (let run = 0; run < REQUESTS; run += 1) {
      ms.push(await timed(read));
      rawMs.push(await timed(() => statements.replay(groups)));
      readMs.push(await timed(() => readTimeline(opened.db, companyId)));
    }

    console.log(
      `\nCompany journey on ${label}: one company, ${summary} (seeded in ${seedSeconds.toFixed(1)} s). ` +
        `Timeline JSON ${(bytes / 1024).toFixed(0)} KB before sealing. HTTP on 127.0.0.1 as the admin; ` +
        "raw: the statements the request ran, replayed on the same database connection.",
    );
    console.table([
      resultRow(`GET company/{id}/journey, ${ITEMS.toLocaleString("en")} items`, ms, rawMs, groups),
      resultRow("the timeline's read alone, in process (its SQL and the items built; no HTTP)", readMs),
    ]);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s on ${label}, set-up included`);
  } finally {
    await server.close();
  }
}

await onEachDatabase("pipeline-bench-journey-", benchOn);
