import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { type ExcelImportDetail, type Id, IMPORT_COLUMNS, IMPORT_SHEET_NAME } from "@pipeline/contract";
import { upload, type UploadAnswer } from "../documents/documentWorld";
import { buildZip } from "../imports/workbook/zip";
import type { Refs } from "./companyWorld";
import type { InjectedApp } from "./injectApp";

// What the Excel import tests share: workbooks written by exceljs as a person's Excel would save
// them, the upload as the portal sends it, and what an import leaves in the tables.

export const IMPORT_URL = "/api/v1/company/import_company_data_from_excel/";

/** One sheet row by header; headers left out are empty cells. */
export type SheetRow = Partial<Record<string, string | number | null>>;

/** A workbook with the import's header row (or the one given) and these rows. */
export async function workbookBytes(
  rows: SheetRow[],
  header: readonly string[] = IMPORT_COLUMNS.map((column) => column.header),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME);
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((name) => row[name] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The company row of a sheet: valid with the refs' labels unless overridden. */
export function companyRow(refs: Labels, name: string, overrides: SheetRow = {}): SheetRow {
  return {
    "Company Name": name,
    Website: `https://${name.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com`,
    Locations: refs.location,
    Industry: refs.industry,
    ...memberCells(refs, `${name.replace(/[^A-Za-z]/g, "")}First`),
    ...overrides,
  };
}

/** A row that adds a member to the company above it. */
export function memberRow(refs: Labels, key: string, overrides: SheetRow = {}): SheetRow {
  return { ...memberCells(refs, key), ...overrides };
}

function memberCells(refs: Labels, key: string): SheetRow {
  const letters = key.replace(/[^A-Za-z]/g, "");
  return {
    "Member First Name": letters,
    "Member Last Name": "Imported",
    "Member Email": `${letters.toLowerCase()}@import.example.com`,
    "Member LinkedIn Profile": `https://www.linkedin.com/in/${letters.toLowerCase()}`,
    "Member Designations": refs.designation,
  };
}

/** The labels of a reference set, as a sheet names them. */
export type Labels = { location: string; industry: string; designation: string };

/** The labels `createRefs(server, label)` gave its entries. */
export function labelsOf(label: string, _refs?: Refs): Labels {
  return {
    location: `${label} location`,
    industry: `${label} industry`,
    designation: `${label} company-member-designation`,
  };
}

/** Uploads a workbook as the portal does; `preview` adds `?preview=true`. */
export function sendWorkbook(
  server: InjectedApp,
  token: string,
  fileName: string,
  bytes: Buffer | null,
  { preview = false }: { preview?: boolean } = {},
): Promise<UploadAnswer> {
  return upload(server, token, {}, bytes ? [["file", fileName, bytes]] : [], {
    url: `${IMPORT_URL}${preview ? "?preview=true" : ""}`,
  });
}

export function detailOf(answer: { body: { data?: unknown } }): ExcelImportDetail {
  return answer.body.data as ExcelImportDetail;
}

/** Rows of the tables an import writes. */
export async function importTables(
  server: InjectedApp,
): Promise<{ imports: number; companies: number; members: number }> {
  const result = (await server.database.db.execute(
    sql`select (select count(*)::int from excel_imports) as imports,
               (select count(*)::int from companies) as companies,
               (select count(*)::int from company_members) as members`,
  )) as unknown as { rows: Array<{ imports: number; companies: number; members: number }> };
  const [row] = result.rows;
  return { imports: Number(row?.imports), companies: Number(row?.companies), members: Number(row?.members) };
}

/** Companies by name, to tell what an import created. */
export async function companyNamed(server: InjectedApp, name: string): Promise<Id | null> {
  const result = (await server.database.db.execute(
    sql`select id from companies where company_name = ${name}`,
  )) as unknown as { rows: Array<{ id: number }> };
  return result.rows[0]?.id ?? null;
}

/**
 * A zip of deflated parts named as an .xlsx's: its content types say spreadsheet, so its first
 * bytes pass for one; `sheetBytes` of zeros packs about a thousandfold, as a zip bomb does.
 */
export function zipBombBytes(sheetBytes: number): Buffer {
  return buildZip([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
    },
    { name: "xl/workbook.xml", data: Buffer.from('<?xml version="1.0"?><workbook/>') },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(sheetBytes, 0x20) },
  ]);
}

/**
 * The first part of an .xlsx (its content types, stored) as text whose every byte is ASCII, so that
 * a call made of text carries it unchanged: enough for an upload to be taken for a workbook and
 * stored, not to be read as one.
 */
export function xlsxHeadText(): string {
  const types =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'.padEnd(
      300,
      " ",
    );
  const name = "[Content_Types].xml";
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(types.length, 18);
  header.writeUInt32LE(types.length, 22);
  header.writeUInt16LE(name.length, 26);
  return `${header.toString("latin1")}${name}${types}`;
}
