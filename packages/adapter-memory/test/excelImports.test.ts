import {
  type DataAdapter,
  type ExcelImport,
  FILE_RULES,
  FILE_SIZE_LIMITS,
  type Id,
  IMPORT_COLUMNS,
  IMPORT_NOT_ASSIGNED,
  IMPORT_REASON_HEADER,
  IMPORT_SHEET_NAME,
  isAdapterError,
} from "@pipeline/contract";
import * as ExcelNamespace from "exceljs";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";
import { MEMORY_USERS } from "../src/fixtures/userFixtures";

type ExcelModule = typeof ExcelNamespace;
const Excel: ExcelModule =
  (ExcelNamespace as ExcelModule & { default?: ExcelModule }).default ?? (ExcelNamespace as ExcelModule);

type Row = Partial<Record<string, string | number>>;

async function workbook(name: string, rows: readonly Row[]): Promise<File> {
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(IMPORT_SHEET_NAME);
  const headers = IMPORT_COLUMNS.map((column) => column.header);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return new File([(await book.xlsx.writeBuffer()) as ArrayBuffer], name);
}

async function sheetRows(blob: Blob): Promise<string[][]> {
  const book = new Excel.Workbook();
  await book.xlsx.load(await blob.arrayBuffer());
  const rows: string[][] = [];
  const sheet = book.getWorksheet(IMPORT_SHEET_NAME);
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= (sheet?.columnCount ?? 0); column += 1)
      cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}

