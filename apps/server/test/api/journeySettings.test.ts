import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { Id, JourneyItemDefinition, JourneySettings } from "@pipeline/contract";
import { auditLog, journeyEvaluations, seedMarks } from "../../src/db/schema";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { SETUP_TIMEOUT_MS, TEST_DATABASE_URL } from "../db/testDatabase";
import {
  addJourneyItem,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  type Refs,
} from "./companyWorld";
import { injectedApp } from "./injectApp";

// Journey settings: a SUPER_ADMIN replaces the whole journey in one save. Stages and tasks in use
// are retired, never deleted nor retyped; new ones get new ids; every change is in the audit trail,
// and `GET journey-item` follows at once.

const server = injectedApp();
let admin: Caller;
let refs: Refs;
let companyId: Id;

type Body = { stages: Array<Record<string, unknown> & { tasks: Array<Record<string, unknown>> }> };

/** The settings as the save's body takes them. */
function bodyOf(settings: JourneySettings): Body {
  return {
    stages: settings.stages.map((stage) => ({
      id: stage.id,
      label: stage.label,
      sla_days: stage.sla_days,
      is_active: stage.is_active,
      tasks: stage.tasks.map((task) => ({
        id: task.id,
        label: task.label,
        type: task.type,
        allow_multiple: task.allow_multiple,
        gate: task.gate,
        is_active: task.is_active,
      })),
    })),
  };
}

async function settings(): Promise<JourneySettings> {
  const answer = await admin.get("journey-settings/");
  expect(answer.status).toBe(200);
  return answer.body.data as JourneySettings;
}

async function definitions(): Promise<JourneyItemDefinition[]> {
  const answer = await admin.get("journey-item");
  expect(answer.status).toBe(200);
  return answer.body.data as JourneyItemDefinition[];
}

/** The body of the current journey, edited. */
async function edited(edit: (body: Body) => void): Promise<Body> {
  const body = bodyOf(await settings());
  edit(body);
  return body;
}

const stageOf = (body: Body, label: string) => {
  const stage = body.stages.find((entry) => entry.label === label);
  if (!stage) throw new Error(`No stage ${label}.`);
  return stage;
};

beforeAll(async () => {
  const world = await companyWorld(server, "Settings one", "Settings two");
  admin = world.admin;
  refs = world.one;
  companyId = await admin.create(companyBody(refs));
}, SETUP_TIMEOUT_MS);

describe("the seeded journey", () => {
  it("answers the gate of Investment Committee Review and every stage's SLA on GET journey-item", async () => {
    const stages = await definitions();
    expect(stages.map(({ stage }) => [stage.label, stage.sla_days])).toEqual([
      ["Sourcing", 14],
      ["Screening", 21],
      ["Evaluation", 30],
      ["Due Diligence", 45],
      ["Decision", 14],
    ]);
    const tasks = stages.flatMap((entry) => entry.tasks);
    expect(tasks.find((task) => task.label === "Investment Committee Review")?.gate).toEqual({
      quorum: 2,
      blind: true,
    });
    // Every other task, evaluations included, is no gate.
    const others = tasks.filter((task) => task.label !== "Investment Committee Review");
    expect(others.length).toBe(20);
    expect(others.every((task) => task.gate === null)).toBe(true);
  });

  it("answers every stage and task to a SUPER_ADMIN, with no portal change yet", async () => {
    const journey = await settings();
    expect(journey.modified).toBeNull();
    expect(journey.modified_by).toBeNull();
    expect(journey.stages.map((stage) => stage.order)).toEqual([1, 2, 3, 4, 5]);
    expect(journey.stages[2]?.tasks.map((task) => task.label)).toEqual([
      "Management Meeting",
      "Financial Statements",
      "Evaluation Call Notes",
      "Investment Committee Review",
    ]);
    expect(journey.stages[2]?.tasks[3]).toMatchObject({
      id: 12,
      name: "investment_committee_review",
      type: "EVALUATION",
      gate: { quorum: 2, blind: true },
      is_active: true,
      item_count: 0,
    });
  });
});

