import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SheetRow } from "@pipeline/contract";
import ExcelJS from "exceljs";
import { afterEach } from "vitest";
import { buildZip, unzipParts, type ZipPart } from "./zip";

/** A folder of its own for each test's files, removed after it. */
export function createTempDirs(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "workbook-test-"));
    made.push(dir);
    return dir;
  };
}

/** Writes a real .xlsx with exceljs: sheets by name, each a list of rows of cell values. */
export async function writeXlsx(
  file: string,
  sheets: Record<string, ExcelJS.CellValue[][]>,
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((values, index) => {
      const row = sheet.getRow(index + 1);
      values.forEach((value, column) => {
        if (value !== undefined) row.getCell(column + 1).value = value;
      });
    });
  }
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Rewrites an .xlsx part by part (in `order` when given), to craft what Excel never writes. */
export async function rewriteXlsx(
  source: string,
  target: string,
  edit: (parts: { name: string; data: Buffer }[]) => ZipPart[],
): Promise<string> {
  await writeFile(target, buildZip(edit(await unzipParts(source))));
  return target;
}

export async function readAll(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const all: SheetRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** The rows' cells only, for comparing with what was written. */
export async function cellsOf(rows: AsyncIterable<SheetRow>): Promise<unknown[][]> {
  return (await readAll(rows)).map((row) => row.cells);
}
