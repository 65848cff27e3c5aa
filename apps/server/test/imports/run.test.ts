import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companies,
  companyLocations,
  companyMembers,
  excelImportChanges,
  memberDesignations,
  userCompanies,
} from "../../src/db/schema";
import {
  importRunHandler,
  type ImportRunPayload,
  NOT_ASSIGNED_BY_NAME,
  NOT_ASSIGNED_BY_WEBSITE,
  previewImport,
  queueImportRun,
} from "../../src/modules/imports";
import type { JobContext } from "../../src/jobs";
import { uniqueLetters } from "../db/fixtures";
import { found, importWorld } from "./importWorld";
import { company, emailOf, member, refs as refsOf } from "./lines";

const world = importWorld();

const refs = () => refsOf(world);

describe("the import run", () => {
  it("creates companies with their members, links and designations read from the lists' labels", async () => {
    const ids = await refs();
    const importer = await world.user(["USER"]);
    const [a, b] = [`Alpha${uniqueLetters()}`, `Beta${uniqueLetters()}`];
    const [ann, bob, cy] = [`Ann${uniqueLetters()}`, `Bob${uniqueLetters()}`, `Cy${uniqueLetters()}`];
    const file = await world.xlsx([
      {
        ...company(a, {
          Locations: "imp land; IMP ISLE",
          Industry: " imp software ",
          "Company Types": "Imp Startup",
        }),
        ...member(ann),
      },
      member(bob, { "Member Designations": "Imp Chief; Imp Lead", "Member Active": "No" }),
      { ...company(b), ...member(cy) },
    ]);
    const id = await world.record(file, importer);

    const ended = await world.run(id);

    expect(ended).toMatchObject({
      phase: "ended",
      status: "Completed",
      rowsTotal: 3,
      rowsDone: 3,
      totalCompanies: 2,
      companiesCreated: 2,
      membersCreated: 3,
      companiesFailed: 0,
      membersFailed: 0,
      errorLogKey: null,
    });
    expect(ended.undoUntil?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const made = await world.companiesNamed([a, b]);
    expect(made.map((row) => row.companyName).sort()).toEqual([a, b].sort());
    const alpha = found(made.find((row) => row.companyName === a));
    expect(alpha).toMatchObject({ createdBy: importer, industryId: ids.software });
    const locations = await world
      .db()
      .select({ id: companyLocations.locationId })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, alpha.id))
      .orderBy(asc(companyLocations.position));
    expect(locations.map((row) => row.id)).toEqual([ids.land, ids.isle]);
    // A USER keeps seeing what they imported.
    const assigned = await world
      .db()
      .select({ companyId: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, importer));
    expect(assigned.map((row) => row.companyId).sort()).toEqual(made.map((row) => row.id).sort());

    const people = await world.membersWith(
      [ann, bob, cy].map((name) => `${name.toLowerCase()}@people.example`),
    );
    expect(people.map((row) => [row.firstName, row.companyId, row.isActive]).sort()).toEqual(
      [
        [ann, alpha.id, true],
        [bob, alpha.id, false],
        [cy, found(made.find((row) => row.companyName === b)).id, true],
      ].sort(),
    );
    const bobRow = found(people.find((row) => row.firstName === bob));
    const designations = await world
      .db()
      .select({ id: memberDesignations.designationId })
      .from(memberDesignations)
      .where(eq(memberDesignations.memberId, bobRow.id))
      .orderBy(asc(memberDesignations.position));
    expect(designations.map((row) => row.id)).toEqual([ids.chief, ids.lead]);
  });

  it("updates a company matched by domain or by name and a member by e-mail, writing only changed fields", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    const [web, named] = [`Web${uniqueLetters()}`, `Named${uniqueLetters()}`];
    const [wan, nia] = [`Wan${uniqueLetters()}`, `Nia${uniqueLetters()}`];
    const first = await world.run(
      await world.record(
        await world.xlsx([
          { ...company(web, { City: "Pune" }), ...member(wan) },
          { ...company(named), ...member(nia) },
        ]),
        admin,
      ),
    );
    expect(first.companiesCreated).toBe(2);
    const before = await world.companiesNamed([web, named]);
    const wanBefore = found((await world.membersWith([`${wan.toLowerCase()}@people.example`]))[0]);

    const second = await world.run(
      await world.record(
        await world.xlsx([
          // The same domain written otherwise; only the city changes.
          {
            "Company Name": web,
            Website: `http://${web.toLowerCase()}.example`,
            City: "Mumbai",
            "Member Email": `${wan.toUpperCase()}@PEOPLE.EXAMPLE`,
            "Member Mobile": "9876543210",
          },
          { "Company Name": named.toUpperCase(), Street: "1 Main Road" },
        ]),
        admin,
      ),
    );

    expect(second).toMatchObject({
      status: "Completed",
      totalCompanies: 2,
      companiesCreated: 0,
      companiesUpdated: 2,
      membersCreated: 0,
      membersUpdated: 1,
    });
    const after = await world.companiesNamed([web, named]);
    const webBefore = found(before.find((row) => row.companyName === web));
    // Matched by its domain: the same company, its website now as the sheet writes it.
    expect(after.find((row) => row.id === webBefore.id)).toMatchObject({
      city: "Mumbai",
      website: `http://${web.toLowerCase()}.example`,
    });
    const namedBefore = found(before.find((row) => row.companyName === named));
    const [namedAfter] = await world.db().select().from(companies).where(eq(companies.id, namedBefore.id));
    expect(namedAfter).toMatchObject({ street: "1 Main Road", companyName: named.toUpperCase() });
    const [wanAfter] = await world
      .db()
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, wanBefore.id));
    expect(wanAfter).toMatchObject({
      mobile: "9876543210",
      firstName: wan,
      email: wanBefore.email.toUpperCase(),
    });
    expect(found(wanAfter).modified.getTime()).toBeGreaterThan(wanBefore.modified.getTime());

    const journal = await world
      .db()
      .select()
      .from(excelImportChanges)
      .where(eq(excelImportChanges.importId, second.id))
      .orderBy(asc(excelImportChanges.id));
    expect(journal.map((entry) => [entry.entity, entry.action, entry.recordId, entry.earlier])).toEqual([
      ["company", "updated", webBefore.id, { city: "Pune", website: webBefore.website }],
      ["company", "updated", namedBefore.id, { street: null, company_name: named }],
      ["member", "updated", wanBefore.id, { mobile: "", email: wanBefore.email }],
    ]);
  });

  it("reads Pending while queued, then Processing with its rows done growing until it ends Completed", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    const lines = Array.from({ length: 3 }, () => ({
      ...company(`Step${uniqueLetters()}`),
      ...member(`Sue${uniqueLetters()}`),
    }));
    const id = await world.record(await world.xlsx(lines), admin);
    await world.db().transaction((tx) => queueImportRun(tx, id));
    expect(await world.read(id)).toMatchObject({ status: "Pending", phase: "queued", rowsDone: 0 });

    // What Import History would read each time the run reports it is alive: before each batch.
    const seen: Array<{ status: string; rowsDone: number; rowsTotal: number | null }> = [];
    const job: JobContext<ImportRunPayload> = {
      id: 0,
      kind: "excel-import.run",
      payload: { importId: id },
      attempt: 1,
      maxAttempts: 5,
      leaseMs: 60_000,
      extendLease: async () => {
        const { status, rowsDone, rowsTotal } = await world.read(id);
        seen.push({ status, rowsDone, rowsTotal });
      },
      complete: async () => undefined,
      stopping: () => false,
      onBehalfOf: async () => undefined,
    };
    await importRunHandler(world.deps(), { batchRows: 1 })(job);

    expect(seen.map((step) => step.status)).toEqual(seen.map(() => "Processing"));
    expect(seen.map((step) => step.rowsDone)).toEqual([0, 0, 1, 2, 3]);
    expect(seen.at(-1)?.rowsTotal).toBe(3);
    expect(await world.read(id)).toMatchObject({ status: "Completed", phase: "ended", rowsDone: 3 });
  });

  it("counts the rows of a file imported again unchanged as unchanged, writing nothing and leaving nothing to undo", async () => {
    await refs();
    await world.lookup("currency", "Imp Rupee");
    await world.lookup("practice", "Imp Retail");
    await world.lookup("confidence-level", "Imp High");
    const admin = await world.user(["SUPER_ADMIN"]);
    const [full, plain] = [`Same${uniqueLetters()}`, `Bare${uniqueLetters()}`];
    const [asha, ravi, tara] = [`Asha${uniqueLetters()}`, `Ravi${uniqueLetters()}`, `Tara${uniqueLetters()}`];
    // Every column filled as a person fills the template in, and a company with only what is required.
    const lines = [
      {
        ...company(full, {
          "Company Email": `hello@${full.toLowerCase()}.example`,
          "Contact Number": "+91 98765 43210",
          "Foundation Year": 2012,
          FTE: 250,
          Revenue: 1500000.5,
          Currency: "Imp Rupee",
          "Promoter Holding": "62%",
          Industry: "Imp Software",
          Street: " 12 MG Road ",
          City: "Bengaluru",
          State: "Karnataka",
          Country: "Imp Land",
          Practice: "Imp Retail",
          "Company Types": "Imp Startup",
          "Confidence Level": "Imp High",
          "Business Description": "Data analytics for retail chains.",
          "Pitch Line": "Your stores' data, turned into weekly decisions.",
        }),
        ...member(asha, {
          "Member Middle Name": "Devi",
          "Member Mobile": "+91 98450 12345",
          "Member Active": "Yes",
        }),
      },
      member(ravi, { "Member Designations": "Imp Chief; Imp Lead", "Member Active": "No" }),
      { ...company(plain), ...member(tara) },
    ];
    const first = await world.run(await world.record(await world.xlsx(lines), admin));
    expect(first).toMatchObject({ companiesCreated: 2, membersCreated: 3, status: "Completed" });
    const before = await world.companiesNamed([full, plain]);
    const people = [asha, ravi, tara].map((name) => `${name.toLowerCase()}@people.example`);
    const membersBefore = await world.membersWith(people);

    // The preview before Confirm says the same as the run.
    const previewed = await world.record(await world.xlsx(lines), admin, "previewed");
    await previewImport(world.deps(), previewed, { userId: admin, seesAll: true });
    expect((await world.read(previewed)).preview).toMatchObject({
      total_companies: 2,
      companies_to_create: 0,
      companies_to_update: 0,
      companies_unchanged: 2,
      members_to_create: 0,
      members_to_update: 0,
      members_unchanged: 3,
    });

    const again = await world.run(await world.record(await world.xlsx(lines), admin));

    expect(again).toMatchObject({
      status: "Completed",
      totalCompanies: 2,
      companiesCreated: 0,
      companiesUpdated: 0,
      companiesUnchanged: 2,
      membersCreated: 0,
      membersUpdated: 0,
      membersUnchanged: 3,
      undoUntil: null,
    });
    const journal = await world
      .db()
      .select()
      .from(excelImportChanges)
      .where(eq(excelImportChanges.importId, again.id));
    expect(journal).toEqual([]);
    expect(await world.companiesNamed([full, plain])).toEqual(before);
    expect(await world.membersWith(people)).toEqual(membersBefore);
  });

  it("counts a matched company whose members alone change as unchanged, and the changed member as updated", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    const name = `Kin${uniqueLetters()}`;
    const [uma, vik] = [`Uma${uniqueLetters()}`, `Vik${uniqueLetters()}`];
    const lines = [{ ...company(name), ...member(uma) }, member(vik)];
    await world.run(await world.record(await world.xlsx(lines), admin));

    const again = await world.run(
      await world.record(
        await world.xlsx([
          { ...company(name), ...member(uma) },
          member(vik, { "Member Mobile": "9123456789" }),
        ]),
        admin,
      ),
    );

    expect(again).toMatchObject({
      companiesUpdated: 0,
      companiesUnchanged: 1,
      membersUpdated: 1,
      membersUnchanged: 1,
    });
    const journal = await world
      .db()
      .select({ entity: excelImportChanges.entity, action: excelImportChanges.action })
      .from(excelImportChanges)
      .where(eq(excelImportChanges.importId, again.id));
    expect(journal).toEqual([{ entity: "member", action: "updated" }]);
  });

  it("fails rows with the forms' messages and unknown labels, and keeps the good companies", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    const good = `Good${uniqueLetters()}`;
    const bad = `Bad${uniqueLetters()}`;
    const odd = `Odd${uniqueLetters()}`;
    const id = await world.record(
      await world.xlsx([
        { ...company(good), ...member(`Gia${uniqueLetters()}`) },
        member(`Gus${uniqueLetters()}`, { "Member Email": null }),
        { ...company(bad, { Locations: "Atlantis" }), ...member(`Bea${uniqueLetters()}`) },
        { ...company(odd), ...member(`Oz${uniqueLetters()}`, { "Member Designations": "Wizard" }) },
      ]),
      admin,
    );

    const ended = await world.run(id);

    expect(ended).toMatchObject({
      status: "Completed With Errors",
      totalCompanies: 3,
      companiesCreated: 1,
      companiesFailed: 2,
      membersCreated: 1,
      membersFailed: 3,
    });
    expect(ended.tally?.errors).toEqual([
      expect.stringMatching(/^Row 3: Member Email: /),
      "Row 4: The company failed: Locations: 'Atlantis' is not in the Location list; Locations: At least one location must be selected",
      "Row 5: Member Designations: 'Wizard' is not in the Designation list; Member Designations: At least one designation must be selected",
    ]);
    expect(ended.tally?.failed_companies).toEqual([bad, odd]);
    expect((await world.companiesNamed([good, bad, odd])).map((row) => row.companyName)).toEqual([good]);
    expect(ended.errorLogKey).toMatch(/\.xlsx$/);
  });

  it("fails the rows of a company the importer is not assigned to, by website or by name", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    const [hidden, hiddenByName] = [`Hid${uniqueLetters()}`, `Hidn${uniqueLetters()}`];
    await world.run(
      await world.record(
        await world.xlsx([
          { ...company(hidden), ...member(`Hal${uniqueLetters()}`) },
          { ...company(hiddenByName), ...member(`Hep${uniqueLetters()}`) },
        ]),
        admin,
      ),
    );
    const user = await world.user(["USER"]);
    const hil = `Hil${uniqueLetters()}`;
    const ended = await world.run(
      await world.record(
        await world.xlsx([
          { ...company(hidden, { City: "Goa" }), ...member(hil) },
          { "Company Name": hiddenByName, City: "Goa" },
        ]),
        user,
      ),
    );

    expect(ended).toMatchObject({
      companiesFailed: 2,
      companiesUpdated: 0,
      membersFailed: 1,
      membersCreated: 0,
    });
    expect(ended.tally?.errors).toEqual([
      `Row 2: ${NOT_ASSIGNED_BY_WEBSITE}`,
      `Row 3: ${NOT_ASSIGNED_BY_NAME}`,
    ]);
    const rows = await world.companiesNamed([hidden, hiddenByName]);
    expect(rows.map((row) => row.city)).toEqual([null, null]);
    expect(await world.membersWith([`${hil.toLowerCase()}@people.example`])).toEqual([]);
  });

  it("fails an import whose file names no needed column, writing nothing", async () => {
    const user = await world.user();
    const before = await world.counts();
    const ended = await world.run(
      await world.record(await world.xlsx([{ "Company Name": "Lonely" }], ["Company Name", "Notes"]), user),
    );
    expect(ended).toMatchObject({ phase: "ended", status: "Failed", undoUntil: null, rowsDone: 0 });
    expect(ended.failure).toMatch(
      /'Website', 'Member First Name', 'Member Last Name', 'Member Email' are missing/,
    );
    expect(await world.counts()).toEqual(before);
  });

  it("fails a company an earlier row of the file gives already, naming that row, in one batch or across batches", async () => {
    await refs();
    const admin = await world.user(["SUPER_ADMIN"]);
    for (const batchRows of [100, 2]) {
      const name = `Rep${uniqueLetters()}`;
      const [ria, rod, ray] = [`Ria${uniqueLetters()}`, `Rod${uniqueLetters()}`, `Ray${uniqueLetters()}`];
      const website = `http://${name.toLowerCase()}.example`;
      const lines = [
        { ...company(name), ...member(ria) },
        // The documented way to add a member: company cells left empty.
        member(ray),
        { ...company(`${name} Duplicate`, { Website: website, City: "Delhi" }), ...member(rod) },
      ];
      const ended = await world.run(await world.record(await world.xlsx(lines), admin), { batchRows });
      const repeat = `Website: repeats row 2 of this file (same website)`;
      expect(ended).toMatchObject({
        companiesCreated: 1,
        companiesUpdated: 0,
        companiesUnchanged: 0,
        companiesFailed: 1,
        membersCreated: 2,
        membersUpdated: 0,
        membersFailed: 1,
        status: "Completed With Errors",
      });
      expect(found(ended.tally).failed_companies).toEqual([`${name} Duplicate`]);
      expect(found(ended.tally).errors).toEqual([
        expect.stringContaining(`Row 4: The company failed: ${repeat}`),
      ]);
      // Nothing of the repeat is written: the company stays as row 2 gives it.
      const rows = await world.companiesNamed([name, `${name} Duplicate`]);
      expect(rows).toHaveLength(1);
      expect(found(rows[0])).toMatchObject({ companyName: name, city: null });
      const people = await world.membersWith([ria, ray, rod].map((first) => emailOf(first)));
      expect(people.map((row) => row.email).sort()).toEqual([emailOf(ray), emailOf(ria)].sort());
    }
  });
});
