import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompanyListRow, Id } from "@pipeline/contract";
import { journeyStages } from "../../src/db/schema";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  addJourneyItem,
  type Caller,
  companyBody,
  companyWorld,
  minutesAgo,
  type Refs,
  rowIds,
} from "./companyWorld";
import { injectedApp } from "./injectApp";

// Stage aging on the companies table (issue 28): each row says when the company entered its
// current stage (its first item of that stage) and the stage's SLA; `days_in_stage_gt` keeps the
// companies in their stage more than N whole days by the server's clock. Every date is counted
// back from now, an hour clear of a day's boundary so that a slow run never crosses one.

const server = injectedApp();
let admin: Caller;
let one: Refs;
const ids = {} as Record<"Old" | "Mid" | "Moved" | "Fresh" | "Idle", Id>;
type Name = keyof typeof ids;

/** Whole days and an hour ago. */
const daysAgo = (days: number) => minutesAgo(days * 24 * 60 + 60);

// The default journey: tasks 1 to 4 are Sourcing (stage 1), task 5 Screening (stage 2), task 9
// Evaluation (stage 3).
const entered = {
  Old: daysAgo(12),
  Mid: daysAgo(3),
  Moved: daysAgo(1),
  Fresh: minutesAgo(5),
};

async function names(query: string): Promise<string[]> {
  const answer = await admin.get(`company?page_size=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const found = rowIds(answer).map((id) => byId.get(id) ?? `#${id}`);
  expect(answer.body.count).toBe(found.length);
  return found;
}

async function row(name: Name): Promise<CompanyListRow | undefined> {
  const answer = await admin.get(`company?page_size=100`);
  return (answer.body.results?.data as CompanyListRow[]).find((entry) => entry.id === ids[name]);
}

beforeAll(async () => {
  ({ admin, one } = await companyWorld(server, "Aging one", "Aging two"));
  for (const name of ["Old", "Mid", "Moved", "Fresh", "Idle"] as const) {
    ids[name] = await admin.create(
      companyBody(one, { company_name: `${name} Co`, website: `https://${name.toLowerCase()}.example.com` }),
    );
  }
  // Old: Sourcing, then Screening twelve days ago, and a later Screening item that does not reset it.
  await addJourneyItem(server, { companyId: ids.Old, taskId: 1, created: daysAgo(20) });
  await addJourneyItem(server, { companyId: ids.Old, taskId: 5, created: entered.Old });
  await addJourneyItem(server, { companyId: ids.Old, taskId: 5, created: daysAgo(2) });
  await addJourneyItem(server, { companyId: ids.Mid, taskId: 1, created: entered.Mid });
  await addJourneyItem(server, { companyId: ids.Mid, taskId: 2, status: "sent", created: daysAgo(1) });
  // Moved: long in Screening, in Evaluation since yesterday.
  await addJourneyItem(server, { companyId: ids.Moved, taskId: 5, created: daysAgo(40) });
  await addJourneyItem(server, { companyId: ids.Moved, taskId: 9, created: entered.Moved });
  await addJourneyItem(server, { companyId: ids.Fresh, taskId: 1, created: entered.Fresh });
  // Screening's SLA is 10 days, and no other stage has one (whatever the seeded journey says).
  await server.database.db.update(journeyStages).set({ slaDays: null }).where(ne(journeyStages.id, 2));
  await server.database.db.update(journeyStages).set({ slaDays: 10 }).where(eq(journeyStages.id, 2));
}, SETUP_TIMEOUT_MS);

describe("GET company: stage aging", () => {
  it("gives each row when it entered its current stage and that stage's SLA", async () => {
    expect(await row("Old")).toMatchObject({
      stage_entered: entered.Old.toISOString(),
      stage_sla_days: 10,
      last_stage_task: { stage: { id: 2 } },
    });
    expect(await row("Mid")).toMatchObject({
      stage_entered: entered.Mid.toISOString(),
      stage_sla_days: null,
    });
    expect(await row("Moved")).toMatchObject({
      stage_entered: entered.Moved.toISOString(),
      stage_sla_days: null,
    });
    expect(await row("Idle")).toMatchObject({
      stage_entered: null,
      stage_sla_days: null,
      last_stage_task: null,
    });
  });

  it("keeps companies in their stage more than N whole days", async () => {
    expect(await names("days_in_stage_gt=0&sortfield=id")).toEqual(["Old", "Mid", "Moved"]);
    expect(await names("days_in_stage_gt=1&sortfield=id")).toEqual(["Old", "Mid"]);
    expect(await names("days_in_stage_gt=2&sortfield=id")).toEqual(["Old", "Mid"]);
    expect(await names("days_in_stage_gt=3")).toEqual(["Old"]);
    expect(await names("days_in_stage_gt=11")).toEqual(["Old"]);
    expect(await names("days_in_stage_gt=12")).toEqual([]);
    expect(await names("days_in_stage_gt=36500")).toEqual([]);
  });

  it("combines with the other filters, the search and paging", async () => {
    expect(await names("days_in_stage_gt=0&stage=1")).toEqual(["Mid"]);
    expect(await names("days_in_stage_gt=0&stage=1,2&sortfield=id")).toEqual(["Old", "Mid"]);
    expect(await names("days_in_stage_gt=0&initial_email_status=sent")).toEqual(["Mid"]);
    expect(await names("days_in_stage_gt=0&search=moved")).toEqual(["Moved"]);
    const second = await admin.get("company?days_in_stage_gt=0&sortfield=id&page=2&page_size=2");
    expect(rowIds(second)).toEqual([ids.Moved]);
    expect(second.body.count).toBe(3);
  });

  it("sorts by when the company entered its stage, those with no stage last", async () => {
    expect(await names("sortfield=stage_entered&sortdirection=asc")).toEqual([
      "Old",
      "Mid",
      "Moved",
      "Fresh",
      "Idle",
    ]);
    expect(await names("sortfield=stage_entered&sortdirection=desc")).toEqual([
      "Fresh",
      "Moved",
      "Mid",
      "Old",
      "Idle",
    ]);
  });

  it("selects every company matching it for an action on all of them", async () => {
    const all = await admin.get("company/ids?days_in_stage_gt=1&page=2&page_size=1");
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ count: 2, ids: [ids.Old, ids.Mid].sort((a, b) => a - b) });
    const less = await admin.get(`company/ids?days_in_stage_gt=0&exclude_ids=${ids.Old}`);
    expect(less.body.data).toEqual({ count: 2, ids: [ids.Mid, ids.Moved].sort((a, b) => a - b) });
  });

  it.each(["-1", "abc", "1,2", "2.5", "36501", "99999999999"])(
    "refuses days_in_stage_gt=%s with a 400",
    async (value) => {
      const message = "Days in stage must be a whole number from 0 to 36500.";
      for (const path of ["company", "company/ids"]) {
        const answer = await admin.get(`${path}?days_in_stage_gt=${encodeURIComponent(value)}`);
        expect(answer.status, path).toBe(400);
        expect(answer.body.message).toBe(message);
        expect(answer.body.errors).toEqual({ days_in_stage_gt: [message] });
      }
    },
  );

  it("starts the count again when the company moves to another stage", async () => {
    const id = await admin.create(
      companyBody(one, { company_name: "Mover Co", website: "https://mover.example.com" }),
    );
    await addJourneyItem(server, { companyId: id, taskId: 1, created: daysAgo(30) });
    const before = await admin.get(`company/ids?days_in_stage_gt=20&search=mover`);
    expect(before.body.data).toEqual({ count: 1, ids: [id] });
    const screened = daysAgo(0);
    await addJourneyItem(server, { companyId: id, taskId: 5, created: screened });
    const after = await admin.get(`company?search=mover`);
    expect(after.body.results?.data).toMatchObject([
      { id, stage_entered: screened.toISOString(), stage_sla_days: 10 },
    ]);
    const aged = await admin.get(`company/ids?days_in_stage_gt=0&search=mover`);
    expect(aged.body.data).toEqual({ count: 0, ids: [] });
  });
});
