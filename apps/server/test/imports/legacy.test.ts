import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { previewImport } from "../../src/modules/imports";
import { LEGACY_FIXTURE, LEGACY_ROWS } from "./workbook/legacyFixture";
import { found, HEADERS, importWorld, type SheetLine } from "./importWorld";

const world = importWorld();

/** The entries the legacy workbook names. */
async function legacyLists() {
  for (const label of ["India", "Singapore", "France"]) await world.lookup("location", label);
  await world.lookup("currency", "INR");
  await world.lookup("industry", "Software");
  await world.lookup("practice", "Retail");
  for (const label of ["Private", "Startup"]) await world.lookup("company-type", label);
  await world.lookup("confidence-level", "High");
  for (const label of ["CEO", "Founder", "CTO", "CFO"])
    await world.lookup("company-member-designation", label);
}

describe("a legacy .xls workbook", () => {
  it("imports the same as its .xlsx twin", async () => {
    await legacyLists();
    const admin = await world.user(["SUPER_ADMIN"]);
    const dir = await mkdtemp(path.join(tmpdir(), "legacy-"));
    const xls = path.join(dir, "companies.xls");
    await copyFile(LEGACY_FIXTURE, xls);
    const twin = await world.xlsx(
      LEGACY_ROWS.slice(1).map(
        (row) =>
          Object.fromEntries(HEADERS.map((header, index) => [header, row[index] ?? null])) as SheetLine,
      ),
    );
    const seesAll = { userId: admin, seesAll: true };
    const [fromXls, fromXlsx] = [
      await world.record(xls, admin, "previewed"),
      await world.record(twin, admin, "previewed"),
    ];
    await previewImport(world.deps(), fromXls, seesAll);
    await previewImport(world.deps(), fromXlsx, seesAll);
    const preview = found((await world.read(fromXls)).preview);
    expect(preview).toEqual((await world.read(fromXlsx)).preview);
    expect(preview).toMatchObject({
      rows_total: 3,
      total_companies: 2,
      companies_to_create: 1,
      members_to_create: 2,
    });

    const ran = await world.run(fromXls);
    expect(ran).toMatchObject({
      companiesCreated: 1,
      membersCreated: 2,
      companiesFailed: 1,
      status: "Completed With Errors",
    });
    const [acme] = await world.companiesNamed(["Acme Analytics"]);
    expect(acme).toMatchObject({
      website: "https://www.acme-analytics.example",
      foundationYear: 2012,
      fte: 250,
      revenue: 1500000.5,
      promoterHolding: "62%",
      city: "Bengaluru",
    });

    // The twin changes nothing the .xls wrote.
    const again = await world.run(fromXlsx);
    expect(again).toMatchObject({
      companiesUpdated: 0,
      companiesUnchanged: 1,
      membersUpdated: 0,
      membersUnchanged: 2,
      companiesFailed: 1,
      undoUntil: null,
    });
  });
});
