// Bulk outreach benchmark: a campaign sent by the server itself (the smtp provider) and the
// statistics of a campaign with many events, on a fresh embedded PGlite in a temporary folder, with
// the server in a process of its own started as `npm start` starts it (its jobs worker on).
//
// 1. A campaign of 10,000 recipients (5,000 companies with two members each, seeded by INSERT ...
//    SELECT generate_series into the data folder before the server starts, with a verified sender)
//    created by `POST campaigns/` through the HTTP adapter, as the Campaign dialog creates it, and
//    sent by the server's jobs worker (BULK_MAIL_RATE=0: no pacing) to an SMTP server on 127.0.0.1
//    in this process, which keeps only each message's Message-ID. From the call to the last
//    message received: seconds and messages per second (goal: at least 1,000); each recipient
//    received exactly once (distinct Message-IDs = recipients, each the one its row recorded); and
//    the server process's resident memory (VmRSS, sampled every 50 ms) before, at its peak during
//    and after.
// 2. Campaign Details over that campaign a week on, with 100,000 events recorded for it (opens and
//    clicks spread over part of its recipients, a few unsubscribes and bounces; written by SQL while
//    the server is stopped) and nine more campaigns of 10,000 sent recipients each, so that the page
//    holds ten: `GET campaigns-stats` (a page of 10), `PUT campaigns-stats/{id}/update-stats/` and
//    `GET campaigns-stats/{id}/activity/`, each 30 times after a warm-up: p50 and p95.
// 3. With TEST_DATABASE_URL (or DATABASE_URL) naming a PostgreSQL server, the campaign of 1. again
//    on a scratch database of it, with WEB_CONCURRENCY=1 and with one server process per core.
//
//   node tests/bench/campaigns.mjs
//   BENCH_CAMPAIGN_RECIPIENTS=1000 BENCH_CAMPAIGN_EVENTS=10000 node tests/bench/campaigns.mjs   (quick)
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN, openSeeded, runFromSources, serverModules, serverSettings } from "./serverBench.mjs";
import { freePort, residentBytes, sampleMemory, startServerProcess, startSmtp } from "./serverProcess.mjs";

runFromSources(import.meta.url);

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000);
const MEMBERS_PER_COMPANY = 2;
const COMPANIES = Math.ceil(RECIPIENTS / MEMBERS_PER_COMPANY);
const EVENTS = Number(process.env.BENCH_CAMPAIGN_EVENTS ?? 100_000);
/** Campaigns besides the measured one, so that Campaign Details shows a whole page of ten. */
const OTHER_CAMPAIGNS = 9;
const PAGE_SIZE = 10;
const RUNS = 30;
const WARM_UP = 5;
const GOAL_PER_SECOND = 1000;
/** Longer than this for the campaign means something is wrong: the benchmark stops with what arrived. */
const SEND_LIMIT_MS = 600_000;
const MiB = 1024 * 1024;
const DAY_SECONDS = 86_400;

const { generateEnvelopeKey, openDatabase } = await serverModules();
const { createHttpAdapter } = await import("@pipeline/adapter-http");
const { scratchPostgres } = await import("./rawSql.mjs");
const { BULK_OUTREACH_LIMITS } = await import("@pipeline/contract");

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms) => +ms.toFixed(1);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The companies, two members each, and a verified sender; answers the sender's id. */
async function seedAudience(query, adminId) {
  // Member names of letters only, as the member rules ask; every address distinct.
  await query(
    `insert into companies (company_name, website, email, pitch_line, fte, revenue, foundation_year, created_by)
     select initcap(substr(md5(i::text), 1, 8)) || ' ' ||
              (array['Labs','Fintech','Health','Foods','Energy','Logistics'])[1 + i % 6] || ' Private Limited',
            'https://c' || i || '.example.com', 'hello@c' || i || '.example.com',
            'Working capital for the ' || (array['textile','auto-parts','pharma','food'])[1 + i % 4] ||
              ' makers of western India',
            10 + i % 900, 1000000 + i * 37, 1990 + i % 35, $1
     from generate_series(1, $2::int) as i`,
    [adminId, COMPANIES],
  );
  await query(
    `insert into company_members (company_id, first_name, last_name, email)
     select c.id, (array['Kavya','Arjun','Meera','Rohan','Ishita','Vikram'])[1 + (c.id + m) % 6],
            (array['Iyer','Kapoor','Nair','Shah','Rao','Menon'])[1 + (c.id * 7 + m) % 6],
            (array['kavya','arjun','meera','rohan','ishita','vikram'])[1 + (c.id + m) % 6] || '.' || m ||
              '@c' || c.id || '.example.com'
     from companies c cross join generate_series(1, $1::int) as m`,
    [MEMBERS_PER_COMPANY],
  );
  const { rows } = await query(
    `insert into senders (email, sender_name, address, city, country, is_active, is_verified, verified_at)
     values ('deals@fund.example.com', 'Deal Team', '12 MG Road', 'Bengaluru', 'India', true, true, now())
     returning id`,
  );
  return rows[0].id;
}

