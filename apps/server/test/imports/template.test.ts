import { createWriteStream } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { lookups } from "../../src/db/schema";
import { writeImportTemplate } from "../../src/modules/imports";
import { found, HEADERS, importWorld } from "./importWorld";

const world = importWorld();

describe("the template", () => {
  it("names every column and offers the active labels of each list", async () => {
    await world.lookup("industry", "Imp Biotech");
    const retired = await world.lookup("industry", "Imp Retired");
    await world.db().update(lookups).set({ isActive: false }).where(eq(lookups.id, retired));
    const file = path.join(await mkdtemp(path.join(tmpdir(), "template-")), "template.xlsx");

    const out = createWriteStream(file);
    await writeImportTemplate(world.deps(), out);
    await finished(out);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const companies = found(workbook.getWorksheet("Companies"));
    expect(HEADERS.map((_, index) => companies.getRow(1).getCell(index + 1).text)).toEqual(HEADERS);
    const lists = found(workbook.getWorksheet("Lists"));
    const texts: string[] = [];
    lists.eachRow((row) => row.eachCell((cell) => texts.push(cell.text)));
    expect(texts).toContain("Imp Biotech");
    expect(texts).not.toContain("Imp Retired");
  });
});
