import { createRequire } from "node:module";
import { posix } from "node:path";
import { Readable } from "node:stream";
import { IMPORT_SHEET_NAME, type ImportCell, type SheetRow } from "@pipeline/contract";
import ExcelJS from "exceljs";
import { inspectZip } from "./inspectXlsx";
import { SpilledStrings } from "./spilledStrings";
import type { WorkbookLimits } from "./limits";
import {
  FORMULA_ERROR,
  FORMULA_WITHOUT_VALUE,
  UNREADABLE_VALUE,
  createRowChecker,
  excelError,
  excelSerialToDate,
} from "./sheetRows";
import { WorkbookError, notReadable } from "./WorkbookError";
import { xmlText } from "./xmlText";
import { isXmlPart, openZip, zipEntries } from "./zipFile";

// The .xlsx reader: exceljs's streaming parsers, fed from the zip through yauzl rather than by
// exceljs's own unzipping. yauzl reads the same listing the inspection checked, opens each part where
// it needs it (the workbook, its styles and shared strings before the sheet, whatever their order in
// the file); exceljs would otherwise stream the parts in file order and park a sheet met before the
// shared strings in a temp file. The shared strings go to a temporary file of their own
// (SpilledStrings), not into memory.

const require = createRequire(import.meta.url);

type Relationship = { Id: string; Type: string; Target: string; TargetMode?: string };

/** The parts of exceljs 4.4's WorkbookReader this reader drives (internal, hence the pinned version). */
type ReaderInternals = {
  options: Record<string, string>;
  sharedStrings?: unknown[];
  workbookRels?: Relationship[];
  model?: { sheets?: { name?: string; rId?: string }[] };
  properties?: { model?: { date1904?: boolean } };
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<{ index: number; text: SharedText }>;
};

/** A shared string as exceljs emits it: its text, or its runs of formatted text. */
type SharedText = string | null | { richText: { text?: string }[] };

type WorksheetReader = AsyncIterable<ExcelJS.Row>;
const WorksheetReader = require("exceljs/lib/stream/xlsx/worksheet-reader.js") as new (options: {
  workbook: ReaderInternals;
  id: number;
  iterator: AsyncIterable<string>;
  options: Record<string, string>;
}) => WorksheetReader;
const excelUtils = require("exceljs/lib/utils/utils.js") as {
  isDateFmt(format: string | undefined): boolean;
};

/** A part named by a relationship, from the folder of the part that names it. */
function resolvePart(fromFolder: string, target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : posix.join(fromFolder, target);
  return posix.normalize(path);
}

function relsPathOf(part: string): string {
  return posix.join(posix.dirname(part), "_rels", `${posix.basename(part)}.rels`);
}

function byType(relationships: Relationship[], type: string): Relationship | undefined {
  return relationships.find((relationship) => relationship.Type.endsWith(`/${type}`));
}

function richText(value: { richText: { text?: string }[] }): string {
  return value.richText.map((run) => run.text ?? "").join("");
}

/** An exceljs cell value as the import reads it. */
function toImportCell(cell: ExcelJS.Cell | undefined, date1904: boolean): ImportCell {
  return cell ? toImportValue(cell.value, cell.model.result, cell.numFmt, date1904) : null;
}

/**
 * @param formulaResult The result saved with a formula, read from the cell's model: its value leaves
 *   out a result that is an error (read as NaN).
 */
function toImportValue(
  value: ExcelJS.CellValue,
  formulaResult: unknown,
  numFmt: string | undefined,
  date1904: boolean,
): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : UNREADABLE_VALUE;
  if (typeof value === "boolean") return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? UNREADABLE_VALUE : value;
  if ("richText" in value) return richText(value) || null;
  if ("error" in value) return excelError(String(value.error));
  if ("formula" in value || "sharedFormula" in value) {
    // Never evaluated: the value Excel saved with the formula, or a problem when there is none.
    const result = formulaResult as ExcelJS.CellFormulaValue["result"];
    if (result === undefined || result === null) return FORMULA_WITHOUT_VALUE;
    if (typeof result === "number") {
      if (!Number.isFinite(result)) return FORMULA_ERROR;
      return excelUtils.isDateFmt(numFmt) ? excelSerialToDate(result, date1904) : result;
    }
    if (typeof result === "object" && !(result instanceof Date)) return excelError(String(result.error));
    return toImportValue(result, undefined, undefined, date1904);
  }
  if ("text" in value) {
    const text = value.text as unknown;
    if (typeof text === "string") return text === "" ? null : text;
    if (typeof text === "object" && text !== null && "richText" in text)
      return richText(text as { richText: { text?: string }[] }) || null;
  }
  return UNREADABLE_VALUE;
}