/** A company of one valid member, with the seeded lists' labels. */
function company(name: string, website: string, person: string): Row[] {
  return [
    {
      "Company Name": name,
      Website: website,
      Locations: "India",
      "Member First Name": person,
      "Member Last Name": "Rao",
      "Member Email": `${person.toLowerCase()}@${new URL(website).hostname}`,
      "Member Mobile": "9876543210",
      "Member LinkedIn Profile": `https://www.linkedin.com/in/${person.toLowerCase()}`,
      "Member Designations": "CEO",
    },
  ];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const word = (index: number) => `${LETTERS[Math.floor(index / 26) % 26]}${LETTERS[index % 26]}`;

function companies(count: number): Row[] {
  return Array.from({ length: count }, (_, index) =>
    company(`Batch Works ${word(index)}`, `https://batch-${index}.example.com`, `Asha${word(index)}`),
  ).flat();
}

async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (isAdapterError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("the call did not fail");
}

async function waitForEnd(adapter: DataAdapter, id: Id): Promise<ExcelImport[]> {
  const seen: ExcelImport[] = [];
  for (;;) {
    const record = await adapter.excelImports.get(id);
    seen.push(record);
    if (record.phase === "ended") return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("Excel import in memory", () => {
  it("runs a queued import in steps: queued, then running with rows done growing, then ended", async () => {
    const adapter = createMemoryAdapter();
    const before = (await adapter.companies.list({ search: "Batch Works" })).count;
    const progress: number[] = [];
    const started = await adapter.excelImports.upload(await workbook("batch.xlsx", companies(40)), {
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(started.message).toBe("Import started.");
    expect(started.data).toMatchObject({ phase: "queued", status: "Pending" });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const seen = await waitForEnd(adapter, started.data.id);
    const running = seen.filter((record) => record.phase === "running");
    expect(running.map((record) => record.status)).toContain("Processing");
    expect(running.some((record) => record.rows_done > 0 && record.rows_done < 40)).toBe(true);
    const done = seen.map((record) => record.rows_done);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
    expect(seen.at(-1)).toMatchObject({
      status: "Completed",
      rows_total: 40,
      rows_done: 40,
      companies_created: 40,
    });
    expect((await adapter.companies.list({ search: "Batch Works" })).count).toBe(before + 40);
  });

  it("refuses a file over the size limit with 413, and a legacy .xls it cannot read with the rule's words", async () => {
    const adapter = createMemoryAdapter();
    const huge = new File([new Uint8Array(FILE_SIZE_LIMITS.excelImport + 1)], "huge.xlsx");
    expect(await failure(adapter.excelImports.upload(huge, { preview: true }))).toEqual({
      status: 413,
      message: FILE_RULES.excelImport.messages.tooLarge,
    });
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(
      await failure(adapter.excelImports.upload(new File([ole2], "legacy.xls"), { preview: true })),
    ).toEqual({
      status: 400,
      message: FILE_RULES.excelImport.messages.wrongType,
    });
    expect(await failure(adapter.excelImports.upload(null as unknown as Blob))).toEqual({
      status: 400,
      message: "Please select file to upload",
    });
    expect((await adapter.excelImports.list({})).count).toBe(5);
  });

  it("ends a file it cannot import as Failed when it was not previewed, with nothing to undo", async () => {
    const adapter = createMemoryAdapter();
    const book = new Excel.Workbook();
    book.addWorksheet(IMPORT_SHEET_NAME).addRow(["Company Name", "Website"]);
    const file = new File([(await book.xlsx.writeBuffer()) as ArrayBuffer], "short.xlsx");
    const started = await adapter.excelImports.upload(file);
    await waitForEnd(adapter, started.data.id);

    const ended = await adapter.excelImports.get(started.data.id);
    expect(ended).toMatchObject({ status: "Failed", error_log_file: null, undo_until: null });
    expect(ended.failure).toContain("'Member First Name', 'Member Last Name', 'Member Email' are missing");
    expect(await failure(adapter.excelImports.undo(ended.id))).toEqual({
      status: 409,
      message: "This import changed nothing to undo.",
    });
  });

  it("keeps what a person changed since the import, and offers undo only within its window", async () => {
    let clock = new Date("2024-06-03T06:00:00.000Z");
    const adapter = createMemoryAdapter({ now: () => clock });
    const rows = [
      ...company("Lotus Looms", "https://lotus-looms.example.com", "Kiran"),
      ...company("Orbit Optics", "https://orbit-optics.example.com", "Nisha"),
    ];
    const previewed = await adapter.excelImports.upload(await workbook("two.xlsx", rows), { preview: true });
    expect(await failure(adapter.excelImports.undo(previewed.data.id))).toEqual({
      status: 409,
      message: "This import has not ended yet.",
    });
    await adapter.excelImports.confirm(previewed.data.id);
    await waitForEnd(adapter, previewed.data.id);
    const ended = await adapter.excelImports.get(previewed.data.id);
    expect(ended.undo_until).toBe("2024-06-10T06:00:00.000Z");

    const [lotus] = (await adapter.companies.list({ search: "Lotus Looms" })).rows;
    const lotusCompany = await adapter.companies.get(lotus?.id ?? 0);
    clock = new Date("2024-06-04T06:00:00.000Z");
    const id = lotusCompany.id;
    await adapter.companies.update(id, {
      company_name: lotusCompany.company_name,
      website: lotusCompany.website,
      location: lotusCompany.location.map((entry) => entry.id),
      fte: 77,
      company_members: lotusCompany.company_members,
    });

    const undone = await adapter.excelImports.undo(ended.id);
    expect(undone.message).toBe("Import undone; 1 record changed since was left as it is.");
    expect(undone.data.undo_kept).toEqual([{ kind: "company", id, label: "Lotus Looms" }]);
    expect((await adapter.companies.list({ search: "Orbit Optics" })).count).toBe(0);
    expect((await adapter.companies.get(id)).company_members).toEqual([]);

    const late = await adapter.excelImports.upload(
      await workbook("late.xlsx", company("Quill Quarry", "https://quill.example.com", "Tara")),
    );
    await waitForEnd(adapter, late.data.id);
    clock = new Date("2024-06-12T06:00:00.000Z");
    expect(await failure(adapter.excelImports.undo(late.data.id))).toEqual({
      status: 409,
      message: "Undo is no longer offered for this import.",
    });
  });

  it("lets a user see only their own imports and refuses rows matching companies they are not assigned to", async () => {
    const adapter = createMemoryAdapter();
    const hidden = await adapter.companies.create({
      company_name: "Hidden Harbour",
      website: "https://hidden-harbour.example.com",
      location_id: [1],
      company_members: [
        {
          first_name: "Omar",
          middle_name: null,
          last_name: "Said",
          email: "omar@hidden-harbour.example.com",
          mobile: "9876543210",
          linkedin_profile: "https://www.linkedin.com/in/omar",
          cmd: [1],
        },
      ],
    });
    const adminImport = await adapter.excelImports.upload(await workbook("admin.xlsx", companies(1)), {
      preview: true,
    });

    await adapter.auth.erpLogin({
      username: MEMORY_USERS.user.username,
      password: MEMORY_USERS.user.password,
    });
    expect(await failure(adapter.excelImports.get(adminImport.data.id))).toEqual({
      status: 404,
      message: "Not found.",
    });
    const rows = [
      ...company("Harbour Again", "https://www.hidden-harbour.example.com/contact", "Zoya"),
      ...company("Fresh Fields", "https://fresh-fields.example.com", "Ira"),
    ];
    const previewed = await adapter.excelImports.upload(await workbook("mine.xlsx", rows), { preview: true });
    expect(previewed.data.preview).toMatchObject({
      companies_to_create: 1,
      companies_failing: 1,
      failures: [
        {
          row: 2,
          company_name: "Harbour Again",
          reason: IMPORT_NOT_ASSIGNED.website,
        },
      ],
    });
    const mine = (await adapter.excelImports.list({})).rows.map((record) => record.id);
    expect(mine[0]).toBe(previewed.data.id);
    expect(mine).not.toContain(adminImport.data.id);

    await adapter.excelImports.confirm(previewed.data.id);
    await waitForEnd(adapter, previewed.data.id);
    const [fresh] = (await adapter.companies.list({ search: "Fresh Fields" })).rows;
    const me = await adapter.users.current();
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.admin.username,
      password: MEMORY_USERS.admin.password,
    });
    expect((await adapter.users.get(me.pk)).company).toContain(fresh?.id);
    expect((await adapter.companies.get(hidden.data.id)).company_name).toBe("Hidden Harbour");
  });

  it("offers a template whose example imports cleanly, and the seeded history's error logs", async () => {
    const adapter = createMemoryAdapter();
    const template = new File([await adapter.excelImports.template()], "template.xlsx");
    const previewed = await adapter.excelImports.upload(template, { preview: true });
    expect(previewed.data.preview).toMatchObject({
      companies_to_create: 1,
      members_to_create: 2,
      failures_count: 0,
    });

    const [withErrors] = (await adapter.excelImports.list({ filters: { status: ["Completed With Errors"] } }))
      .rows;
    const log = await sheetRows(
      await adapter.excelImports.downloadErrorLog(withErrors?.error_log_file ?? ""),
    );
    expect(log[0]?.at(-1)).toBe(IMPORT_REASON_HEADER);
    expect(log).toHaveLength(1 + (withErrors?.companies_failed ?? 0));
    expect(await failure(adapter.excelImports.downloadErrorLog("memory://excel-imports/999/x.xlsx"))).toEqual(
      {
        status: 404,
        message: "Not found.",
      },
    );
  });
});
