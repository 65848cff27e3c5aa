import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ExcelImport,
  type ExcelImportDetail,
  type Id,
  IMPORT_COLUMNS,
  IMPORT_REASON_HEADER,
} from "@pipeline/contract";
import { createDiskStorage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { filesUnder } from "../documents/documentWorld";
import { FAST } from "../jobs/jobWorld";
import { type Account, caller, companyWorld, createAccount } from "./companyWorld";
import {
  companyNamed,
  companyRow,
  detailOf,
  importTables,
  type Labels,
  labelsOf,
  memberRow,
  sendWorkbook,
  workbookBytes,
} from "./excelImportsWorld";
import { injectedApp } from "./injectApp";

// The Excel import over HTTP (admin-portal 2.4, 2.5): the upload with its preview, confirm and
// the run in the background, Import History's list, one import with its result and error log,
// cancel, undo, the template, and who sees which import.

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-imports-api-"));
const server = injectedApp({
  services: {
    storage: createDiskStorage(dir),
    fileSigningSecret: "a-file-signing-secret-of-at-least-32-characters",
    publicUrl: "http://files.test",
  },
  runJobs: FAST,
});
let adminToken: string;
let labels: Labels;
const accounts = {} as Record<"ada" | "bea", Account>;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const world = await companyWorld(server, "Imports one", "Imports two");
  adminToken = world.adminToken;
  labels = labelsOf("Imports one");
  accounts.ada = await createAccount(server);
  accounts.bea = await createAccount(server);
}, SETUP_TIMEOUT_MS);

const as = (token: string) => caller(server, token);

/** Follows one import as the dialog does until it has ended (the worker runs in the background). */
async function ended(id: Id, token = adminToken): Promise<ExcelImportDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const detail = detailOf(await as(token).get(`excel-import/${id}/`));
    if (detail.phase === "ended" || Date.now() > deadline) return detail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A sheet of one good company with two members, and one whose location is not in the list. */
async function mixedSheet(key: string): Promise<Buffer> {
  return workbookBytes([
    companyRow(labels, `Alpha ${key}`),
    memberRow(labels, `Second${key}`),
    companyRow(labels, `Beta ${key}`, { Locations: "Atlantis" }),
  ]);
}

/** Opens a signed link as a browser would: no token header. */
function open(url: string) {
  return server.app.inject({ method: "GET", url: url.replace("http://files.test", "") });
}

/** Each row's cells as a person reads them (rich text flattened). */
async function readSheet(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types name an older Buffer than Node's; the bytes are what it reads.
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    rows.push(cells);
  });
  return rows;
}

