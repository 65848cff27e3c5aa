import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Id } from "@pipeline/contract";
import { companies, companyComments, companyJourneyItems } from "../../src/db/schema";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import { seed } from "../../src/seed";
import { rowsOf } from "../../src/db/rows";
import { memoryLog } from "./fixtures";
import { TEST_DATABASE_URL, testDatabase } from "./testDatabase";

// The journey summary the database keeps on each company (migration 0001): whatever writes the
// journey items and comments, and however many at once, the company's columns follow.

const database = testDatabase();
let repository: ReturnType<typeof createCompanyRepository>;

const TYPES: Record<number, string> = {
  1: "LINKEDIN",
  2: "EMAIL",
  3: "EMAIL",
  4: "MEETING",
  5: "DOCUMENT",
  9: "MEETING",
};
const STAGES: Record<number, number> = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 9: 3 };

beforeAll(() => {
  repository = createCompanyRepository(database.db);
});

beforeEach(async () => {
  await seed(
    database.db,
    { admin: { username: "admin", password: "Admin@12345", email: "a@b.test" } },
    memoryLog(),
  );
});

const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));

function item(
  companyId: Id,
  taskId: number,
  minutes: number,
  extra: { status?: string; message?: string } = {},
) {
  return {
    companyId,
    taskId,
    stageId: STAGES[taskId] ?? 1,
    type: TYPES[taskId] ?? "EMAIL",
    status: extra.status ?? null,
    message: extra.message ?? null,
    created: at(minutes),
  };
}