/** The server on `dataDir` in a process of its own, and a signed-in HTTP adapter of it. */
async function startServer(dataDir, env) {
  const port = await freePort();
  const key = generateEnvelopeKey();
  const server = await startServerProcess({ ...serverSettings({ dataDir, port, envelopeKey: key }), ...env });
  let session = null;
  const api = createHttpAdapter({
    baseUrl: `http://127.0.0.1:${port}/api/v1/`,
    envelopeKey: key,
    session: {
      getToken: () => session?.key ?? null,
      getActiveRole: () => null,
      clear: () => (session = null),
      save: (next) => (session = next),
    },
  });
  try {
    await api.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, api };
}

const CAMPAIGN_BODY =
  "<p>Dear {{first_name}},</p>" +
  "<p>We follow <strong>{{company_name}}</strong> closely: {{pitch_line}} is exactly the kind of " +
  "business our fund backs at the Series A. We would like to hear how the last year went and where " +
  "the next round would take you.</p>" +
  '<p>Our thesis and portfolio are at <a href="https://fund.example.com/thesis">fund.example.com/thesis</a>; ' +
  'a time that suits you can be booked at <a href="https://fund.example.com/meet">fund.example.com/meet</a>.</p>' +
  "<p>Warm regards,<br>The Deal Team</p>";

