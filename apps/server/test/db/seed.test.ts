import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import argon2 from "argon2";
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOOKUP_KINDS, TASK_TYPES } from "@pipeline/contract";
import {
  JOURNEY_EDITED_MARK,
  journeyStages,
  journeyTasks,
  lookups,
  permissions,
  rolePermissions,
  roles,
  seedMarks,
  userRoles,
  users,
} from "../../src/db/schema";
import { createJourneyRepository } from "../../src/modules/journey/definitions";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { createUserRepository } from "../../src/modules/users/repository";
import { seed } from "../../src/seed/seed";
import { DEFAULT_SEED_DIR, SeedFileError } from "../../src/seed/seedFiles";
import { lookupInput, memoryLog } from "./fixtures";
import { testDatabase } from "./testDatabase";

const database = testDatabase();
let seedDir: string;
const noAdmin = { admin: { username: null, password: null, email: null } };

beforeAll(async () => {
  seedDir = await mkdtemp(path.join(tmpdir(), "pipeline-seed-"));
});

afterAll(async () => {
  if (seedDir) await rm(seedDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await cp(DEFAULT_SEED_DIR, seedDir, { recursive: true });
});

/** Everything seeding writes, to compare one run with the next. */
async function snapshot() {
  const { db } = database;
  return {
    lookups: await db.select().from(lookups).orderBy(asc(lookups.id)),
    stages: await db.select().from(journeyStages).orderBy(asc(journeyStages.id)),
    tasks: await db.select().from(journeyTasks).orderBy(asc(journeyTasks.id)),
    roles: await db.select().from(roles).orderBy(asc(roles.id)),
    permissions: await db.select().from(permissions).orderBy(asc(permissions.id)),
    grants: await db.select().from(rolePermissions),
    users: await db.select().from(users).orderBy(asc(users.id)),
    userRoles: await db.select().from(userRoles),
  };
}

async function editJourney(edit: (file: { stages: Array<Record<string, unknown>> }) => void) {
  const file = path.join(seedDir, "journey.json");
  const journey = JSON.parse(await readFile(file, "utf8")) as { stages: Array<Record<string, unknown>> };
  edit(journey);
  await writeFile(file, JSON.stringify(journey));
}

describe("seed", () => {
  it("creates the first SUPER_ADMIN, also a USER, with a generated password returned once", async () => {
    const result = await seed(database.db, noAdmin, memoryLog(), { seedDir });

    expect(result.admin?.username).toBe("admin");
    const password = result.admin?.generatedPassword;
    expect(password).toMatch(/^[\w-]{20,}$/);
    const account = await createUserRepository(database.db).findForLogin("admin");
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(account?.passwordHash ?? "", password ?? "")).toBe(true);
    const full = await createUserRepository(database.db).getById(account?.id ?? 0);
    expect(full?.role.map((role) => role.role_name)).toEqual(["SUPER_ADMIN", "USER"]);
    expect(full?.permissions).toContain("can_view_journey");
  });

  it("takes the admin's username, password and e-mail from the configuration", async () => {
    const log = memoryLog();
    const result = await seed(
      database.db,
      { admin: { username: "Root", password: "S3cret-pass", email: "Root@Example.org" } },
      log,
      { seedDir },
    );
    expect(result.admin).toEqual({ username: "Root", generatedPassword: null });
    const account = await createUserRepository(database.db).findForLogin("root@example.org");
    expect(account).toMatchObject({ username: "Root", email: "root@example.org", isActive: true });
    expect(await argon2.verify(account?.passwordHash ?? "", "S3cret-pass")).toBe(true);
    expect(log.lines.join("\n")).not.toContain("S3cret-pass");
  });

  it("seeds roles, permissions and the seven reference lists", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const { db } = database;
    expect((await db.select().from(roles)).map((role) => role.name).sort()).toEqual(
      ["FSD_Admin", "SUPER_ADMIN", "USER"].sort(),
    );
    expect((await db.select().from(permissions)).map((row) => row.code)).toEqual(
      expect.arrayContaining(["can_view_journey", "can_view_email_logs"]),
    );
    const repository = createLookupRepository(db);
    for (const kind of LOOKUP_KINDS) {
      expect((await repository.options(kind)).length, kind).toBeGreaterThan(2);
    }
    const countries = (await repository.options("location")).map((option) => option.label);
    expect(countries).toEqual(
      expect.arrayContaining(["India", "United Kingdom", "Singapore", "United States"]),
    );
    const currencies = await repository.list("currency", { search: "INR" });
    expect(currencies.rows[0]).toMatchObject({ label: "INR", name: "INR" });
    const levels = await repository.list("confidence-level", { sort: { field: "order", direction: "asc" } });
    expect(levels.rows[0]).toMatchObject({ label: "Very High", name: "90" });
  });

  it("seeds a journey with tasks of every type, task 2 the initial outreach EMAIL of the first stage", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const stages = await createJourneyRepository(database.db).definitions();
    expect(stages.map((entry) => entry.stage.label)).toEqual([
      "Sourcing",
      "Screening",
      "Evaluation",
      "Due Diligence",
      "Decision",
    ]);
    expect(stages[0]?.tasks.find((task) => task.id === 2)).toMatchObject({
      label: "Initial Outreach",
      type: "EMAIL",
    });
    const types = new Set(stages.flatMap((entry) => entry.tasks.map((task) => task.type)));
    expect([...types].sort()).toEqual([...TASK_TYPES].sort());
  });

  it("is idempotent: a second run changes nothing and creates no second admin", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const before = await snapshot();
    const second = await seed(database.db, noAdmin, memoryLog(), { seedDir });

    expect(second).toEqual({ admin: null, lookupsAdded: 0, journeyRowsChanged: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("never overwrites an operator's edits to the reference lists", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const repository = createLookupRepository(database.db);
    const [india] = (await repository.list("location", { search: "India" })).rows;
    if (!india) throw new Error("India was not seeded");
    await repository.update(
      "location",
      india.id,
      lookupInput("location", "Bharat", { order: 9, is_active: false }),
    );

    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    expect(await repository.get("location", india.id)).toMatchObject({
      label: "Bharat",
      order: 9,
      is_active: false,
    });
    expect((await repository.list("location", { search: "India" })).count).toBe(0);
  });

  it("applies an edited journey file by id and retires tasks gone from it", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    await editJourney((journey) => {
      const first = journey.stages[0] as { label: string; tasks: Array<{ id: number; label: string }> };
      first.label = "Origination";
      first.tasks = first.tasks.filter((task) => task.id !== 3);
      const outreach = first.tasks.find((task) => task.id === 2);
      if (outreach) outreach.label = "First Contact";
    });
    const result = await seed(database.db, noAdmin, memoryLog(), { seedDir });

    expect(result.journeyRowsChanged).toBe(4);
    const [first] = await createJourneyRepository(database.db).definitions();
    expect(first?.stage.label).toBe("Origination");
    expect(first?.tasks.map((task) => task.id)).toEqual([1, 2, 4]);
    expect(first?.tasks[1]).toMatchObject({ id: 2, label: "First Contact", type: "EMAIL" });
  });

  it("refuses a journey file with a mistake, saying where, and seeds nothing", async () => {
    await editJourney((journey) => {
      const first = journey.stages[0] as { tasks: Array<{ type: string }> };
      if (first.tasks[0]) first.tasks[0].type = "FAX";
    });
    await expect(seed(database.db, noAdmin, memoryLog(), { seedDir })).rejects.toThrow(SeedFileError);
    await expect(seed(database.db, noAdmin, memoryLog(), { seedDir })).rejects.toThrow(
      /stages\[0\]\.tasks\[0\]\.type/,
    );
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it("seeds the default journey's committee gate and each stage's SLA", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const { db } = database;
    const stages = await db.select().from(journeyStages).orderBy(asc(journeyStages.id));
    expect(stages.map((stage) => stage.slaDays)).toEqual([14, 21, 30, 45, 14]);
    const gates = await db
      .select({ id: journeyTasks.id, quorum: journeyTasks.gateQuorum, blind: journeyTasks.gateBlind })
      .from(journeyTasks)
      .where(isNotNull(journeyTasks.gateQuorum));
    expect(gates).toEqual([{ id: 12, quorum: 2, blind: true }]);
  });

  it.each([
    [
      "a gate on a task that is not an EVALUATION",
      0,
      0,
      { gate: { quorum: 1, blind: false } },
      /stages\[0\]\.tasks\[0\]\.gate is only for an EVALUATION task/,
    ],
    [
      "a quorum of 0",
      2,
      3,
      { gate: { quorum: 0, blind: true } },
      /stages\[2\]\.tasks\[3\]\.gate\.quorum must be a whole number from 1 to 50/,
    ],
    [
      "a gate without blind",
      2,
      3,
      { gate: { quorum: 2 } },
      /stages\[2\]\.tasks\[3\]\.gate\.blind must be true or false/,
    ],
  ])("refuses %s in the journey file", async (_name, stage, task, change, message) => {
    await editJourney((journey) => {
      const tasks = (journey.stages[stage] as { tasks: Array<Record<string, unknown>> }).tasks;
      Object.assign(tasks[task] ?? {}, change);
    });
    await expect(seed(database.db, noAdmin, memoryLog(), { seedDir })).rejects.toThrow(message);
  });

  it("refuses an SLA of 0 days in the journey file", async () => {
    await editJourney((journey) => {
      (journey.stages[1] as Record<string, unknown>).sla_days = 0;
    });
    await expect(seed(database.db, noAdmin, memoryLog(), { seedDir })).rejects.toThrow(
      /stages\[1\]\.sla_days must be a whole number from 1 to 3650/,
    );
  });

  it("leaves a journey edited in the portal as it is, though the file changed", async () => {
    await seed(database.db, noAdmin, memoryLog(), { seedDir });
    const { db } = database;
    await db.update(journeyStages).set({ label: "Origination" }).where(eq(journeyStages.id, 1));
    await db.insert(seedMarks).values({ key: JOURNEY_EDITED_MARK });
    await editJourney((journey) => {
      (journey.stages[1] as Record<string, unknown>).label = "Triage";
      journey.stages.pop();
    });
    const log = memoryLog();
    const result = await seed(db, noAdmin, log, { seedDir });

    expect(result.journeyRowsChanged).toBe(0);
    const stages = await createJourneyRepository(db).definitions();
    expect(stages.map((entry) => entry.stage.label)).toEqual([
      "Origination",
      "Screening",
      "Evaluation",
      "Due Diligence",
      "Decision",
    ]);
    expect(log.lines).toContain("Journey edited in the portal: seed/journey.json is not applied.");
  });

  it("warns when task 2 is no longer an EMAIL task", async () => {
    await editJourney((journey) => {
      const first = journey.stages[0] as { tasks: Array<{ id: number; type: string }> };
      const outreach = first.tasks.find((task) => task.id === 2);
      if (outreach) outreach.type = "LINKEDIN";
    });
    const log = memoryLog();
    await seed(database.db, noAdmin, log, { seedDir });
    expect(log.lines.some((line) => line.startsWith("warn:") && line.includes("task 2"))).toBe(true);
  });

  it("promotes an existing account named by ADMIN_USERNAME instead of creating another", async () => {
    const repository = createUserRepository(database.db);
    const existing = await repository.create(
      {
        first_name: "Ops",
        last_name: "Lead",
        email: "ops@example.com",
        username: "ops",
        country: [],
        practice: [],
        company: [],
        is_active: true,
      },
      null,
    );
    const result = await seed(
      database.db,
      { admin: { username: "ops", password: null, email: null } },
      memoryLog(),
      {
        seedDir,
      },
    );
    expect(result.admin).toEqual({ username: "ops", generatedPassword: null });
    const roleNames = (await repository.getById(existing.id))?.role.map((role) => role.role_name);
    expect(roleNames).toEqual(["USER", "SUPER_ADMIN"]);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