describe("who may read and change the settings", () => {
  it("refuses anyone not acting as SUPER_ADMIN, as the other SUPER_ADMIN calls do", async () => {
    const user = await createAccount(server, { roles: ["USER"] });
    const both = await createAccount(server, { roles: ["SUPER_ADMIN", "USER"] });
    const body = bodyOf(await settings());
    for (const who of [caller(server, user.token), caller(server, both.token, "USER")]) {
      const read = await who.get("journey-settings/");
      const write = await who.put("journey-settings/", body);
      expect([read.status, read.body.message, write.status, write.body.message]).toEqual([
        403,
        FORBIDDEN_MESSAGE,
        403,
        FORBIDDEN_MESSAGE,
      ]);
    }
    const anonymous = await server.call({ method: "GET", url: "/api/v1/journey-settings/" });
    expect(anonymous.status).toBe(401);
  });
});

describe("refused saves change nothing", () => {
  const refusals: Array<[string, (body: Body) => void, number, string, string]> = [
    [
      "a gate on a task that is not an evaluation",
      (body) => {
        const task = stageOf(body, "Screening").tasks[0];
        if (task) task.gate = { quorum: 2, blind: false };
      },
      400,
      "Only an evaluation task can be a gate.",
      "stages.1.tasks.0.gate",
    ],
    [
      "an empty label",
      (body) => {
        const task = stageOf(body, "Screening").tasks[1];
        if (task) task.label = "   ";
      },
      400,
      "Label is required",
      "stages.1.tasks.1.label",
    ],
    [
      "two tasks of a stage with one label",
      (body) => {
        const task = stageOf(body, "Sourcing").tasks[3];
        if (task) task.label = "initial outreach";
      },
      400,
      "Another task of this stage has this label.",
      "stages.0.tasks.3.label",
    ],
    [
      "no active stage",
      (body) => {
        for (const stage of body.stages) stage.is_active = false;
      },
      400,
      "At least one stage must be active.",
      "stages",
    ],
    [
      "a task id the journey does not have",
      (body) => {
        const task = stageOf(body, "Decision").tasks[0];
        if (task) task.id = 999_999;
      },
      400,
      "Select a valid choice.",
      "stages.4.tasks.0.id",
    ],
    [
      "a quorum of 0",
      (body) => {
        const task = stageOf(body, "Evaluation").tasks[3];
        if (task) task.gate = { quorum: 0, blind: true };
      },
      400,
      "Quorum must be from 1 to 50",
      "stages.2.tasks.3.gate.quorum",
    ],
    [
      "an SLA of 0 days",
      (body) => {
        stageOf(body, "Decision").sla_days = 0;
      },
      400,
      "SLA must be from 1 to 3650 days",
      "stages.4.sla_days",
    ],
  ];

  it.each(refusals)("%s", async (_name, edit, status, message, field) => {
    const before = await settings();
    const answer = await admin.put("journey-settings/", await edited(edit));
    expect([answer.status, answer.body.message]).toEqual([status, message]);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await settings()).toEqual(before);
  });

  it("refuses a body of the wrong shape with a 400", async () => {
    for (const body of [{}, { stages: "all" }, { stages: [] }, { stages: [{ label: "x", tasks: "y" }] }]) {
      const answer = await admin.put("journey-settings/", body);
      expect(answer.status).toBe(400);
    }
  });
});

