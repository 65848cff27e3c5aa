import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import {
  IMPORT_COLUMNS,
  IMPORT_REASON_HEADER,
  LOOKUP_TITLES,
  createCompanyGrouper,
  readHeader,
  type ImportCell,
} from "@pipeline/contract";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createErrorLogWriter, readWorkbookRows, writeTemplate } from "../../../src/modules/imports/workbook";
import { createTempDirs, readAll } from "./workbooks";

const tempDir = createTempDirs();

async function written(name: string, write: (out: NodeJS.WritableStream) => Promise<void>): Promise<string> {
  const file = path.join(await tempDir(), name);
  const out = createWriteStream(file);
  await Promise.all([write(out), finished(out)]);
  return file;
}

async function openBook(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book;
}

function texts(row: ExcelJS.Row): string[] {
  const values: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell) => values.push(cell.text));
  return values;
}

const LISTS = {
  location: ["India", "Singapore"],
  currency: ["INR", "USD"],
  industry: ["Software"],
  practice: ["Retail"],
  "company-type": ["Private", "Startup"],
  "confidence-level": ["High"],
  "company-member-designation": ["CEO", "CTO"],
};

describe("writeTemplate", () => {
  it("writes the Companies, Instructions and Lists sheets, with every column in order", async () => {
    const file = await written("template.xlsx", (out) => writeTemplate(out, LISTS));
    const book = await openBook(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Companies", "Instructions", "Lists"]);

    const companies = book.getWorksheet("Companies");
    const header = companies?.getRow(1);
    expect(header && texts(header)).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    expect(header?.getCell(1).font?.bold).toBe(true);
    expect(companies?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(companies?.getColumn(1).width).toBeGreaterThan(10);

    const instructions = book.getWorksheet("Instructions");
    const described = new Map<string, string>();
    instructions?.eachRow((row) => described.set(row.getCell(1).text, row.getCell(2).text));
    for (const column of IMPORT_COLUMNS)
      expect(described.get(column.header)).toBe(column.required ? "Yes" : "No");
    const rules = [...described.keys()].join("\n");
    expect(rules).toMatch(/Company Name or a Website starts a company/);
    expect(rules).toMatch(/separated by ";"/);
    expect(rules).toMatch(/website's domain/);
    expect(rules).toMatch(/by e-mail/);

    const lists = book.getWorksheet("Lists");
    const columns = new Map<string, string[]>();
    lists?.getRow(1).eachCell((cell, column) => {
      const labels: string[] = [];
      lists.getColumn(column).eachCell((label, row) => {
        if (row > 1) labels.push(label.text);
      });
      columns.set(cell.text, labels);
    });
    expect(columns.get(LOOKUP_TITLES.location)).toEqual(["India", "Singapore"]);
    expect(columns.get(LOOKUP_TITLES["company-member-designation"])).toEqual(["CEO", "CTO"]);
    expect(columns.size).toBe(7);
  });

  it("holds an example company of two members that the import reads back as such", async () => {
    const file = await written("template.xlsx", (out) => writeTemplate(out, LISTS));
    const [header, ...body] = await readAll(readWorkbookRows(file, "xlsx"));
    const grouper = createCompanyGrouper(readHeader(header?.cells ?? []));
    const companies = [...body.map((row) => grouper.push(row)), grouper.end()].filter(
      (company) => company !== null,
    );
    expect(companies).toHaveLength(1);
    const [company] = companies;
    expect(company?.company.get("location")?.cell).toBe("India");
    expect(company?.company.get("currency")?.cell).toBe("INR");
    expect(company?.members.map((member) => member.cells.get("cmd")?.cell)).toEqual(["CEO", "CEO"]);
    expect(company?.members.map((member) => member.cells.get("first_name")?.cell)).toEqual(["Asha", "Ravi"]);
  });

  it("leaves a list column of the example empty when its list has no label", async () => {
    const file = await written("template.xlsx", (out) => writeTemplate(out, {}));
    const rows = await readAll(readWorkbookRows(file, "xlsx"));
    const locations = IMPORT_COLUMNS.findIndex((column) => column.header === "Locations");
    expect(rows[1]?.cells[locations]).toBeNull();
  });
});

describe("createErrorLogWriter", () => {
  const header: ImportCell[] = [
    "Company Name",
    "Website",
    null,
    "Member First Name",
    "Member Last Name",
    "Member Email",
  ];
  const failed: ImportCell[][] = [
    ["=1+1", "+91 98765", "@acme", "-5 units", null, null],
    [
      1500000.5,
      true,
      new Date(Date.UTC(2024, 2, 1)),
      { problem: "holds the error #N/A", error: "#N/A" } as ImportCell,
    ],
    [
      "Zoë 😀 नमस्ते",
      null,
      null,
      null,
      null,
      { problem: "holds a formula without a saved value" },
      "past the header",
    ],
  ];

  async function errorLog(): Promise<string> {
    return written("Failed_Companies_Log.xlsx", async (out) => {
      const log = createErrorLogWriter(out, header);
      await log.addRow(failed[0] ?? [], "Website: not a web address");
      await log.addRow(failed[1] ?? [], "Company Name: required");
      await log.addRow(failed[2] ?? [], "Member Email: holds a formula without a saved value");
      await log.finish();
    });
  }

  it("writes the header and Reason, then each failed row's cells as they were, text never a formula", async () => {
    const book = await openBook(await errorLog());
    const sheet = book.getWorksheet("Companies");
    expect(sheet && texts(sheet.getRow(1))).toEqual([
      ...header.map((cell) => cell ?? ""),
      IMPORT_REASON_HEADER,
    ]);
    expect(sheet?.getRow(1).getCell(7).font?.bold).toBe(true);

    const formulaLike = sheet?.getRow(2);
    for (const column of [1, 2, 3, 4]) {
      const cell = formulaLike?.getCell(column);
      expect(cell?.formula).toBeFalsy();
      expect(cell?.type).not.toBe(ExcelJS.ValueType.Formula);
    }
    expect(formulaLike && texts(formulaLike)).toEqual([
      "=1+1",
      "+91 98765",
      "@acme",
      "-5 units",
      "",
      "",
      "Website: not a web address",
    ]);

    const values = sheet?.getRow(3);
    expect(values?.getCell(1).value).toBe(1500000.5);
    expect(values?.getCell(2).value).toBe(true);
    expect(values?.getCell(3).value).toEqual(new Date(Date.UTC(2024, 2, 1)));
    expect(values?.getCell(3).numFmt).toBe("yyyy-mm-dd");
    expect(values?.getCell(4).value).toEqual({ error: "#N/A" });
  });

  it("reads back through the import as it was given, so a corrected log can be uploaded again", async () => {
    const rows = await readAll(readWorkbookRows(await errorLog(), "xlsx"));
    expect(rows.map((row) => row.cells)).toEqual([
      [...header, IMPORT_REASON_HEADER],
      ["=1+1", "+91 98765", "@acme", "-5 units", null, null, "Website: not a web address"],
      [1500000.5, true, new Date(Date.UTC(2024, 2, 1)), failed[1]?.[3], null, null, "Company Name: required"],
      // A problem that was no value stays empty; cells past the header follow the reason.
      [
        "Zoë 😀 नमस्ते",
        null,
        null,
        null,
        null,
        null,
        "Member Email: holds a formula without a saved value",
        "past the header",
      ],
    ]);
    expect(readHeader(rows[0]?.cells ?? []).columns.map((column) => column?.header ?? null)).toEqual([
      "Company Name",
      "Website",
      null,
      "Member First Name",
      "Member Last Name",
      "Member Email",
      null,
    ]);
  });
});
