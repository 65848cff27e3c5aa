import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import {
  WorkbookError,
  inspectXlsx,
  readWorkbookRows,
  type WorkbookKind,
  type WorkbookLimits,
} from "../../../src/modules/imports/workbook";
import { createDeclarationScanner } from "../../../src/modules/imports/workbook/declarationScanner";
import { LEGACY_FIXTURE } from "./legacyFixture";
import { readAll, rewriteXlsx, createTempDirs, writeXlsx } from "./workbooks";
import { buildZip, deflatedZeros } from "./zip";

const tempDir = createTempDirs();
const NOT_READABLE = "The file is not a readable Excel workbook.";
const GB = 1024 ** 3;

async function refusal(file: string, kind: WorkbookKind, limits?: Partial<WorkbookLimits>): Promise<string> {
  const error = await readAll(readWorkbookRows(file, kind, limits)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WorkbookError);
  return (error as WorkbookError).message;
}

async function file(name: string, data: Buffer | string): Promise<string> {
  const target = path.join(await tempDir(), name);
  await writeFile(target, data);
  return target;
}

async function workbook(rows: Parameters<typeof writeXlsx>[1]["x"] = [["Company Name"], ["Acme"]]) {
  return writeXlsx(path.join(await tempDir(), "book.xlsx"), { Companies: rows });
}

/** The workbook with one part's bytes replaced (the listing may then declare a size of its own). */
async function withPart(name: string, replace: { data?: Buffer; deflated?: Buffer; declaredSize?: number }) {
  const source = await workbook();
  return rewriteXlsx(source, path.join(path.dirname(source), "crafted.xlsx"), (parts) =>
    parts.map((part) =>
      part.name === name ? { name, ...replace, declaredSize: replace.declaredSize } : part,
    ),
  );
}

const SHEET = "xl/worksheets/sheet1.xml";

describe("a file that is not what its name says", () => {
  it("refuses text, a zip holding no workbook, and each kind read as the other", async () => {
    expect(await refusal(await file("notes.xlsx", "Company Name,Website\nAcme,acme.example\n"), "xlsx")).toBe(
      NOT_READABLE,
    );
    expect(
      await refusal(await file("export.xls", "<html><table><tr><td>Acme</td></tr></table></html>"), "xls"),
    ).toBe(NOT_READABLE);
    expect(
      await refusal(
        await file("photos.xlsx", buildZip([{ name: "a.txt", data: Buffer.from("hi") }])),
        "xlsx",
      ),
    ).toBe(NOT_READABLE);
    expect(await refusal(LEGACY_FIXTURE, "xlsx")).toBe(NOT_READABLE);
    expect(await refusal(await workbook(), "xls")).toBe(NOT_READABLE);
  });

  it("says so when an .xlsx is protected by a password", async () => {
    // Excel saves such a workbook as an OLE2 file holding an EncryptedPackage stream.
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, "EncryptionInfo", Buffer.alloc(64));
    XLSX.CFB.utils.cfb_add(cfb, "EncryptedPackage", randomBytes(4096));
    const locked = await file("locked.xlsx", Buffer.from(XLSX.CFB.write(cfb, { type: "buffer" })));
    expect(await refusal(locked, "xlsx")).toMatch(/protected by a password/);
  });
});