describe("tasks and stages in use", () => {
  let usedItem: Id;

  beforeAll(async () => {
    // Pitch Deck (task 5, stage Screening) gets an item.
    usedItem = await addJourneyItem(server, { companyId, taskId: 5 });
  });

  it("counts the items of each task and stage, and says which are in use", async () => {
    const journey = await settings();
    const screening = journey.stages.find((stage) => stage.label === "Screening");
    expect(screening).toMatchObject({ item_count: 1, in_use: true });
    expect(screening?.tasks.find((task) => task.id === 5)).toMatchObject({ item_count: 1, in_use: true });
    expect(usedItem).toBeGreaterThan(0);
    // The initial outreach task has no item, but the bulk outreach sends as it.
    const sourcing = journey.stages.find((stage) => stage.label === "Sourcing");
    expect(sourcing?.tasks.find((task) => task.id === 2)).toMatchObject({ item_count: 0, in_use: true });
    expect(sourcing?.in_use).toBe(true);
    const diligence = journey.stages.find((stage) => stage.label === "Due Diligence");
    expect(diligence).toMatchObject({ item_count: 0, in_use: false });
    expect(diligence?.tasks.every((task) => !task.in_use)).toBe(true);
  });

  it("refuses to delete a task in use (409), naming it on its stage's tasks", async () => {
    const before = await settings();
    const body = await edited((journey) => {
      const screening = stageOf(journey, "Screening");
      screening.tasks = screening.tasks.filter((task) => task.id !== 5);
    });
    const answer = await admin.put("journey-settings/", body);
    expect([answer.status, answer.body.message]).toEqual([
      409,
      "Pitch Deck is in use: retire it instead of deleting it.",
    ]);
    expect(answer.body.errors?.["stages.1.tasks"]).toEqual([
      "Pitch Deck is in use: retire it instead of deleting it.",
    ]);
    expect(await settings()).toEqual(before);
  });

  it("refuses to give a task in use another type (409 on its type)", async () => {
    const body = await edited((journey) => {
      const task = stageOf(journey, "Screening").tasks.find((entry) => entry.id === 5);
      if (task) task.type = "SUMMARY";
    });
    const answer = await admin.put("journey-settings/", body);
    expect([answer.status, answer.body.message]).toEqual([
      409,
      "Pitch Deck is in use: its type cannot change.",
    ]);
    expect(answer.body.errors?.["stages.1.tasks.0.type"]).toEqual([
      "Pitch Deck is in use: its type cannot change.",
    ]);
  });

  it("refuses to move a task in use to another stage (409 on it)", async () => {
    const body = await edited((journey) => {
      const screening = stageOf(journey, "Screening");
      const deck = screening.tasks.find((entry) => entry.id === 5);
      if (!deck) throw new Error("No Pitch Deck.");
      screening.tasks = screening.tasks.filter((entry) => entry !== deck);
      stageOf(journey, "Evaluation").tasks.push(deck);
    });
    const answer = await admin.put("journey-settings/", body);
    expect([answer.status, answer.body.message]).toEqual([
      409,
      "Pitch Deck is in use: it cannot move to another stage.",
    ]);
    const evaluation = body.stages.findIndex((stage) => stage.label === "Evaluation");
    const at = (body.stages[evaluation]?.tasks.length ?? 0) - 1;
    expect(answer.body.errors?.[`stages.${evaluation}.tasks.${at}.id`]).toEqual([
      "Pitch Deck is in use: it cannot move to another stage.",
    ]);
  });

  it("refuses to delete a stage in use (409)", async () => {
    const body = await edited((journey) => {
      journey.stages = journey.stages.filter((stage) => stage.label !== "Screening");
    });
    const answer = await admin.put("journey-settings/", body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/ is in use: retire it instead of deleting it\.$/);
  });

  it("keeps the initial outreach task, which bulk campaigns send as, even without items", async () => {
    const body = await edited((journey) => {
      const sourcing = stageOf(journey, "Sourcing");
      sourcing.tasks = sourcing.tasks.filter((task) => task.id !== 2);
    });
    const answer = await admin.put("journey-settings/", body);
    expect([answer.status, answer.body.message]).toEqual([
      409,
      "Initial Outreach is in use: retire it instead of deleting it.",
    ]);
  });
});

