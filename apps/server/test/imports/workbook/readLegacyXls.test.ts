import { IMPORT_COLUMNS, createCompanyGrouper, readHeader } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { readWorkbookRows } from "../../../src/modules/imports/workbook";
import { LEGACY_FIXTURE, LEGACY_ROWS } from "./legacyFixture";
import { readAll } from "./workbooks";

describe("readWorkbookRows on a legacy .xls", () => {
  it("reads the Companies sheet of an Excel 97-2003 file: every column, two companies, three members", async () => {
    const rows = await readAll(readWorkbookRows(LEGACY_FIXTURE, "xls"));
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3, 4]);
    expect(rows[0]?.cells).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    // Empty cells come back as null, trailing ones left out; accents whole; numbers and booleans as values.
    rows.forEach((row, index) => {
      const written = LEGACY_ROWS[index] ?? [];
      const trimmed = written.slice(0, written.findLastIndex((cell) => cell !== null) + 1);
      expect(row.cells).toEqual(trimmed);
    });

    const [header, ...body] = rows;
    const grouper = createCompanyGrouper(readHeader(header?.cells ?? []));
    const companies = [...body.map((row) => grouper.push(row)), grouper.end()].filter(
      (company) => company !== null,
    );
    expect(
      companies.map((company) => [company.company.get("company_name")?.cell, company.members.length]),
    ).toEqual([
      ["Acme Analytics", 2],
      ["Zenith Café", 1],
    ]);
  });
});
