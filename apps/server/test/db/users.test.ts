import { eq } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import { permissions, roles, userPermissions, userRoles, users } from "../../src/db/schema";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import { DuplicateError, InvalidReferenceError } from "../../src/db/errors";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { createUserRepository } from "../../src/modules/users/repository";
import { createTokenRepository } from "../../src/modules/auth";
import { seedAccess } from "../../src/seed/seedAccess";
import { lookupInput, userInput } from "./fixtures";
import { TEST_DATABASE_URL, testDatabase } from "./testDatabase";

const database = testDatabase();
let repository: ReturnType<typeof createUserRepository>;

beforeAll(() => {
  repository = createUserRepository(database.db);
});

async function places() {
  const lookups = createLookupRepository(database.db);
  const companies = createCompanyRepository(database.db);
  return {
    india: (await lookups.create("location", lookupInput("location", "India"))).id,
    singapore: (await lookups.create("location", lookupInput("location", "Singapore"))).id,
    tech: (await lookups.create("practice", lookupInput("practice", "Tech"))).id,
    acme: await companies.create({ company_name: "Acme", website: "acme.example" }, null),
    globex: await companies.create({ company_name: "Globex", website: "" }, null),
  };
}

describe("users", () => {
  it("creates a user with its assignments, in the order given, as a USER", async () => {
    const { india, singapore, tech, acme, globex } = await places();
    const saved = await repository.create(
      userInput("One", { country: [singapore, india, singapore], practice: [tech], company: [globex, acme] }),
      "hash",
    );
    expect(saved).toMatchObject({
      pk: saved.id,
      username: "ada.one",
      email: "ada.one@example.com",
      first_name: "AdaOne",
      middle_name: null,
      country: [singapore, india],
      practice: [tech],
      company: [globex, acme],
      country_details: [
        { id: singapore, label: "Singapore" },
        { id: india, label: "India" },
      ],
      practice_details: [{ id: tech, label: "Tech" }],
      company_details: [
        { id: globex, company_name: "Globex", website: null },
        { id: acme, company_name: "Acme", website: "acme.example" },
      ],
      is_active: true,
      is_staff: true,
      role: [{ role_name: "USER", is_active: true }],
    });
    expect(saved).not.toHaveProperty("password");
    expect(saved).not.toHaveProperty("passwordHash");
    expect(await repository.getById(saved.id)).toEqual(saved);
  });

  it("answers null for a user that does not exist", async () => {
    expect(await repository.getById(4242)).toBeNull();
    expect(await repository.currentUser(4242)).toBeNull();
    expect(await repository.update(4242, userInput("Nobody"))).toBeNull();
  });

  it("updates a user and replaces its assignments; the password only when a hash is given", async () => {
    const { india, singapore, tech, acme } = await places();
    const created = await repository.create(
      userInput("Two", { country: [india], company: [acme] }),
      "first-hash",
    );
    const saved = await repository.update(
      created.id,
      userInput("Two", {
        last_name: "Hopper",
        country: [singapore],
        practice: [tech],
        company: [],
        is_active: false,
      }),
    );
    expect(saved).toMatchObject({
      last_name: "Hopper",
      country: [singapore],
      practice: [tech],
      company: [],
      is_active: false,
    });
    expect((await repository.findForLogin("ada.two"))?.passwordHash).toBe("first-hash");
    const tokens = createTokenRepository(database.db);
    const changing = await tokens.issue(created.id);
    const elsewhere = await tokens.issue(created.id);
    await repository.update(created.id, userInput("Two"), { hash: "second-hash", keepSession: changing });
    expect((await repository.findForLogin("ada.two"))?.passwordHash).toBe("second-hash");
    // The new password ends the user's other sessions, not the one that changed it.
    expect(await tokens.resolve(changing)).toBe(created.id);
    expect(await tokens.resolve(elsewhere)).toBeNull();
  });

  it("refuses a username or e-mail another user has, case aside, as distinct errors", async () => {
    const first = await repository.create(userInput("Three"), null);
    const other = await repository.create(userInput("Four"), null);

    const byName = repository.create(userInput("Five", { username: "ADA.three" }), null);
    await expect(byName).rejects.toBeInstanceOf(DuplicateError);
    await expect(byName).rejects.toMatchObject({
      field: "username",
      message: ADAPTER_MESSAGES.duplicateUsername,
    });
    await expect(
      repository.create(userInput("Five", { email: "Ada.Three@example.com" }), null),
    ).rejects.toMatchObject({
      field: "email",
      message: ADAPTER_MESSAGES.duplicateUserEmail,
    });
    await expect(
      repository.update(other.id, userInput("Four", { username: first.username })),
    ).rejects.toMatchObject({
      field: "username",
    });
    // Saving a user under its own names is no conflict.
    expect(await repository.update(first.id, userInput("Three", { last_name: "Same" }))).toMatchObject({
      last_name: "Same",
    });
    expect((await repository.list({})).count).toBe(2);
  });

  it("refuses ids that name no country, practice or company, and writes nothing", async () => {
    const { tech, india } = await places();
    const wrongKind = repository.create(userInput("Six", { country: [india, tech] }), null);
    await expect(wrongKind).rejects.toBeInstanceOf(InvalidReferenceError);
    await expect(wrongKind).rejects.toMatchObject({ field: "country", ids: [tech] });
    await expect(repository.create(userInput("Six", { company: [999] }), null)).rejects.toMatchObject({
      field: "company",
    });
    expect((await repository.list({})).count).toBe(0);

    const saved = await repository.create(userInput("Six", { country: [india] }), null);
    await expect(repository.update(saved.id, userInput("Six", { practice: [india] }))).rejects.toMatchObject({
      field: "practice",
    });
    expect((await repository.getById(saved.id))?.country).toEqual([india]);
  });

  it("finds an account for sign-in by username or e-mail, case aside", async () => {
    const saved = await repository.create(userInput("Seven"), "hash-7");
    const expected = { id: saved.id, username: "ada.seven", isActive: true, passwordHash: "hash-7" };
    expect(await repository.findForLogin("ADA.Seven")).toMatchObject(expected);
    expect(await repository.findForLogin(" ada.seven@EXAMPLE.com ")).toMatchObject(expected);
    expect(await repository.findForLogin("nobody")).toBeNull();
    expect(await repository.findForLogin("")).toBeNull();

    // A username that is another user's e-mail names the user whose username it is.
    const tricky = await repository.create(userInput("Eight", { username: "ada.seven@example.com" }), null);
    expect((await repository.findForLogin("ada.seven@example.com"))?.id).toBe(tricky.id);
  });

  it("lists a search page by page and sorts it both ways", async () => {
    for (const [first, last, key] of [
      ["Bina", "Rao", "b"],
      ["Chitra", "Anand", "c"],
      ["Anil", "Kumar", "a"],
    ] as const) {
      await repository.create(
        userInput(key, {
          first_name: first,
          last_name: last,
          username: `${key}.user`,
          email: `${key}@corp.example`,
        }),
        null,
      );
    }
    await repository.create(userInput("Z", { first_name: "Other", email: "z@else.example" }), null);
    const names = async (field: string, direction: "asc" | "desc") =>
      (await repository.list({ search: "corp", sort: { field, direction } })).rows.map(
        (row) => row.first_name,
      );

    expect(await names("name", "asc")).toEqual(["Anil", "Bina", "Chitra"]);
    expect(await names("name", "desc")).toEqual(["Chitra", "Bina", "Anil"]);
    expect(await names("last_name", "asc")).toEqual(["Chitra", "Anil", "Bina"]);
    expect(await names("email", "desc")).toEqual(["Chitra", "Bina", "Anil"]);
    expect(await names("username", "asc")).toEqual(["Anil", "Bina", "Chitra"]);
    expect(await names("created", "asc")).toEqual(["Bina", "Chitra", "Anil"]);
    expect((await repository.list({ search: "chitra anand" })).rows.map((row) => row.username)).toEqual([
      "c.user",
    ]);
    expect((await repository.list({ search: "B.USER" })).count).toBe(1);
    const second = await repository.list({ search: "corp", page: 2, pageSize: 2 });
    expect([second.count, second.rows.length]).toEqual([3, 1]);
    // Newest first by default.
    expect((await repository.list({})).rows.map((row) => row.first_name)).toEqual([
      "Other",
      "Anil",
      "Chitra",
      "Bina",
    ]);
  });

  it("filters on the Active flag and sorts on it", async () => {
    await repository.create(userInput("On"), null);
    await repository.create(userInput("Off", { is_active: false }), null);
    const firstNames = async (flags: boolean[]) =>
      (await repository.list({ filters: { is_active: flags } })).rows.map((row) => row.first_name);
    expect(await firstNames([false])).toEqual(["AdaOff"]);
    expect(await firstNames([true])).toEqual(["AdaOn"]);
    const sorted = await repository.list({ sort: { field: "is_active", direction: "desc" } });
    expect(sorted.rows.map((row) => row.is_active)).toEqual([true, false]);
  });

  it("offers active users by name in the short list, or the creators of companies", async () => {
    await repository.create(userInput("Zed", { first_name: "Zed" }), null);
    const maker = await repository.create(userInput("Amy", { first_name: "Amy", is_active: false }), null);
    await repository.create(userInput("Bob", { first_name: "Bob" }), null);
    await createCompanyRepository(database.db).create({ company_name: "Made", website: "" }, maker.id);

    expect((await repository.short()).map((user) => user.first_name)).toEqual(["Bob", "Zed"]);
    expect(await repository.short({ companyAdded: true })).toEqual([
      { pk: maker.id, first_name: "Amy", last_name: "Lovelace", email: maker.email },
    ]);
    expect((await repository.short({ dashboardView: true, activeOnly: true })).length).toBe(0);
    expect((await repository.short({ activeOnly: false })).length).toBe(3);
  });

  it("reads the signed-in user: roles in order, permissions of active roles and direct grants", async () => {
    await seedAccess(database.db);
    const saved = await repository.create(userInput("Nine"), null, ["SUPER_ADMIN", "FSD_Admin", "USER"]);
    const current = await repository.currentUser(saved.id);
    expect(current).toMatchObject({
      pk: saved.id,
      role: [
        { role_name: "SUPER_ADMIN", is_active: true },
        { role_name: "FSD_Admin", is_active: true },
        { role_name: "USER", is_active: true },
      ],
      permissions: ["can_view_email_logs", "can_view_journey"],
      active_role: "SUPER_ADMIN",
      is_staff: true,
      joined_date: saved.created,
    });

    const { db } = database;
    const [fsd] = await db.select().from(roles).where(eq(roles.name, "FSD_Admin"));
    const [superAdmin] = await db.select().from(roles).where(eq(roles.name, "SUPER_ADMIN"));
    await db
      .update(userRoles)
      .set({ isActive: false })
      .where(eq(userRoles.roleId, fsd?.id ?? 0));
    await db
      .update(userRoles)
      .set({ isActive: false })
      .where(eq(userRoles.roleId, superAdmin?.id ?? 0));
    const [extra] = await db.insert(permissions).values({ code: "can_export" }).returning();
    await db.insert(userPermissions).values({ userId: saved.id, permissionId: extra?.id ?? 0 });
    expect(await repository.currentUser(saved.id)).toMatchObject({
      permissions: ["can_export", "can_view_journey"],
      active_role: "USER",
    });
    await db.delete(users).where(eq(users.id, saved.id));
    expect(await repository.currentUser(saved.id)).toBeNull();
  });

  it("lets only one of the last two active SUPER_ADMINs step down when both try at once", async () => {
    await seedAccess(database.db);
    const first = await repository.create(userInput("Ten"), null, ["SUPER_ADMIN"]);
    const second = await repository.create(userInput("Eleven"), null, ["SUPER_ADMIN", "USER"]);
    const stepDown = (user: typeof first, key: string) =>
      repository.update(user.id, userInput(key, { roles: ["USER"] }));

    const outcomes = await Promise.allSettled([stepDown(first, "Ten"), stepDown(second, "Eleven")]);
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      status: 400,
      errors: { roles: [ADAPTER_MESSAGES.lastSuperAdminRole] },
    });
    const admins = await repository.list({ page: 1, pageSize: 10, filters: { roles: ["SUPER_ADMIN"] } });
    expect(admins.count).toBe(1);
  });

  // The two at once above may well run one after the other; here the second waits for certain.
  it.runIf(TEST_DATABASE_URL)(
    "decides whether a SUPER_ADMIN may step down once another's change of the role has committed",
    async () => {
      await seedAccess(database.db);
      const first = await repository.create(userInput("Thirteen"), null, ["SUPER_ADMIN"]);
      const second = await repository.create(userInput("Fourteen"), null, ["SUPER_ADMIN"]);
      const other = new pg.Client({ connectionString: database.url ?? "" });
      await other.connect();
      try {
        // Another server process is taking the role from the second administrator.
        await other.query("begin");
        await other.query("select id from roles where name = 'SUPER_ADMIN' for no key update");
        const stepping = repository.update(first.id, userInput("Thirteen", { roles: ["USER"] }));
        const settled = stepping.then(
          () => "saved",
          (error: unknown) => error,
        );
        await expect
          .poll(async () => {
            const { rows } = await other.query(
              "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return (rows[0] as { waiting: number }).waiting;
          })
          .toBe(1);
        await other.query(
          "delete from user_roles where user_id = $1 and role_id = (select id from roles where name = 'SUPER_ADMIN')",
          [second.id],
        );
        await other.query("commit");
        expect(await settled).toMatchObject({
          status: 400,
          errors: { roles: [ADAPTER_MESSAGES.lastSuperAdminRole] },
        });
      } finally {
        await other.end();
      }
    },
  );

  it("refuses a role the installation does not have, and writes nothing", async () => {
    await seedAccess(database.db);
    await expect(
      repository.create(userInput("Twelve", { roles: ["Zq_Nobody"] }), null, ["Zq_Nobody"]),
    ).rejects.toMatchObject({
      status: 400,
      errors: { roles: [ADAPTER_MESSAGES.unknownRole] },
    });
    expect((await repository.list({ page: 1, pageSize: 10, search: "adatwelve" })).count).toBe(0);
    expect((await database.db.select().from(roles).where(eq(roles.name, "Zq_Nobody"))).length).toBe(0);
  });
});