/** 1. The campaign of RECIPIENTS recipients, from `POST campaigns/` to the last message received. */
async function benchSend(dataDir, { databaseUrl = null, processes = 1 } = {}) {
  const opened = await openSeeded({ dataDir, databaseUrl });
  const query = (text, params) => opened.db.$client.query(text, params);
  const { rows: admins } = await query("select id from users where username = $1", [ADMIN.username]);
  const seeding = performance.now();
  const senderId = await seedAudience(query, admins[0].id);
  const { rows: companyRows } = await query("select id from companies order by id");
  const seedMs = performance.now() - seeding;
  await opened.close();

  let lastAt = 0;
  let firstAt = 0;
  let countReached = () => undefined;
  const reached = new Promise((resolve) => {
    countReached = resolve;
  });
  const smtp = await startSmtp((count) => {
    lastAt = performance.now();
    if (count === 1) firstAt = lastAt;
    if (count === RECIPIENTS) countReached();
  });
  let running = null;
  let memory = null;
  try {
    running = await startServer(dataDir, {
      JOBS: "on",
      SMTP_URL: smtp.url,
      BULK_MAIL_RATE: "0",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes) } : {}),
    });
    const { server, api } = running;
    // The audience preview the dialog shows first: the path runs once before memory is read.
    const audience = await api.campaigns.audience({ company_ids: companyRows.map((row) => row.id) });
    if (audience.recipients !== RECIPIENTS) {
      throw new Error(`The audience has ${audience.recipients} recipients, not ${RECIPIENTS}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    memory = sampleMemory(server.pid);
    const started = performance.now();
    await api.campaigns.create({
      company_ids: companyRows.map((row) => row.id),
      journey_item_id: BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId,
      email_type: "Initial Outreach",
      campaign_name: "Series A outreach, western India manufacturing",
      subject: "{{company_name}}: a conversation about your next round",
      body: CAMPAIGN_BODY,
      datetime: null,
      sender_id: senderId,
    });
    const createMs = performance.now() - started;
    let timer;
    try {
      await Promise.race([
        reached,
        new Promise((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new Error(
                  `${smtp.messageIds.length} of ${RECIPIENTS} messages arrived in ${SEND_LIMIT_MS / 1000} s`,
                ),
              ),
            SEND_LIMIT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    const { before, peak } = memory.stop();
    const ms = lastAt - started;

    // The campaign closes once its last part finds nothing left; a second later, its memory.
    const [campaign] = (await api.campaigns.stats({ page: 1, pageSize: 1 })).rows;
    for (let waited = 0; ; waited += 100) {
      const stats = await api.campaigns.activity(campaign.id);
      if (stats.stats.progress.pending === 0) break;
      if (waited > 30_000) throw new Error("The campaign still has recipients pending.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = residentBytes(server.pid);
    // Stopped as an operator stops it; anything sent twice would arrive meanwhile.
    await server.stop();
    running = null;

    const database = await openDatabase({ dataDir, databaseUrl });
    let recorded;
    let logged;
    let finished;
    try {
      const read = (text, params) => database.db.$client.query(text, params);
      recorded = (
        await read("select message_id, state from campaign_recipients where campaign_id = $1", [campaign.id])
      ).rows;
      logged = (
        await read(
          "select count(*)::int as n from email_logs where delivered and message_id = any($1::text[])",
          [recorded.map((row) => row.message_id)],
        )
      ).rows[0].n;
      finished = (await read("select finished_at from campaigns where id = $1", [campaign.id])).rows[0]
        .finished_at;
    } finally {
      await database.close();
    }
    const received = new Map();
    for (const id of smtp.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    const once =
      smtp.messageIds.length === RECIPIENTS &&
      received.size === RECIPIENTS &&
      recorded.length === RECIPIENTS &&
      recorded.every((row) => row.state === "sent" && received.get(row.message_id) === 1) &&
      logged === RECIPIENTS &&
      finished !== null;
    const perSecond = RECIPIENTS / (ms / 1000);
    const where = databaseUrl
      ? `PostgreSQL, WEB_CONCURRENCY=${processes}: ${processes} server process${processes === 1 ? "" : "es"}`
      : "embedded PGlite";

    console.log(
      `\nCampaign: ${RECIPIENTS.toLocaleString("en-US")} recipients (${COMPANIES.toLocaleString("en-US")} ` +
        `companies with ${MEMBERS_PER_COMPANY} members each, seeded by SQL in ${seconds(seedMs)}; a verified ` +
        "sender), POST campaigns/ through the HTTP adapter, sent by the jobs worker of the server in its own " +
        `process (npm start's way, ${where}, BULK_MAIL_RATE=0, pooled SMTP) to an SMTP server on ` +
        "127.0.0.1 in this process. Exactly once: every Message-ID received once, each the one its " +
        "recipient's row recorded, every row sent and logged, the campaign finished.",
    );
    console.table([
      {
        recipients: RECIPIENTS,
        "POST answered": seconds(createMs),
        "→ first received": seconds(firstAt - started),
        "→ last received": seconds(ms),
        "messages/s": +perSecond.toFixed(1),
        [`≥ ${GOAL_PER_SECOND}/s`]: perSecond >= GOAL_PER_SECOND ? "yes" : "NO",
        "distinct Message-IDs": received.size,
        "exactly once": once ? "yes" : "NO",
        // With several processes, the primary's memory says nothing of theirs: shown for one only.
        "RSS before / peak / after":
          processes === 1 ? `${mib(before.rss)} / ${mib(peak)} / ${mib(after.rss)}` : "(several processes)",
        "VmHWM before → after": processes === 1 ? `${mib(before.hwm)} → ${mib(after.hwm)}` : "",
      },
    ]);
    if (!once) {
      throw new Error(
        `Not exactly once: ${smtp.messageIds.length} received, ${received.size} distinct, ${recorded.length} ` +
          `recipients, ${logged} logged, ${finished === null ? "not " : ""}finished.`,
      );
    }
    return campaign.id;
  } finally {
    memory?.stop();
    await running?.server.stop();
    await smtp.close();
  }
}

/**
 * The campaign a week on: its timeline moved back seven days, EVENTS events over it, and the other
 * campaigns that fill the page. Answers the figures update-stats is to count.
 */
async function seedEvents(dataDir, campaignId) {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  const query = (text, params) => database.db.$client.query(text, params);
  try {
    await query(
      `update campaigns set send_at = send_at - interval '7 days', started_at = started_at - interval '7 days',
         finished_at = finished_at - interval '7 days', created = created - interval '7 days' where id = $1`,
      [campaignId],
    );
    await query(
      "update campaign_recipients set sent_at = sent_at - interval '7 days' where campaign_id = $1",
      [campaignId],
    );
    // Of the recipients (in id order): the first 60 % open, the first quarter click, a few of the
    // rest unsubscribe or bounce. Opens and clicks fall mostly in the first two days.
    const openers = Math.floor(RECIPIENTS * 0.6);
    const clickers = Math.floor(RECIPIENTS * 0.25);
    const unsubscribes = Math.max(1, Math.round(EVENTS * 0.0006));
    const bounces = Math.max(1, Math.round(EVENTS * 0.0004));
    const clicks = Math.round((EVENTS - unsubscribes - bounces) * 0.3);
    const opens = EVENTS - unsubscribes - bounces - clicks;
    const insert = (kind, count, first, spread, url) =>
      query(
        `with r as (
           select id, sent_at, row_number() over (order by id) - 1 as k
           from campaign_recipients where campaign_id = $1
         )
         insert into campaign_events (campaign_id, recipient_id, kind, url, at)
         select $1, r.id, $2, ${url},
                r.sent_at + (60 + ${7 * DAY_SECONDS - 3600} * power(((g * 104729) % 1000) / 1000.0, 3))
                  * interval '1 second'
         from generate_series(0::bigint, $3::bigint - 1) as g
         join r on r.k = $4::int + (g * 7919) % $5::int`,
        [campaignId, kind, count, first, spread],
      );
    const links = "(array['https://fund.example.com/thesis','https://fund.example.com/meet'])[1 + g % 2]";
    await insert("open", opens, 0, openers, "null");
    await insert("click", clicks, 0, clickers, links);
    await insert("unsubscribe", unsubscribes, openers, unsubscribes, "null");
    await insert("bounce", bounces, openers + unsubscribes, bounces, "null");
    const { rows } = await query("select count(*)::int as n from campaign_events where campaign_id = $1", [
      campaignId,
    ]);
    if (rows[0].n !== EVENTS) throw new Error(`${rows[0].n} events were written, not ${EVENTS}.`);

    // The other campaigns: sent in the weeks before, each to as many recipients (its own tokens).
    for (let n = 1; n <= OTHER_CAMPAIGNS; n += 1) {
      const { rows: made } = await query(
        `insert into campaigns (name, subject, body, email_type, task_id, sender_id, sender_email, sender_name,
           provider, status, send_at, started_at, finished_at, created_by, created)
         select 'Series A outreach, wave ' || $2::int, subject, body, email_type, task_id, sender_id, sender_email,
                sender_name, provider, status, send_at - $2::int * interval '7 days',
                started_at - $2::int * interval '7 days', finished_at - $2::int * interval '7 days', created_by,
                created - $2::int * interval '7 days'
         from campaigns where id = $1 returning id`,
        [campaignId, n],
      );
      await query(
        `insert into campaign_recipients (campaign_id, company_id, member_id, journey_item_id, email,
           first_name, company_name, pitch_line, token, state, sent_at, message_id)
         select $2::int, company_id, member_id, journey_item_id, email, first_name, company_name, pitch_line,
                md5(random()::text || id::text || $2::text), 'sent', sent_at - $3::int * interval '7 days',
                '<' || md5(random()::text || id::text) || '@fund.example.com>'
         from campaign_recipients where campaign_id = $1`,
        [campaignId, made[0].id, n],
      );
    }
    // Event g goes to recipient (g * 7919) mod spread: 7919 is prime, so the first `spread` events
    // reach as many distinct recipients and any further ones repeat them.
    return {
      opens,
      unique_opens: Math.min(opens, openers),
      clicks,
      unique_clicks: Math.min(clicks, clickers),
      unsubscribes,
      bounces,
    };
  } finally {
    await database.close();
  }
}

async function timeRuns(call) {
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** 2. Campaign Details over the campaign and its events. */
async function benchStats(dataDir, campaignId) {
  const seeding = performance.now();
  const expected = await seedEvents(dataDir, campaignId);
  const seedMs = performance.now() - seeding;
  const { server, api } = await startServer(dataDir, {});
  try {
    const page = () => api.campaigns.stats({ page: 1, pageSize: PAGE_SIZE });
    const listed = await page();
    if (listed.rows.length !== PAGE_SIZE || !listed.rows.some((row) => row.id === campaignId)) {
      throw new Error(`The first page has ${listed.rows.length} campaigns, the measured one not among them.`);
    }
    const list = await timeRuns(page);
    const update = await timeRuns(() => api.campaigns.refreshStats(campaignId));
    const activity = await timeRuns(() => api.campaigns.activity(campaignId));

    const { stats, buckets, bucket } = await api.campaigns.activity(campaignId);
    const counted = {
      opens: stats.opens,
      unique_opens: stats.unique_opens,
      clicks: stats.clicks,
      unique_clicks: stats.unique_clicks,
      unsubscribes: stats.progress.unsubscribes,
      bounces: stats.progress.bounces,
    };
    if (JSON.stringify(counted) !== JSON.stringify(expected)) {
      throw new Error(`update-stats counted ${JSON.stringify(counted)}, not ${JSON.stringify(expected)}`);
    }

    console.log(
      `\nCampaign Details: the campaign above a week on, with ${EVENTS.toLocaleString("en-US")} events ` +
        `(${expected.opens.toLocaleString("en-US")} opens by ${expected.unique_opens.toLocaleString("en-US")} ` +
        `recipients, ${expected.clicks.toLocaleString("en-US")} clicks by ` +
        `${expected.unique_clicks.toLocaleString("en-US")}, ${expected.unsubscribes} unsubscribes, ` +
        `${expected.bounces} bounces; written by SQL in ${seconds(seedMs)} with ${OTHER_CAMPAIGNS} more ` +
        `campaigns of ${RECIPIENTS.toLocaleString("en-US")} sent recipients each), the server restarted on ` +
        `it; through the HTTP adapter, ${RUNS} calls each after ${WARM_UP} of warm-up. update-stats counted ` +
        `every figure right; the activity has ${buckets.length} buckets (per ${bucket}).`,
    );
    console.table([
      {
        call: `GET campaigns-stats (page of ${PAGE_SIZE})`,
        "p50 ms": milliseconds(list.p50),
        "p95 ms": milliseconds(list.p95),
      },
      {
        call: "PUT campaigns-stats/{id}/update-stats/",
        "p50 ms": milliseconds(update.p50),
        "p95 ms": milliseconds(update.p95),
      },
      {
        call: "GET campaigns-stats/{id}/activity/",
        "p50 ms": milliseconds(activity.p50),
        "p95 ms": milliseconds(activity.p95),
      },
    ]);
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-campaigns-"));
const started = performance.now();
try {
  const dataDir = path.join(dir, "data");
  const campaignId = await benchSend(dataDir);
  await benchStats(dataDir, campaignId);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// The same campaign on PostgreSQL, when a server is named, with one server process and with one
// per core: the campaign's parts are shared by the processes (jobs claimed as always).
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
if (postgresUrl) {
  for (const processes of [1, os.availableParallelism()]) {
    const scratch = await scratchPostgres(postgresUrl);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-campaigns-"));
    try {
      await benchSend(dataDir, { databaseUrl: scratch.url, processes });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }
}
console.log(`${seconds(performance.now() - started)} in all, set-up included`);
