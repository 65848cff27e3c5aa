import { count, eq } from "drizzle-orm";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_REASON_HEADER, type SheetRow } from "@pipeline/contract";
import {
  companyMembers,
  companies,
  excelImportChanges,
  excelImportFailures,
  jobs,
  memberDesignations,
  userCompanies,
} from "../../src/db/schema";
import { previewImport } from "../../src/modules/imports";
import { readWorkbookRows, WorkbookError } from "../../src/modules/imports/workbook";
import { found, HEADERS, importWorld } from "./importWorld";
import { company, member, named, refs } from "./lines";

const world = importWorld();

async function tableCounts() {
  const db = world.db();
  const of = async (
    table:
      | typeof companies
      | typeof companyMembers
      | typeof memberDesignations
      | typeof userCompanies
      | typeof excelImportChanges
      | typeof excelImportFailures
      | typeof jobs,
  ) => {
    const [row] = await db.select({ n: count() }).from(table);
    return found(row).n;
  };
  return {
    companies: await of(companies),
    members: await of(companyMembers),
    designations: await of(memberDesignations),
    assignments: await of(userCompanies),
    changes: await of(excelImportChanges),
    failures: await of(excelImportFailures),
    jobs: await of(jobs),
  };
}

describe("the preview", () => {
  it("counts what the run then does, and writes nothing", async () => {
    await refs(world);
    const admin = await world.user(["SUPER_ADMIN"]);
    const existing = named("Old");
    const kept = named("Kim");
    await world.run(await world.record(await world.xlsx([{ ...company(existing), ...member(kept) }]), admin));

    const user = await world.user(["USER"]);
    const fresh = named("New");
    const file = await world.xlsx([
      { ...company(fresh), ...member(named("Fay")) },
      member(named("Fox")),
      // The same company again: it fails, naming row 2, rather than overwrite it.
      { ...company(fresh, { City: "Agra" }), ...member(named("Fin")) },
      // Matched by website, but the USER is not assigned to it.
      { ...company(existing, { City: "Agra" }), ...member(kept) },
      { ...company(named("Bad"), { Locations: "Nowhere" }), ...member(named("Bo")) },
      member(named("Orphan"), { "Member Email": "not an e-mail" }),
    ]);
    const previewed = await world.record(file, user, "previewed");
    const before = await tableCounts();

    await previewImport(world.deps(), previewed, { userId: user, seesAll: false });

    expect(await tableCounts()).toEqual(before);
    const record = await world.read(previewed);
    expect(record.phase).toBe("previewed");
    expect(record.rowsTotal).toBe(6);
    expect(record.header).toEqual(HEADERS);
    const preview = found(record.preview);
    expect(preview).toMatchObject({
      rows_total: 6,
      total_companies: 4,
      companies_to_create: 1,
      companies_to_update: 0,
      companies_unchanged: 0,
      companies_failing: 3,
      members_to_create: 2,
      members_to_update: 0,
      members_unchanged: 0,
      members_failing: 4,
      matches_count: 0,
      failures_count: 4,
    });
    expect(preview.matches).toEqual([]);
    expect(preview.failures.map((failure) => failure.row)).toEqual([4, 5, 6, 7]);
    expect(preview.failures[0]?.reason).toMatch(
      /^The company failed: Website: repeats row 2 of this file \(same website\)/,
    );

    const ran = await world.run(previewed);
    expect(ran).toMatchObject({
      totalCompanies: preview.total_companies,
      companiesCreated: preview.companies_to_create,
      companiesUpdated: preview.companies_to_update,
      companiesUnchanged: preview.companies_unchanged,
      companiesFailed: preview.companies_failing,
      membersCreated: preview.members_to_create,
      membersUpdated: preview.members_to_update,
      membersUnchanged: preview.members_unchanged,
      membersFailed: preview.members_failing,
      rowsDone: 6,
      rowsTotal: 6,
    });
    expect(found(ran.tally).failures).toEqual(preview.failures);
  });

  it("refuses a file that is no workbook, and one whose header names too little, with the user's message", async () => {
    const user = await world.user();
    const notes = await world.record(await world.xlsx([{ Notes: "hi" }], ["Notes"]), user, "previewed");
    await expect(previewImport(world.deps(), notes, { userId: user, seesAll: false })).rejects.toThrow(
      /'Company Name', 'Website', 'Member First Name', 'Member Last Name', 'Member Email' are missing/,
    );
    expect((await world.read(notes)).preview).toBeNull();

    const text = path.join(tmpdir(), `${named("plain")}.xlsx`);
    await writeFile(text, "Company Name,Website\nAcme,acme.example\n");
    const plain = await world.record(text, user, "previewed");
    await rm(text);
    await expect(previewImport(world.deps(), plain, { userId: user, seesAll: false })).rejects.toThrow(
      WorkbookError,
    );
  });
});

describe("the error log", () => {
  it("holds the header with a Reason column, then each failed row as it was", async () => {
    await refs(world);
    const admin = await world.user(["SUPER_ADMIN"]);
    const good = named("Fine");
    const bad = named("Broken");
    const when = new Date(Date.UTC(2024, 0, 15));
    const id = await world.record(
      await world.xlsx([
        { ...company(good), ...member(named("Ida")) },
        {
          ...company(bad, { Locations: "Mars", "Foundation Year": 1999, "Business Description": when }),
          ...member(named("Ivy")),
        },
        member("X", { "Member Email": "ivy2@people.example" }),
      ]),
      admin,
    );

    const ended = await world.run(id);

    expect(ended.status).toBe("Completed With Errors");
    const key = found(ended.errorLogKey);
    const rows = await world.deps().services.storage.withLocalFile(key, async (file) => {
      const read: SheetRow[] = [];
      for await (const row of readWorkbookRows(file, "xlsx")) read.push(row);
      return read;
    });
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3]);
    expect(rows[0]?.cells).toEqual([...HEADERS, IMPORT_REASON_HEADER]);
    const first = found(rows[1]).cells;
    expect(first.slice(0, 6)).toEqual([
      bad,
      `https://www.${bad.toLowerCase()}.example/about`,
      null,
      null,
      "Mars",
      1999,
    ]);
    // Kept as the ISO text of the date.
    expect(first[HEADERS.indexOf("Business Description")]).toBe(when.toISOString());
    expect(first.at(-1)).toMatch(/^The company failed: Locations: 'Mars' is not in the Location list/);
    const second = found(rows[2]).cells;
    expect(second[HEADERS.indexOf("Member First Name")]).toBe("X");
    // The company's reasons first, then the member's own.
    expect(second.at(-1)).toMatch(
      /^The company failed: Locations: 'Mars' is not in the Location list;.*; Member First Name: /,
    );
    const [failures] = await world
      .db()
      .select({ n: count() })
      .from(excelImportFailures)
      .where(eq(excelImportFailures.importId, id));
    expect(found(failures).n).toBe(2);
  });
});