function rowCells(row: ExcelJS.Row, date1904: boolean): ImportCell[] {
  const cells: ImportCell[] = [];
  for (let column = 1; column <= row.cellCount; column += 1) {
    cells.push(toImportCell(row.findCell(column), date1904));
  }
  return cells;
}

export async function* readXlsxRows(
  path: string,
  limits: WorkbookLimits,
  signal?: AbortSignal,
): AsyncGenerator<SheetRow> {
  await inspectZip(path, limits, signal);
  const zip = await openZip(path);
  const streams = new Set<Readable>();
  let spilled: SpilledStrings | undefined;
  try {
    const strings = new SpilledStrings();
    spilled = strings;
    const entries = new Map((await zipEntries(zip)).map((entry) => [entry.fileName, entry]));
    const text = async (name: string): Promise<AsyncGenerator<string>> => {
      const entry = entries.get(name);
      // Only XML parts were searched for declarations by the inspection.
      if (!entry || !isXmlPart(name)) throw notReadable();
      const stream = await zip.openReadStreamPromise(entry);
      streams.add(stream);
      return xmlText(stream, limits.maxCellChars, signal);
    };
    const part = async (name: string) => Readable.from(await text(name));

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: "emit",
      sharedStrings: "emit",
      styles: "cache",
      hyperlinks: "ignore",
      entries: "ignore",
    }) as unknown as ReaderInternals;
    const relationships = async (name: string): Promise<Relationship[]> => {
      if (!entries.has(name)) return [];
      await reader._parseRels(await part(name));
      return reader.workbookRels ?? [];
    };

    const root = byType(await relationships("_rels/.rels"), "officeDocument");
    const workbookPart = root ? resolvePart("", root.Target) : "xl/workbook.xml";
    const folder = posix.dirname(workbookPart);
    const workbookRels = await relationships(relsPathOf(workbookPart));
    await reader._parseWorkbook(await part(workbookPart));

    const sheets = reader.model?.sheets ?? [];
    const sheet =
      sheets.find((each) => each.name?.trim().toLowerCase() === IMPORT_SHEET_NAME.toLowerCase()) ?? sheets[0];
    const sheetRel = workbookRels.find((relationship) => relationship.Id === sheet?.rId);
    if (!sheetRel || !sheetRel.Type.endsWith("/worksheet")) throw notReadable();
    const sheetPart = resolvePart(folder, sheetRel.Target);

    const styles = byType(workbookRels, "styles");
    if (styles) await reader._parseStyles(await part(resolvePart(folder, styles.Target)));
    const sharedStrings = byType(workbookRels, "sharedStrings");
    if (sharedStrings) {
      for await (const { text } of reader._parseSharedStrings(
        await part(resolvePart(folder, sharedStrings.Target)),
      )) {
        strings.push(text === null ? "" : typeof text === "string" ? text : richText(text));
      }
    }
    reader.sharedStrings = strings.asList();

    const date1904 = reader.properties?.model?.date1904 === true;
    const worksheet = new WorksheetReader({
      workbook: reader,
      id: 1,
      iterator: await text(sheetPart),
      options: reader.options,
    });
    const check = createRowChecker(limits);
    for await (const row of worksheet) {
      // Excel always numbers its rows; a row without a number cannot be told apart from the others.
      if (!Number.isInteger(row.number) || row.number < 1) throw notReadable();
      const sheetRow = check(row.number, rowCells(row, date1904));
      signal?.throwIfAborted();
      if (sheetRow) yield sheetRow;
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof WorkbookError) throw error;
    throw notReadable(error);
  } finally {
    for (const stream of streams) stream.destroy();
    zip.close();
    spilled?.dispose();
  }
}
