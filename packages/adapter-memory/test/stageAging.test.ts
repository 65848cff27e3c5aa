import { type CompanyListRow, type Id, isAdapterError } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter, defaultMemorySeed } from "../src";

// Stage aging over the fixtures (company ids of companyFixtures): when each company entered its
// current stage, the stage's SLA, and "in stage more than N days" by the adapter's clock.

/** Kavach Robotics (1) entered Screening (stage 2) with its first item there, a meeting. */
const KAVACH_ENTERED = "2024-03-20T09:15:00.000Z";
/** Tidewater Analytics (2) is seeded in Evaluation without items: it entered when it last changed. */
const TIDEWATER_ENTERED = "2024-04-10T08:00:00.000Z";

const DAY = 86_400_000;
const after = (iso: string, days: number, hours = 1) =>
  new Date(Date.parse(iso) + days * DAY + hours * 3_600_000);

/** The fixtures' journey with an SLA of 30 days on Screening (stage 2) only, and no committee gate. */
function adapterAt(now: Date) {
  const journey = defaultMemorySeed().journey.map(({ stage, tasks }) => ({
    stage: { ...stage, sla_days: stage.id === 2 ? 30 : null },
    tasks: tasks.map((task) => ({ ...task, gate: null })),
  }));
  return createMemoryAdapter({ now: () => now, seed: { journey } });
}

async function rowOf(adapter: ReturnType<typeof createMemoryAdapter>, id: Id): Promise<CompanyListRow> {
  const page = await adapter.companies.list({ pageSize: 500 });
  const row = page.rows.find((entry) => entry.id === id);
  if (!row) throw new Error(`no company ${id}`);
  return row;
}

async function idsOver(adapter: ReturnType<typeof createMemoryAdapter>, days: number): Promise<Id[]> {
  const page = await adapter.companies.list({
    filters: { days_in_stage_gt: [days] },
    pageSize: 500,
    sort: { field: "id", direction: "asc" },
  });
  return page.rows.map((row) => row.id);
}

describe("stage aging in the memory adapter", () => {
  it("answers when a company entered its stage and the stage's SLA", async () => {
    const adapter = adapterAt(new Date("2024-05-01T00:00:00.000Z"));
    expect(await rowOf(adapter, 1)).toMatchObject({ stage_entered: KAVACH_ENTERED, stage_sla_days: 30 });
    expect(await rowOf(adapter, 2)).toMatchObject({ stage_entered: TIDEWATER_ENTERED, stage_sla_days: null });
  });

  it("keeps the companies in their stage more than N whole days by its clock", async () => {
    const adapter = adapterAt(after(KAVACH_ENTERED, 10));
    expect(await idsOver(adapter, 9)).toContain(1);
    expect(await idsOver(adapter, 10)).not.toContain(1);
    // Tidewater entered 21 days after Kavach: not in its stage at all yet by this clock.
    expect(await idsOver(adapter, 0)).not.toContain(2);
    const ids = await adapter.companies.matchingIds({ filters: { days_in_stage_gt: [9] } }, []);
    expect(ids.ids).toContain(1);
    expect(ids.count).toBe(ids.ids.length);
  });

  it("sorts by when the company entered its stage, those with no stage last", async () => {
    const adapter = adapterAt(new Date("2024-05-01T00:00:00.000Z"));
    const page = await adapter.companies.list({
      sort: { field: "stage_entered", direction: "asc" },
      pageSize: 500,
    });
    const entered = page.rows.map((row) => row.stage_entered);
    const dated = entered.filter((value): value is string => value !== null);
    expect(dated).toEqual([...dated].sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect(entered.slice(dated.length).every((value) => value === null)).toBe(true);
  });

  it("starts the count again when an item moves the company to another stage", async () => {
    const now = after(KAVACH_ENTERED, 40);
    const adapter = adapterAt(now);
    const [kavach] = (await adapter.companies.list({ search: "Kavach" })).rows;
    expect(kavach?.stage_entered).toBe(KAVACH_ENTERED);
    const me = await adapter.users.current();
    // Evaluation (stage 3), its committee review.
    await adapter.evaluations.create({
      company_id: 1,
      stage_id: 3,
      task_id: 9,
      reviewer_ids: [me.pk],
      status: "PENDING",
    });
    const moved = await rowOf(adapter, 1);
    expect(moved.last_stage_task?.stage.id).toBe(3);
    expect(moved).toMatchObject({ stage_entered: now.toISOString(), stage_sla_days: null });
    expect(await idsOver(adapter, 0)).not.toContain(1);
  });

  it("refuses a value that is not one whole number from 0, as the server does", async () => {
    const adapter = createMemoryAdapter();
    const refusal = await adapter.companies
      .list({ filters: { days_in_stage_gt: ["-3"] } })
      .catch((error) => error);
    expect(isAdapterError(refusal)).toBe(true);
    expect(refusal).toMatchObject({
      status: 400,
      message: "Days in stage must be a whole number from 0 to 36500.",
      fieldErrors: { days_in_stage_gt: ["Days in stage must be a whole number from 0 to 36500."] },
    });
  });
});