describe("an upload with a preview", () => {
  it("answers what the import would do, writing no company or member", async () => {
    const before = await importTables(server);
    const answer = await sendWorkbook(server, accounts.ada.token, "leads.xlsx", await mixedSheet("Pv"), {
      preview: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("The file has been checked.");
    const detail = detailOf(answer);
    expect(detail).toMatchObject({ phase: "previewed", status: "Pending", file_name: "leads.xlsx" });
    expect(detail.preview).toMatchObject({
      rows_total: 3,
      total_companies: 2,
      companies_to_create: 1,
      companies_failing: 1,
      members_to_create: 2,
      failures_count: 1,
    });
    expect(detail.preview?.failures[0]).toMatchObject({ row: 4, company_name: "Beta Pv" });
    expect(detail.preview?.failures[0]?.reason).toContain("'Atlantis'");
    const after = await importTables(server);
    expect(after).toEqual({ ...before, imports: before.imports + 1 });
    expect(await companyNamed(server, "Alpha Pv")).toBeNull();
  });

  it("runs once confirmed: Completed With Errors, with the failed company, its error and a log that opens", async () => {
    const previewed = detailOf(
      await sendWorkbook(server, accounts.ada.token, "leads.xlsx", await mixedSheet("Run"), {
        preview: true,
      }),
    );
    const confirmed = await as(accounts.ada.token).post(`excel-import/${previewed.id}/confirm/`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Import started.");
    expect(detailOf(confirmed).phase).not.toBe("previewed");

    const result = await ended(previewed.id, accounts.ada.token);
    expect(result).toMatchObject({
      status: "Completed With Errors",
      total_companies: 2,
      companies_created: 1,
      companies_failed: 1,
      members_created: 2,
      failed_companies: ["Beta Run"],
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^Row 4: .*'Atlantis'/);
    expect(result.preview?.total_companies).toBe(2);
    expect(await companyNamed(server, "Alpha Run")).not.toBeNull();
    expect(await companyNamed(server, "Beta Run")).toBeNull();

    const log = await open(result.error_log_file ?? "");
    expect(log.statusCode).toBe(200);
    expect(log.headers["content-disposition"]).toMatch(/Failed_Companies_Log_\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, failed, ...rest] = await readSheet(log.rawPayload);
    expect(header?.at(-1)).toBe(IMPORT_REASON_HEADER);
    expect(header?.[0]).toBe("Company Name");
    expect(failed?.[0]).toBe("Beta Run");
    expect(failed?.at(-1)).toContain("'Atlantis'");
    expect(rest).toEqual([]);

    const again = await as(accounts.ada.token).post(`excel-import/${previewed.id}/confirm/`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This import is not waiting for confirmation.");
  });

  it("is cancelled with its file, and then no longer found", async () => {
    const before = await filesUnder(dir);
    const previewed = detailOf(
      await sendWorkbook(server, accounts.ada.token, "leads.xlsx", await mixedSheet("Cx"), { preview: true }),
    );
    expect((await filesUnder(dir)).length).toBe(before.length + 1);
    const cancelled = await as(accounts.ada.token).post(`excel-import/${previewed.id}/cancel/`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("Import cancelled.");
    expect(await filesUnder(dir)).toEqual(before);
    expect((await as(accounts.ada.token).get(`excel-import/${previewed.id}/`)).status).toBe(404);
    expect((await as(accounts.ada.token).post(`excel-import/${previewed.id}/cancel/`, {})).status).toBe(404);
  });
});

describe("an upload without a preview", () => {
  it("starts at once and completes", async () => {
    const answer = await sendWorkbook(
      server,
      accounts.bea.token,
      "clean.xlsx",
      await workbookBytes([companyRow(labels, "Gamma Direct")]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Import started.");
    const detail = detailOf(answer);
    expect(detail.preview).toBeNull();
    const result = await ended(detail.id, accounts.bea.token);
    expect(result).toMatchObject({ status: "Completed", companies_created: 1, members_created: 1 });
    expect(result.error_log_file).toBeNull();
    expect(result.errors).toEqual([]);
  });

  it("ends Failed with the reason when the file cannot be read, writing nothing", async () => {
    const before = await importTables(server);
    const answer = await sendWorkbook(
      server,
      accounts.bea.token,
      "columns.xlsx",
      await workbookBytes([{ Name: "Delta" }], ["Name", "Address"]),
    );
    expect(answer.status).toBe(200);
    const result = await ended(detailOf(answer).id, accounts.bea.token);
    expect(result.status).toBe("Failed");
    expect(result.failure).toContain("'Company Name'");
    expect(await importTables(server)).toEqual({ ...before, imports: before.imports + 1 });
  });
});

describe("undo", () => {
  it("takes back an ended import once, and says why it will not otherwise", async () => {
    const previewed = detailOf(
      await sendWorkbook(
        server,
        accounts.ada.token,
        "undo.xlsx",
        await workbookBytes([companyRow(labels, "Epsilon Undo")]),
        { preview: true },
      ),
    );
    const early = await as(accounts.ada.token).post(`excel-import/${previewed.id}/undo/`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("This import has not ended yet.");

    await as(accounts.ada.token).post(`excel-import/${previewed.id}/confirm/`, {});
    const result = await ended(previewed.id, accounts.ada.token);
    expect(result.undo_until).not.toBeNull();
    expect(await companyNamed(server, "Epsilon Undo")).not.toBeNull();

    const undone = await as(accounts.ada.token).post(`excel-import/${previewed.id}/undo/`, {});
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe("Import undone.");
    expect(detailOf(undone)).toMatchObject({ phase: "undone", status: "Completed", undo_kept: [] });
    expect(detailOf(undone).undone).not.toBeNull();
    expect(await companyNamed(server, "Epsilon Undo")).toBeNull();

    const twice = await as(accounts.ada.token).post(`excel-import/${previewed.id}/undo/`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This import was undone already.");
  });

  it("previews and counts a file imported again unchanged as unchanged, and has nothing to take back", async () => {
    // Stored as the company form stores them: the city trimmed, the empty pitch line as none.
    const sheet = await workbookBytes([
      companyRow(labels, "Eta Again", { City: "Pune ", FTE: 40, "Pitch Line": " " }),
      memberRow(labels, "SecondAgain", { "Member Mobile": "+91 98450 12345" }),
      companyRow(labels, "Theta Again"),
    ]);
    const first = await ended(
      detailOf(await sendWorkbook(server, accounts.ada.token, "a.xlsx", sheet)).id,
      accounts.ada.token,
    );
    expect(first).toMatchObject({ status: "Completed", companies_created: 2, members_created: 3 });
    const afterFirst = await importTables(server);

    const previewed = detailOf(
      await sendWorkbook(server, accounts.ada.token, "a.xlsx", sheet, { preview: true }),
    );
    expect(previewed.preview).toMatchObject({
      total_companies: 2,
      companies_to_create: 0,
      companies_to_update: 0,
      companies_unchanged: 2,
      companies_failing: 0,
      members_to_create: 0,
      members_to_update: 0,
      members_unchanged: 3,
      members_failing: 0,
      matches_count: 5,
    });
    expect((await as(accounts.ada.token).post(`excel-import/${previewed.id}/cancel/`, {})).status).toBe(200);

    const again = await ended(
      detailOf(await sendWorkbook(server, accounts.ada.token, "a.xlsx", sheet)).id,
      accounts.ada.token,
    );

    expect(again).toMatchObject({
      status: "Completed",
      total_companies: 2,
      companies_created: 0,
      companies_updated: 0,
      companies_unchanged: 2,
      companies_failed: 0,
      members_created: 0,
      members_updated: 0,
      members_unchanged: 3,
      members_failed: 0,
      undo_until: null,
    });
    const history = await as(accounts.ada.token).get("excel-import?page_size=100");
    const listed = (history.body.results?.data ?? []) as ExcelImport[];
    expect(listed.find((row) => row.id === again.id)).toMatchObject({
      companies_unchanged: 2,
      members_unchanged: 3,
    });
    const undo = await as(accounts.ada.token).post(`excel-import/${again.id}/undo/`, {});
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe("This import changed nothing to undo.");
    expect(await importTables(server)).toEqual({ ...afterFirst, imports: afterFirst.imports + 1 });
    expect(await companyNamed(server, "Eta Again")).not.toBeNull();
  });

  it("is no longer offered once its window has passed", async () => {
    const answer = await sendWorkbook(
      server,
      accounts.ada.token,
      "late.xlsx",
      await workbookBytes([companyRow(labels, "Zeta Late")]),
    );
    const { id } = await ended(detailOf(answer).id, accounts.ada.token);
    await server.database.db.execute(
      sql`update excel_imports set undo_until = now() - interval '1 minute' where id = ${id}`,
    );
    const late = await as(accounts.ada.token).post(`excel-import/${id}/undo/`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Undo is no longer offered for this import.");
    expect(await companyNamed(server, "Zeta Late")).not.toBeNull();
  });
});

describe("Import History", () => {
  let adaImport: Id;

  beforeAll(async () => {
    adaImport = detailOf(
      await sendWorkbook(server, accounts.ada.token, "History Sheet.xlsx", await mixedSheet("Hy"), {
        preview: true,
      }),
    ).id;
    const bea = await sendWorkbook(
      server,
      accounts.bea.token,
      "beas.xlsx",
      await workbookBytes([companyRow(labels, "Eta History")]),
    );
    await ended(detailOf(bea).id, accounts.bea.token);
  }, SETUP_TIMEOUT_MS);

  const rowsOf = (answer: { body: { results?: { data: unknown[] } } }) =>
    (answer.body.results?.data ?? []) as ExcelImport[];

  it("shows a user their own imports only; another's is not found, to read or to act on", async () => {
    const own = await as(accounts.ada.token).get("excel-import?page_size=100");
    expect(own.status).toBe(200);
    expect(rowsOf(own).map((row) => row.id)).toContain(adaImport);
    expect(
      rowsOf(own).every((row) => row.created_by?.first_name === rowsOf(own)[0]?.created_by?.first_name),
    ).toBe(true);

    const other = as(accounts.bea.token);
    expect(rowsOf(await other.get("excel-import?page_size=100")).map((row) => row.id)).not.toContain(
      adaImport,
    );
    for (const answer of [
      await other.get(`excel-import/${adaImport}/`),
      await other.post(`excel-import/${adaImport}/confirm/`, {}),
      await other.post(`excel-import/${adaImport}/cancel/`, {}),
      await other.post(`excel-import/${adaImport}/undo/`, {}),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Not found.");
    }
    expect(detailOf(await as(accounts.ada.token).get(`excel-import/${adaImport}/`)).phase).toBe("previewed");
  });

  it("shows a SUPER_ADMIN every import, but not when acting as a USER", async () => {
    const all = await as(adminToken).get("excel-import?page_size=100");
    const ids = rowsOf(all).map((row) => row.id);
    expect(ids).toContain(adaImport);
    expect(all.body.count).toBeGreaterThanOrEqual(2);
    expect((await as(adminToken).get(`excel-import/${adaImport}/`)).status).toBe(200);
    const asUser = await caller(server, adminToken, "USER").get("excel-import?page_size=100");
    expect(rowsOf(asUser).map((row) => row.id)).not.toContain(adaImport);
  });

  it("filters by status, creator, file name and dates, and pages", async () => {
    const admin = as(adminToken);
    const pending = rowsOf(await admin.get("excel-import?status=Pending&page_size=100"));
    expect(pending.map((row) => row.id)).toContain(adaImport);
    expect(pending.every((row) => row.status === "Pending")).toBe(true);
    const done = rowsOf(
      await admin.get("excel-import?status=Completed,Completed%20With%20Errors&page_size=100"),
    );
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((row) => row.status === "Completed" || row.status === "Completed With Errors")).toBe(
      true,
    );

    const byBea = rowsOf(await admin.get(`excel-import?created_by=${accounts.bea.id}&page_size=100`));
    expect(byBea.length).toBeGreaterThan(0);
    expect(byBea.map((row) => row.id)).not.toContain(adaImport);

    const searched = await admin.get("excel-import?search=history%20sheet");
    expect(rowsOf(searched).map((row) => row.id)).toEqual([adaImport]);
    expect(searched.body.count).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const dated = await admin.get(
      `excel-import?start_date=2000-01-01&end_date=2000-01-02&date_filter_type=created`,
    );
    expect(dated.body.count).toBe(0);
    expect(
      (await admin.get(`excel-import?start_date=${today}&date_filter_type=modified`)).body.count,
    ).toBeGreaterThan(0);

    const all = await admin.get("excel-import?page_size=100&sortfield=id&sortdirection=asc");
    const first = await admin.get("excel-import?page=1&page_size=2&sortfield=id&sortdirection=asc");
    const second = await admin.get("excel-import?page=2&page_size=2&sortfield=id&sortdirection=asc");
    expect(first.body.count).toBe(all.body.count);
    expect([...rowsOf(first), ...rowsOf(second)].map((row) => row.id)).toEqual(
      rowsOf(all)
        .slice(0, 4)
        .map((row) => row.id),
    );

    const bad = await admin.get("excel-import?status=Done");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toHaveLength(1);
  });
});

describe("the template", () => {
  it("downloads as an .xlsx attachment whose first row names every column", async () => {
    const answer = await server.app.inject({
      method: "GET",
      url: "/api/v1/excel-import/template/",
      headers: { authorization: `Token ${accounts.bea.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers["content-disposition"]).toContain(
      'attachment; filename="Companies_Import_Template.xlsx"',
    );
    const [header] = await readSheet(answer.rawPayload);
    expect(header).toEqual(IMPORT_COLUMNS.map((column) => column.header));
  });

  it("is refused without a sign-in", async () => {
    const answer = await server.call({ method: "GET", url: "/api/v1/excel-import/template/" });
    expect(answer.status).toBe(401);
  });
});
