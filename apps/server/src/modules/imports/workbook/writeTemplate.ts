import {
  IMPORT_COLUMNS,
  IMPORT_SHEET_NAME,
  LOOKUP_KINDS,
  LOOKUP_TITLES,
  TEMPLATE_RULES,
  sheetColumnWidth,
  type TemplateExampleValue,
  type TemplateLists,
  templateExampleCell,
} from "@pipeline/contract";
import type { Stream } from "node:stream";
import ExcelJS from "exceljs";
import { fillRow, toExcelValue } from "./cellValue";

// The workbook a person downloads to fill in: the Companies sheet to import, the Instructions sheet
// explaining each column and how rows become companies and members, and the Lists sheet with the
// labels each list column takes.

function addRow(sheet: ExcelJS.Worksheet, number: number, values: TemplateExampleValue[], bold = false) {
  const row = sheet.getRow(number);
  fillRow(
    row,
    values.map((value) => toExcelValue(value)),
  );
  if (bold) row.font = { bold: true };
  row.commit();
}

/** Streams the template to `out` and ends it. */
export async function writeTemplate(out: NodeJS.WritableStream, lists: TemplateLists): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const frozen = { views: [{ state: "frozen" as const, ySplit: 1 }] };

  const companies = workbook.addWorksheet(IMPORT_SHEET_NAME, frozen);
  const rows = [false, true].map((second) =>
    IMPORT_COLUMNS.map((column) => templateExampleCell(column, lists, second)),
  );
  companies.columns = IMPORT_COLUMNS.map((column, index) => ({
    width: sheetColumnWidth(column.header, ...rows.map((row) => String(row[index] ?? ""))),
  }));
  addRow(
    companies,
    1,
    IMPORT_COLUMNS.map((column) => column.header),
    true,
  );
  rows.forEach((row, index) => addRow(companies, index + 2, row));
  companies.commit();

  const instructions = workbook.addWorksheet("Instructions");
  instructions.columns = [{ width: 28 }, { width: 10 }, { width: 90 }];
  let line = 1;
  addRow(instructions, line++, ["How to fill in the template"], true);
  for (const rule of TEMPLATE_RULES) addRow(instructions, line++, [rule]);
  line += 1;
  addRow(instructions, line++, ["Column", "Required", "Note"], true);
  for (const column of IMPORT_COLUMNS)
    addRow(instructions, line++, [column.header, column.required ? "Yes" : "No", column.note]);
  instructions.commit();

  const listSheet = workbook.addWorksheet("Lists", frozen);
  const kinds = LOOKUP_KINDS.filter((kind) => IMPORT_COLUMNS.some((column) => column.lookup === kind));
  listSheet.columns = kinds.map((kind) => ({
    width: sheetColumnWidth(LOOKUP_TITLES[kind], ...(lists[kind] ?? [])),
  }));
  addRow(
    listSheet,
    1,
    kinds.map((kind) => LOOKUP_TITLES[kind]),
    true,
  );
  const longest = Math.max(0, ...kinds.map((kind) => lists[kind]?.length ?? 0));
  for (let index = 0; index < longest; index += 1) {
    addRow(
      listSheet,
      index + 2,
      kinds.map((kind) => lists[kind]?.[index] ?? null),
    );
  }
  listSheet.commit();

  await workbook.commit();
}