async function summary(id: Id) {
  const [row] = await database.db
    .select({
      lastStageId: companies.lastStageId,
      lastTaskId: companies.lastTaskId,
      initialEmailStatus: companies.initialEmailStatus,
      followUpEmail: companies.followUpEmail,
      hasScheduledMeeting: companies.hasScheduledMeeting,
      lastUpdate: companies.lastUpdate,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

const EMPTY = {
  lastStageId: null,
  lastTaskId: null,
  initialEmailStatus: null,
  followUpEmail: false,
  hasScheduledMeeting: false,
  lastUpdate: null,
};

describe("the journey summary on each company", () => {
  it("starts empty and follows items as they are added", async () => {
    const id = await repository.create({ company_name: "Acme", website: "" }, null);
    expect(await summary(id)).toEqual(EMPTY);

    await database.db.insert(companyJourneyItems).values(item(id, 2, 1, { status: "sent" }));
    expect(await summary(id)).toEqual({
      ...EMPTY,
      lastStageId: 1,
      lastTaskId: 2,
      initialEmailStatus: "sent",
    });

    await database.db.insert(companyJourneyItems).values(item(id, 4, 2, { status: "CONFIRMED" }));
    await database.db.insert(companyJourneyItems).values(item(id, 3, 3, { status: "delivered" }));
    expect(await summary(id)).toEqual({
      ...EMPTY,
      lastStageId: 1,
      lastTaskId: 3,
      initialEmailStatus: "sent",
      followUpEmail: true,
      hasScheduledMeeting: true,
    });
  });

  it("follows status changes and removals", async () => {
    const id = await repository.create({ company_name: "Acme", website: "" }, null);
    const [outreach, meeting, followUp] = await database.db
      .insert(companyJourneyItems)
      .values([
        item(id, 2, 1, { status: "sent" }),
        item(id, 4, 2, { status: "CONFIRMED" }),
        item(id, 3, 3, { status: "failed" }),
      ])
      .returning({ id: companyJourneyItems.id });
    expect(await summary(id)).toMatchObject({
      followUpEmail: false,
      hasScheduledMeeting: true,
      lastTaskId: 3,
    });

    await database.db
      .update(companyJourneyItems)
      .set({ status: "opened" })
      .where(eq(companyJourneyItems.id, outreach?.id ?? 0));
    await database.db
      .update(companyJourneyItems)
      .set({ status: "COMPLETED" })
      .where(eq(companyJourneyItems.id, meeting?.id ?? 0));
    await database.db
      .update(companyJourneyItems)
      .set({ status: "clicked" })
      .where(eq(companyJourneyItems.id, followUp?.id ?? 0));
    expect(await summary(id)).toMatchObject({
      initialEmailStatus: "opened",
      followUpEmail: true,
      hasScheduledMeeting: false,
    });

    await database.db.delete(companyJourneyItems).where(eq(companyJourneyItems.id, followUp?.id ?? 0));
    expect(await summary(id)).toMatchObject({ lastTaskId: 4, followUpEmail: false });
    await database.db.delete(companyJourneyItems);
    expect(await summary(id)).toEqual(EMPTY);
  });

  it("leaves the company's row unwritten when a write to its journey leaves the summary as it was", async () => {
    const id = await repository.create({ company_name: "Acme", website: "" }, null);
    const [older] = await database.db
      .insert(companyJourneyItems)
      .values([
        item(id, 5, 1, { message: "Deck received" }),
        item(id, 2, 2, { status: "sent", message: "Outreach sent" }),
      ])
      .returning({ id: companyJourneyItems.id });
    // The row version a write to the company would replace.
    const version = async () =>
      (
        await rowsOf<{ xmin: string }>(
          database.db,
          sql`select xmin::text as xmin from companies where id = ${id}`,
        )
      )[0]?.xmin;
    const before = await version();
    const summed = await summary(id);

    // An older item's text and status: the newest item and the last update stay as they were.
    await database.db
      .update(companyJourneyItems)
      .set({ message: "Deck received, v2 to follow", status: "SUBMITTED" })
      .where(eq(companyJourneyItems.id, older?.id ?? 0));
    expect(await summary(id)).toEqual(summed);
    expect(await version()).toBe(before);

    // A change the summary shows is written.
    await database.db.insert(companyJourneyItems).values(item(id, 4, 3, { status: "CONFIRMED" }));
    expect(await summary(id)).toMatchObject({ lastTaskId: 4, hasScheduledMeeting: true });
    expect(await version()).not.toBe(before);
  });

  it("takes the newest initial outreach's status", async () => {
    const id = await repository.create({ company_name: "Acme", website: "" }, null);
    await database.db
      .insert(companyJourneyItems)
      .values([item(id, 2, 5, { status: "bounced" }), item(id, 2, 1, { status: "opened" })]);
    expect(await summary(id)).toMatchObject({ initialEmailStatus: "bounced", lastTaskId: 2 });
  });

  it("keeps the newest text written as the last update: a comment or an item's message", async () => {
    const id = await repository.create({ company_name: "Acme", website: "" }, null);
    await database.db.insert(companyJourneyItems).values(item(id, 1, 1, { message: "Connected" }));
    expect((await summary(id))?.lastUpdate).toBe("Connected");

    const [comment] = await database.db
      .insert(companyComments)
      .values({ companyId: id, commentText: "Asked for the deck", created: at(2) })
      .returning({ id: companyComments.id });
    expect((await summary(id))?.lastUpdate).toBe("Asked for the deck");

    await database.db.insert(companyJourneyItems).values(item(id, 5, 3));
    expect((await summary(id))?.lastUpdate).toBe("Asked for the deck");

    await database.db
      .update(companyComments)
      .set({ commentText: "Deck received" })
      .where(eq(companyComments.id, comment?.id ?? 0));
    expect((await summary(id))?.lastUpdate).toBe("Deck received");

    await database.db.delete(companyComments);
    expect((await summary(id))?.lastUpdate).toBe("Connected");
  });

  it("sums up many companies written in one statement, each from its own items", async () => {
    const made: Id[] = [];
    for (let index = 0; index < 30; index += 1) {
      made.push(await repository.create({ company_name: `Firm ${index}`, website: "" }, null));
    }
    await database.db.execute(sql`
      insert into company_journey_items (company_id, stage_id, task_id, type, status, created)
      select c.id, 1, t.task, case t.task when 4 then 'MEETING' else 'EMAIL' end,
             case t.task when 4 then 'CONFIRMED' else 'sent' end,
             timestamp '2024-01-01' + (t.task || ' minutes')::interval
      from companies as c, (values (2), (4), (3)) as t(task)
      where c.id % 2 = 0`);
    const rows = await database.db
      .select({ id: companies.id, lastTaskId: companies.lastTaskId, meeting: companies.hasScheduledMeeting })
      .from(companies)
      .where(inArray(companies.id, made));
    for (const row of rows) {
      expect(row).toEqual(
        row.id % 2 === 0
          ? { id: row.id, lastTaskId: 4, meeting: true }
          : { id: row.id, lastTaskId: null, meeting: false },
      );
    }
  });

  it("moves the summary along when an item moves to another company", async () => {
    const first = await repository.create({ company_name: "First", website: "" }, null);
    const second = await repository.create({ company_name: "Second", website: "" }, null);
    const [moved] = await database.db
      .insert(companyJourneyItems)
      .values(item(first, 4, 1, { status: "CONFIRMED" }))
      .returning({ id: companyJourneyItems.id });
    await database.db
      .update(companyJourneyItems)
      .set({ companyId: second })
      .where(eq(companyJourneyItems.id, moved?.id ?? 0));
    expect(await summary(first)).toEqual(EMPTY);
    expect(await summary(second)).toMatchObject({ lastTaskId: 4, hasScheduledMeeting: true });
  });

  // Seen on PostgreSQL: a meeting's invitation logged (an e-mail log naming the company and the
  // item) while a moderator's comment completed the meeting. The log's key checks held the
  // company and waited for the item the comment had locked; the comment's refresh of the summary
  // then waited for the company: a deadlock, one of the two refused.
  it.runIf(TEST_DATABASE_URL)(
    "lets a row that names the company and an item be written while the item's comment refreshes the company",
    async () => {
      const companyId = await repository.create({ company_name: "Tidewater Labs", website: "" }, null);
      const [meeting] = await database.db
        .insert(companyJourneyItems)
        .values(item(companyId, 4, 1, { status: "CONFIRMED" }))
        .returning({ id: companyJourneyItems.id });
      const itemId = meeting?.id ?? 0;
      const commenter = new pg.Client({ connectionString: database.url ?? "" });
      const logger = new pg.Client({ connectionString: database.url ?? "" });
      await Promise.all([commenter.connect(), logger.connect()]);
      try {
        const loggerPid = ((await logger.query("select pg_backend_pid() as pid")).rows[0] as { pid: number })
          .pid;
        // The comment's transaction holds the meeting, as the comment route does.
        await commenter.query("begin");
        await commenter.query("select status from company_journey_items where id = $1 for update", [itemId]);
        // The log is written meanwhile, and waits for the item.
        const logged = logger.query(
          "insert into email_logs (subject, receiver_emails, cc_emails, body_type, message, company_id, journey_item_id, delivered) values ($1, $2, $3, 'html', '', $4, $5, true)",
          ["Invitation: Introductory Call", ["lee@tidewater-labs.example.com"], [], companyId, itemId],
        );
        await expect
          .poll(async () => {
            const { rows } = await commenter.query(
              "select wait_event_type from pg_stat_activity where pid = $1",
              [loggerPid],
            );
            return (rows[0] as { wait_event_type: string | null } | undefined)?.wait_event_type;
          })
          .toBe("Lock");
        // The comment completes the meeting: both writes go through.
        await commenter.query(
          "insert into company_comments (company_id, journey_item_id, comment_text) values ($1, $2, $3)",
          [companyId, itemId, "Went well; next call in a week."],
        );
        await commenter.query("update company_journey_items set status = 'COMPLETED' where id = $1", [
          itemId,
        ]);
        await commenter.query("commit");
        await expect(logged).resolves.toMatchObject({ rowCount: 1 });
        expect(await summary(companyId)).toMatchObject({ lastUpdate: "Went well; next call in a week." });
      } finally {
        await Promise.all([commenter.end(), logger.end()]);
      }
    },
  );
});
