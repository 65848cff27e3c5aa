import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWorkbookRows, workbookKindOf } from "../../../src/modules/imports/workbook";
import { cellsOf, readAll, rewriteXlsx, createTempDirs, writeXlsx } from "./workbooks";

const tempDir = createTempDirs();

async function xlsx(sheets: Parameters<typeof writeXlsx>[1]): Promise<string> {
  return writeXlsx(path.join(await tempDir(), "upload.xlsx"), sheets);
}

describe("workbookKindOf", () => {
  it("tells .xlsx and .xls apart whatever the case, and nothing else", () => {
    expect(workbookKindOf("Companies.XLSX")).toBe("xlsx");
    expect(workbookKindOf("old export.xls")).toBe("xls");
    expect(workbookKindOf("list.csv")).toBeNull();
    expect(workbookKindOf("book.xlsm")).toBeNull();
    expect(workbookKindOf("xlsx")).toBeNull();
  });
});

describe("readWorkbookRows on .xlsx", () => {
  it("reads the Companies sheet when there is one, with sheet row numbers, skipping empty rows", async () => {
    const file = await xlsx({
      Notes: [["Read me first"]],
      Companies: [
        ["Company Name", "Website"],
        ["Acme", "acme.example"],
        [],
        [null, null],
        [null, "zen.example"],
      ],
    });
    expect(await readAll(readWorkbookRows(file, "xlsx"))).toEqual([
      { row: 1, cells: ["Company Name", "Website"] },
      { row: 2, cells: ["Acme", "acme.example"] },
      { row: 5, cells: [null, "zen.example"] },
    ]);
  });

  it("reads the first sheet when none is named Companies", async () => {
    const file = await xlsx({ Leads: [["First"]], Other: [["Second"]] });
    expect(await cellsOf(readWorkbookRows(file, "xlsx"))).toEqual([["First"]]);
  });

  it("hands over text, numbers, booleans and dates as values, rich text and links as their text", async () => {
    const joined = new Date(Date.UTC(2024, 2, 1));
    const file = await xlsx({
      Companies: [
        [
          "Acme",
          1500000.5,
          true,
          joined,
          { richText: [{ text: "Bold", font: { bold: true } }, { text: " and plain" }] },
          { text: "acme.example", hyperlink: "https://acme.example" },
          "",
          "  spaced  ",
        ],
      ],
    });
    expect(await cellsOf(readWorkbookRows(file, "xlsx"))).toEqual([
      ["Acme", 1500000.5, true, joined, "Bold and plain", "acme.example", null, "  spaced  "],
    ]);
  });

  it("gives a formula's saved value without evaluating it, and a problem when it has none", async () => {
    const file = await xlsx({
      Companies: [
        [
          // A saved value that is not what the formula would give: the reader must not recompute it.
          { formula: "1+1", result: 5 },
          { formula: 'UPPER("acme")', result: "ACME" },
          { formula: "B1*2" },
          { formula: "NA()", result: { error: "#N/A" } },
          { error: "#DIV/0!" },
        ],
      ],
    });
    expect(await cellsOf(readWorkbookRows(file, "xlsx"))).toEqual([
      [
        5,
        "ACME",
        { problem: expect.stringContaining("formula without a saved value") },
        { problem: expect.stringMatching(/error/) },
        { problem: "holds the error #DIV/0!", error: "#DIV/0!" },
      ],
    ]);
  });

  it("keeps letters of any script whole where the file's chunks split them", async () => {
    // exceljs's own streaming reader turns a few of these into "�" where a 16 KB chunk ends mid-letter.
    const names = Array.from({ length: 3000 }, (_, index) => [`Zoë Ünïcødé नमस्ते 東京 ${index}`]);
    const file = await xlsx({ Companies: names });
    expect(await cellsOf(readWorkbookRows(file, "xlsx"))).toEqual(names);
  });

  it("reads shared strings beyond its read window, named in any order, repeated or not", async () => {
    // Excel keeps each distinct text once: 3,000 of about 700 bytes each are more than the reader
    // holds at a time, and the rows name them back to front, between labels every row repeats.
    const long = (index: number) => `${index} ${"Confidential pitch line, ".repeat(28)}${index}`;
    const rows = Array.from({ length: 3000 }, (_, index) => [
      index % 2 === 0 ? "India" : "Singapore",
      long(2999 - index),
      index % 7 === 0 ? long(index) : "Founder",
    ]);
    const file = await xlsx({ Companies: rows });
    expect(await cellsOf(readWorkbookRows(file, "xlsx"))).toEqual(rows);
  });

  it("reads a workbook whose sheet comes before its shared strings, leaving no temp file", async () => {
    // exceljs's own reader parks such a sheet in a temp file, and leaves it there when reading stops early.
    const dir = await tempDir();
    const plain = await writeXlsx(path.join(dir, "plain.xlsx"), { Companies: [["Acme"], ["Zenith"]] });
    const reordered = await rewriteXlsx(plain, path.join(dir, "reordered.xlsx"), (parts) => [
      ...parts.filter((part) => part.name.startsWith("xl/worksheets/")),
      ...parts.filter((part) => !part.name.startsWith("xl/worksheets/")),
    ]);
    const scratch = await tempDir();
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    try {
      expect(await cellsOf(readWorkbookRows(reordered, "xlsx"))).toEqual([["Acme"], ["Zenith"]]);
      for await (const row of readWorkbookRows(reordered, "xlsx")) {
        expect(row.cells).toEqual(["Acme"]);
        break;
      }
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(await readdir(scratch)).toEqual([]);
  });

  it("stops when its signal is aborted, before the first row or between two", async () => {
    const file = await xlsx({ Companies: Array.from({ length: 50 }, (_, index) => [`Company ${index}`]) });
    await expect(readAll(readWorkbookRows(file, "xlsx", {}, AbortSignal.abort()))).rejects.toThrow(
      expect.objectContaining({ name: "AbortError" }),
    );

    const controller = new AbortController();
    const seen: number[] = [];
    const reading = (async () => {
      for await (const row of readWorkbookRows(file, "xlsx", {}, controller.signal)) {
        seen.push(row.row);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toThrow(expect.objectContaining({ name: "AbortError" }));
    expect(seen).toEqual([1]);
  });
});
