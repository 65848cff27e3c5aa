import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companies,
  companyComments,
  companyLocations,
  companyMembers,
  excelImports,
} from "../../src/db/schema";
import {
  ImportConflictError,
  undoImport,
  UNDO_DONE_ALREADY,
  UNDO_NOT_ENDED,
  UNDO_NOTHING,
  UNDO_WINDOW_PASSED,
} from "../../src/modules/imports";
import { found, importWorld } from "./importWorld";
import { company, emailOf, member, named, refs } from "./lines";

const world = importWorld();

async function companyById(id: number) {
  const [row] = await world.db().select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

async function memberIdsOf(emails: string[]) {
  const rows = await world
    .db()
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(inArray(companyMembers.email, emails));
  return rows.map((row) => row.id);
}

/** A person's edit through the forms: the record's fields and its `modified`. */
async function editCompany(id: number, city: string) {
  await world
    .db()
    .update(companies)
    .set({ city, modified: sql`now()` })
    .where(eq(companies.id, id));
}

describe("undo", () => {
  it("removes what the import created and gives updated records their earlier fields back", async () => {
    const ids = await refs(world);
    const admin = await world.user(["SUPER_ADMIN"]);
    const old = named("Prior");
    const oldPerson = named("Pam");
    await world.run(
      await world.record(
        await world.xlsx([{ ...company(old, { City: "Pune" }), ...member(oldPerson) }]),
        admin,
      ),
    );
    const [prior] = await world.companiesNamed([old]);
    const fresh = named("Fresh");
    const people = [named("Fia"), named("Flo")];
    const ended = await world.run(
      await world.record(
        await world.xlsx([
          { ...company(fresh), ...member(found(people[0])) },
          member(found(people[1])),
          {
            ...company(old, { City: "Chennai", Locations: "Imp Land; Imp Isle" }),
            ...member(oldPerson, { "Member Mobile": "9988776655" }),
          },
        ]),
        admin,
      ),
    );
    expect(ended).toMatchObject({
      companiesCreated: 1,
      companiesUpdated: 1,
      membersCreated: 2,
      membersUpdated: 1,
    });

    const kept = await undoImport(world.deps(), ended.id);

    expect(kept).toEqual([]);
    expect(await world.companiesNamed([fresh])).toEqual([]);
    expect(await memberIdsOf(people.map(emailOf))).toEqual([]);
    const restored = found(await companyById(found(prior).id));
    expect(restored.city).toBe("Pune");
    const links = await world
      .db()
      .select({ id: companyLocations.locationId })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, restored.id));
    expect(links.map((link) => link.id)).toEqual([ids.land]);
    const [person] = await world.membersWith([emailOf(oldPerson)]);
    expect(found(person).mobile).toBe("");
    const record = await world.read(ended.id);
    expect(record).toMatchObject({ phase: "undone", status: "Completed", undoUntil: null, undoKept: [] });
    expect(record.undone).toBeInstanceOf(Date);

    await expect(undoImport(world.deps(), ended.id)).rejects.toThrow(
      new ImportConflictError(UNDO_DONE_ALREADY),
    );
  });

  it("keeps and lists the records a person changed since, and companies with a journey of their own", async () => {
    await refs(world);
    const user = await world.user(["USER"]);
    const [edited, discussed, plain] = [named("Edited"), named("Talked"), named("Plain")];
    const [eva, tia, pia] = [named("Eva"), named("Tia"), named("Pia")];
    const ended = await world.run(
      await world.record(
        await world.xlsx([
          { ...company(edited), ...member(eva) },
          { ...company(discussed), ...member(tia) },
          { ...company(plain), ...member(pia) },
        ]),
        user,
      ),
    );
    const made = await world.companiesNamed([edited, discussed, plain]);
    const idOf = (name: string) => found(made.find((row) => row.companyName === name)).id;
    await editCompany(idOf(edited), "Kochi");
    await world
      .db()
      .insert(companyComments)
      .values({ companyId: idOf(discussed), commentText: "Called them." });
    await world
      .db()
      .update(companyMembers)
      .set({ mobile: "9000000001", modified: sql`now()` })
      .where(eq(companyMembers.email, emailOf(tia)));

    const kept = await undoImport(world.deps(), ended.id);

    expect(kept).toEqual([
      { kind: "member", id: expect.any(Number), label: `${tia} Rao (${emailOf(tia)})` },
      { kind: "company", id: idOf(discussed), label: discussed },
      { kind: "company", id: idOf(edited), label: edited },
    ]);
    expect(
      (await world.companiesNamed([edited, discussed, plain])).map((row) => row.companyName).sort(),
    ).toEqual([edited, discussed].sort());
    // The edited company is kept, the member the import made in it is not; the changed member stays.
    expect((await world.membersWith([eva, tia, pia].map(emailOf))).map((row) => row.firstName)).toEqual([
      tia,
    ]);
    expect((await world.read(ended.id)).undoKept).toEqual(kept);
  });

  it("is refused before the import ends, after its window, and when it wrote nothing", async () => {
    await refs(world);
    const admin = await world.user(["SUPER_ADMIN"]);
    const lines = [{ ...company(named("Win")), ...member(named("Wes")) }];
    const waiting = await world.record(await world.xlsx(lines), admin, "queued");
    await expect(undoImport(world.deps(), waiting)).rejects.toThrow(new ImportConflictError(UNDO_NOT_ENDED));

    const ended = await world.run(waiting);
    await world
      .db()
      .update(excelImports)
      .set({ undoUntil: sql`now() - interval '1 second'` })
      .where(eq(excelImports.id, ended.id));
    await expect(undoImport(world.deps(), ended.id)).rejects.toThrow(
      new ImportConflictError(UNDO_WINDOW_PASSED),
    );

    // The same rows again: everything matches, nothing changes.
    const again = await world.run(await world.record(await world.xlsx(lines), admin));
    expect(again.undoUntil).toBeNull();
    await expect(undoImport(world.deps(), again.id)).rejects.toThrow(new ImportConflictError(UNDO_NOTHING));

    // With IMPORT_UNDO_DAYS=0 Undo is never offered.
    const never = await world.run(
      await world.record(await world.xlsx([{ ...company(named("Nev")), ...member(named("Ned")) }]), admin),
      {},
      0,
    );
    expect(never.undoUntil).toBeNull();
    await expect(undoImport(world.deps(0), never.id)).rejects.toThrow(
      new ImportConflictError(UNDO_WINDOW_PASSED),
    );
  });
});