describe("a save while an item of a task it deletes is being made", () => {
  it.runIf(TEST_DATABASE_URL)(
    "waits for the item, then refuses the deletion (409) and changes nothing",
    async () => {
      const before = await settings();
      const diligence = before.stages.find((stage) => stage.label === "Due Diligence");
      const task = diligence?.tasks.find((entry) => !entry.in_use);
      if (!diligence || !task) throw new Error("Due Diligence has no unused task.");
      const maker = new pg.Client({ connectionString: server.database.url ?? "" });
      await maker.connect();
      try {
        // Another request is adding an item of the task: its transaction is open.
        await maker.query("begin");
        await maker.query(
          "insert into company_journey_items (company_id, stage_id, task_id, type) values ($1, $2, $3, $4)",
          [companyId, diligence.id, task.id, task.type],
        );
        const saved = admin.put(
          "journey-settings/",
          await edited((journey) => {
            const stage = stageOf(journey, "Due Diligence");
            stage.tasks = stage.tasks.filter((entry) => entry.id !== task.id);
          }),
        );
        await expect
          .poll(async () => {
            const { rows } = await maker.query(
              "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return (rows[0] as { waiting: number }).waiting;
          })
          .toBe(1);
        await maker.query("commit");
        const answer = await saved;
        expect([answer.status, answer.body.message]).toEqual([
          409,
          `${task.label} is in use: retire it instead of deleting it.`,
        ]);
        const after = await settings();
        expect(
          after.stages.find((stage) => stage.id === diligence.id)?.tasks.map((entry) => entry.id),
        ).toEqual(diligence.tasks.map((entry) => entry.id));
        expect(
          after.stages
            .find((stage) => stage.id === diligence.id)
            ?.tasks.find((entry) => entry.id === task.id),
        ).toMatchObject({ item_count: 1, in_use: true });
      } finally {
        await maker.end();
      }
    },
  );
});

describe("a save", () => {
  let saved: JourneySettings;
  let before: JourneySettings;

  beforeAll(async () => {
    before = await settings();
    const body = await edited((journey) => {
      // Screening renamed and given no SLA; its Pitch Deck (in use) retired; its unused Company
      // Summary (7) deleted; Due Diligence's tasks reversed; a stage added before Decision with an
      // evaluation gate of its own and a task without a template key.
      const screening = stageOf(journey, "Screening");
      screening.label = "First Screening";
      screening.sla_days = null;
      const deck = screening.tasks.find((task) => task.id === 5);
      if (deck) deck.is_active = false;
      screening.tasks = screening.tasks.filter((task) => task.id !== 7);
      stageOf(journey, "Due Diligence").tasks.reverse();
      const committee = stageOf(journey, "Evaluation").tasks.find((task) => task.id === 12);
      if (committee) committee.gate = { quorum: 3, blind: false };
      journey.stages.splice(4, 0, {
        label: "Partners",
        sla_days: 7,
        is_active: true,
        tasks: [
          {
            label: "Partners Vote",
            type: "EVALUATION",
            allow_multiple: false,
            gate: { quorum: 4, blind: true },
            is_active: true,
          },
          // A name some task already has is given another.
          { label: "Site Visit", type: "MEETING", allow_multiple: true, is_active: true },
        ],
      });
    });
    const answer = await admin.put("journey-settings/", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe("Journey settings updated successfully.");
    saved = answer.body.data as JourneySettings;
  });

  it("keeps the order given and numbers new stages and tasks above the largest ids", () => {
    expect(saved.stages.map((stage) => [stage.label, stage.order])).toEqual([
      ["Sourcing", 1],
      ["First Screening", 2],
      ["Evaluation", 3],
      ["Due Diligence", 4],
      ["Partners", 5],
      ["Decision", 6],
    ]);
    const partners = saved.stages[4];
    expect(partners?.id).toBe(6);
    expect(partners?.sla_days).toBe(7);
    expect(partners?.tasks.map((task) => [task.id, task.label, task.name, task.gate])).toEqual([
      [22, "Partners Vote", "partners_vote", { quorum: 4, blind: true }],
      [23, "Site Visit", "site_visit_2", null],
    ]);
    expect(saved.stages[3]?.tasks.map((task) => task.id)).toEqual([17, 16, 15, 14, 13]);
  });

  it("retires the task in use and deletes the unused one", () => {
    const screening = saved.stages[1];
    expect(screening?.sla_days).toBeNull();
    expect(screening?.tasks.find((task) => task.id === 5)).toMatchObject({ is_active: false, item_count: 1 });
    expect(screening?.tasks.some((task) => task.id === 7)).toBe(false);
  });

  it("is what GET journey-item answers at once: retired tasks left out, gates and SLAs as saved", async () => {
    const stages = await definitions();
    expect(stages.map(({ stage }) => stage.label)).toEqual(saved.stages.map((stage) => stage.label));
    const screening = stages[1];
    expect(screening?.tasks.map((task) => task.id)).toEqual([6, 8]);
    expect(stages[2]?.tasks.find((task) => task.id === 12)?.gate).toEqual({ quorum: 3, blind: false });
    expect(stages[4]?.stage.sla_days).toBe(7);
  });

  it("is recorded in the audit trail, row by row, as the SUPER_ADMIN's", async () => {
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity, ["journey_stages", "journey_tasks"]));
    const summary = entries.map((entry) => `${entry.action} ${entry.entity} ${entry.entityId}`).sort();
    expect(summary).toEqual(
      [
        "update journey_stages 2",
        "update journey_stages 5",
        "create journey_stages 6",
        "update journey_tasks 5",
        "delete journey_tasks 7",
        "update journey_tasks 8",
        "update journey_tasks 12",
        "update journey_tasks 13",
        "update journey_tasks 14",
        "update journey_tasks 16",
        "update journey_tasks 17",
        "create journey_tasks 22",
        "create journey_tasks 23",
      ].sort(),
    );
    const adminRow = entries[0];
    expect(entries.every((entry) => entry.userId === adminRow?.userId && entry.source === "request")).toBe(
      true,
    );
    const renamed = entries.find((entry) => entry.entity === "journey_stages" && entry.entityId === "2");
    expect(renamed?.before).toMatchObject({ label: "Screening", sla_days: 21 });
    expect(renamed?.after).toMatchObject({ label: "First Screening", sla_days: null });
    expect(saved.modified).not.toBeNull();
    expect(saved.modified_by?.pk).toBe(adminRow?.userId);
    expect(before.modified).toBeNull();
  });

  it("marks the journey as the portal's, so the seed file no longer overrides it", async () => {
    const [mark] = await server.database.db
      .select()
      .from(seedMarks)
      .where(eq(seedMarks.key, "journey:edited-in-portal"));
    expect(mark).toBeDefined();
  });

  it("changes nothing, and records nothing, when the journey is sent as it is", async () => {
    const count = async () =>
      (
        await server.database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(inArray(auditLog.entity, ["journey_stages", "journey_tasks"]))
      ).length;
    const entries = await count();
    const again = await admin.put("journey-settings/", bodyOf(saved));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(saved);
    expect(await count()).toBe(entries);
  });

  it("leaves an evaluation's own quorum and blindness when the gate changes", async () => {
    const item = await addJourneyItem(server, { companyId, taskId: 12 });
    const { db } = server.database;
    await db.insert(journeyEvaluations).values({ journeyItemId: item, quorum: 3, blind: false });
    const body = await edited((journey) => {
      const committee = stageOf(journey, "Evaluation").tasks.find((task) => task.id === 12);
      if (committee) committee.gate = { quorum: 5, blind: true };
    });
    expect((await admin.put("journey-settings/", body)).status).toBe(200);
    const [evaluation] = await db
      .select({ quorum: journeyEvaluations.quorum, blind: journeyEvaluations.blind })
      .from(journeyEvaluations)
      .where(and(eq(journeyEvaluations.journeyItemId, item)));
    expect(evaluation).toEqual({ quorum: 3, blind: false });
    expect((await definitions())[2]?.tasks.find((task) => task.id === 12)?.gate).toEqual({
      quorum: 5,
      blind: true,
    });
  });
});
