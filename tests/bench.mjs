// `npm run bench`: the vitest benchmarks (*.bench.ts), then the browser and size benchmarks (the
// DataTable, the CompaniesTable's 500-row pages and the 10x100 KanbanBoard, the portal, and the
// JavaScript of /login and of the companies page per package, and the companies page's beside a
// minimal react-admin app's for the same table), and the gzip size of each entry point an embedder
// loads beside its budget (@pipeline/ui tree-shaken for the kanban alone and for the timeline
// alone, react and react-dom external; the @pipeline/elements bundle whole), then
// `npm start`'s time to ready and its idle memory, then `npm run backup` of a running server over
// 100,000 companies (its time, and how long the requests made meanwhile wait), then the load on the
// compiled server (5,000 companies imported; 10 and 50 connections on each read and a write, on the
// embedded database, and on PostgreSQL when one is named), then the server's (sign-in and a 10k-row list over HTTP against their raw SQL), then the companies'
// (100k companies: the table against its raw SQL, and the dashboard); the server's two also run on
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set. The company journey has one of each:
// the JourneyTimeline with 1,000 items in Chromium (data-to-paint in both views, the longest task
// while scrolling it), and `GET company/{id}/journey` over those items (on PostgreSQL too); My
// Reviews, `GET evaluation/mine`, for a reviewer with 1,000 reviews waiting among 100,000 companies
// (on PostgreSQL too). Last,
// media: a 200 MiB recording uploaded to the server in its own process (throughput, its memory
// before, during and after), the compression of a 60 s 720p clip, and 1,000 scheduled e-mails sent
// by the jobs worker to an SMTP server on 127.0.0.1 (messages per second, each exactly once). Then
// the Excel import: 10,000 companies with 20,000 members end to end, the preview and import passes
// timed apart, and a workbook of Excel's 1,048,576 rows with the server's memory throughout. Then
// bulk outreach: a campaign of 10,000 recipients sent by the server to an SMTP server on 127.0.0.1
// (messages per second, each exactly once, the server's memory), and Campaign Details over 100,000
// events (the list, update-stats and the activity, p50 and p95).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const steps = [
  ["bash", ["tests/system/ensure.sh", "chromium"]],
  ["npm", ["run", "--silent", "build"]],
  ["npx", ["vitest", "bench", "--run", "--config", "tests/vitest.config.ts", "--project", "contract"]],
  ["node", ["tests/bench/ui.mjs"]],
  ["node", ["tests/bench/companiesUi.mjs"]],
  ["node", ["tests/bench/journeyUi.mjs"]],
  ["node", ["tests/bench/portal.mjs"]],
  ["node", ["tests/bench/bundleReport.mjs"]],
  ["node", ["tests/bench/packageSizes.mjs"]],
  ["node", ["tests/bench/reactAdminSideBySide.mjs"]],
  ["node", ["tests/bench/startup.mjs"]],
  ["node", ["tests/bench/backup.mjs"]],
  ["node", ["tests/bench/load.mjs"]],
  ["node", ["tests/bench/server.mjs"]],
  ["node", ["tests/bench/companies.mjs"]],
  ["node", ["tests/bench/journey.mjs"]],
  ["node", ["tests/bench/myReviews.mjs"]],
  ["node", ["tests/bench/media.mjs"]],
  ["node", ["tests/bench/imports.mjs"]],
  ["node", ["tests/bench/campaigns.mjs"]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