describe("zip bombs", () => {
  it("refuses more parts than the limit", async () => {
    expect(await refusal(await workbook(), "xlsx", { maxEntries: 5 })).toBe(
      "The workbook holds more than 5 parts, more than an import can take.",
    );
  });

  it("refuses a listing that adds up to more than 1.5 GB, without unpacking anything", async () => {
    // Not even deflate data: the listing alone is enough to refuse it.
    const noise = randomBytes(4 * 1024 * 1024);
    const crafted = await file(
      "huge.xlsx",
      buildZip([
        { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
        { name: SHEET, deflated: noise, declaredSize: 800 * 1024 * 1024 },
        { name: "xl/worksheets/sheet2.xml", deflated: noise, declaredSize: 800 * 1024 * 1024 },
      ]),
    );
    await expect(inspectXlsx(crafted)).rejects.toThrow(
      "The workbook unpacks to more than 1.5 GB, more than an import can take.",
    );
    expect(await refusal(await workbook(), "xlsx", { maxUnpackedBytes: 2048 })).toBe(
      "The workbook unpacks to more than 2 KB, more than an import can take.",
    );
  });

  it("refuses a sheet of 2 GB of zeros that says so, from its listing", async () => {
    const zeros = deflatedZeros(2 * GB);
    const crafted = await withPart(SHEET, { deflated: zeros, declaredSize: 2 * GB });
    expect(await refusal(crafted, "xlsx")).toBe(
      "The workbook holds a part that unpacks to more than 200 times its packed size, which an import does not accept.",
    );
  });

  it("stops unpacking a sheet of 2 GB of zeros whose listing claims a few bytes", async () => {
    const crafted = await withPart(SHEET, { deflated: deflatedZeros(2 * GB), declaredSize: 900 });
    expect(await refusal(crafted, "xlsx")).toBe(
      "The workbook holds a part that unpacks to more than its listing says, which an import does not accept.",
    );
  });
});

describe("document type declarations", () => {
  const lolz =
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>';

  it("refuses a part declaring entities, also where the declaration straddles two chunks", async () => {
    const expected = "The workbook holds a document type declaration, which an import does not accept.";
    const early = await withPart("xl/sharedStrings.xml", {
      data: Buffer.from(`${lolz}<sst><si><t>&lol2;</t></si></sst>`),
    });
    expect(await refusal(early, "xlsx")).toBe(expected);
    // Unpacked parts come in chunks of 16 KB: the declaration starts a few bytes before the first ends.
    const padded = `<?xml version="1.0"?>${" ".repeat(16384 - 21 - 4)}<!DOCTYPE x><sst/>`;
    const late = await withPart("xl/sharedStrings.xml", { data: Buffer.from(padded) });
    expect(await refusal(late, "xlsx")).toBe(expected);
  });

  it("finds a declaration split at any place between two chunks", () => {
    for (const text of ["<!DOCTYPE x>", "<!ENTITY a 'b'>"]) {
      for (let split = 1; split < text.indexOf(" "); split += 1) {
        const scanner = createDeclarationScanner();
        expect(scanner.push(Buffer.from(`<a>${text.slice(0, split)}`))).toBe(false);
        expect(scanner.push(Buffer.from(`${text.slice(split)}</a>`))).toBe(true);
      }
    }
    const plain = createDeclarationScanner();
    expect(plain.push(Buffer.from("<sst><si><t>A <!-- note --> DOC TYPE</t></si>"))).toBe(false);
  });
});

describe("sheet limits", () => {
  it("refuses more rows than the limit, the header included", async () => {
    const rows = [["Company Name"], ["A"], ["B"], ["C"]];
    expect(await refusal(await workbook(rows), "xlsx", { maxRows: 3 })).toBe(
      "The sheet holds more than 3 rows (the header included), more than an import can take.",
    );
    expect(await readAll(readWorkbookRows(await workbook(rows), "xlsx", { maxRows: 4 }))).toHaveLength(4);
  });

  it("refuses a value past the last column, but not formatting alone", async () => {
    expect(
      await refusal(await workbook([["Company Name", "Website", "City", "State"]]), "xlsx", {
        maxColumns: 3,
      }),
    ).toBe("Row 1 has a value in column D; an import reads at most 3 columns.");
    const styled = await workbook([["Company Name", "Website", "City", null]]);
    expect(await readAll(readWorkbookRows(styled, "xlsx", { maxColumns: 3 }))).toHaveLength(1);
  });

  it("refuses a cell longer than the limit, and stops a huge one before holding it", async () => {
    expect(await refusal(await workbook([["Name", "x".repeat(11)]]), "xlsx", { maxCellChars: 10 })).toBe(
      "Cell B1 holds more than 10 characters, more than an import can take.",
    );
    // Far past what even escaped characters could take: refused while the part streams by.
    const huge = await withPart("xl/sharedStrings.xml", {
      data: Buffer.from(`<sst><si><t>${"x".repeat(200_000)}</t></si><si><t>Acme</t></si></sst>`),
    });
    expect(await refusal(huge, "xlsx", { maxCellChars: 1000 })).toBe(
      "A cell holds more than 1,000 characters, more than an import can take.",
    );
  });

  it("applies the same limits to a legacy .xls", async () => {
    expect(await refusal(LEGACY_FIXTURE, "xls", { maxColumns: 5 })).toBe(
      "Row 1 has a value in column F; an import reads at most 5 columns.",
    );
    expect(await refusal(LEGACY_FIXTURE, "xls", { maxRows: 2 })).toMatch(/more than 2 rows/);
  });
});
