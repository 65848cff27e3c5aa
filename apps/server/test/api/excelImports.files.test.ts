import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_RULES } from "@pipeline/contract";
import { createDiskStorage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { filesUnder } from "../documents/documentWorld";
import { compoundFileBytes, officeBytes, pdfBytes } from "../documents/fixtures";
import {
  companyRow,
  importTables,
  labelsOf,
  sendWorkbook,
  workbookBytes,
  zipBombBytes,
} from "./excelImportsWorld";
import { createAccount } from "./companyWorld";
import { injectedApp } from "./injectApp";

// The file rules of the Excel upload: each refusal answers the spec's words (or the reader's, for a
// file that passes for a workbook but cannot be read safely), and leaves no record and no file.

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-import-files-"));
const server = injectedApp({ services: { storage: createDiskStorage(dir) } });
let token: string;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  token = (await createAccount(server)).token;
}, SETUP_TIMEOUT_MS);

const WRONG_TYPE = "Only Excel file are allowed.";

/** Sends the file, expects the refusal, and checks nothing was kept of it. */
async function refused(
  fileName: string,
  bytes: Buffer | null,
  expected: { status: number; message: string | RegExp },
  preview = true,
) {
  const tables = await importTables(server);
  const files = await filesUnder(dir);
  const answer = await sendWorkbook(server, token, fileName, bytes, { preview });
  expect(answer.status).toBe(expected.status);
  expect(answer.body.message).toMatch(expected.message);
  expect(answer.body.errors?.file).toEqual([answer.body.message]);
  expect(await importTables(server)).toEqual(tables);
  expect(await filesUnder(dir)).toEqual(files);
}

describe("the upload's file", () => {
  it("is required", async () => {
    await refused("", null, { status: 400, message: "Please select file to upload" });
  });

  it("must be named .xlsx or .xls", async () => {
    await refused("companies.csv", Buffer.from("Company Name,Website\n"), {
      status: 400,
      message: WRONG_TYPE,
    });
    await refused("deck.pdf", pdfBytes(), { status: 400, message: WRONG_TYPE });
  });

  it("must hold what its name says, whatever the name", async () => {
    await refused("companies.xlsx", Buffer.from("Company Name,Website\nAcme,acme.example\n"), {
      status: 400,
      message: WRONG_TYPE,
    });
    await refused("companies.xlsx", pdfBytes(), { status: 400, message: WRONG_TYPE });
    await refused("companies.xls", officeBytes("xlsx"), { status: 400, message: WRONG_TYPE }, false);
    await refused("companies.xlsx", compoundFileBytes(), { status: 400, message: WRONG_TYPE }, false);
  });

  // 60 MB through the route: on a machine busy with other suites, more than the default 5 s.
  it("is cut off past 52428800 bytes with the spec's words", { timeout: 30_000 }, async () => {
    const workbook = await workbookBytes([companyRow(labelsOf("None"), "Huge")]);
    const big = Buffer.alloc(60 * 1024 * 1024, 0x20);
    workbook.copy(big);
    expect(big.length).toBeGreaterThan(FILE_RULES.excelImport.maxBytes);
    await refused(
      "huge.xlsx",
      big,
      { status: 413, message: "Please select a file smaller than 500 MB." },
      false,
    );
  });

  it("is refused when it unpacks like a zip bomb, in the reader's words", async () => {
    await refused("bomb.xlsx", zipBombBytes(16 * 1024 * 1024), {
      status: 400,
      message: /^The workbook holds a part that unpacks to more than 200 times its packed size/,
    });
  });

  it("is refused at its preview when a column the import needs is missing", async () => {
    await refused("columns.xlsx", await workbookBytes([{ Name: "Acme" }], ["Name", "Address"]), {
      status: 400,
      message: /^The first row must name the columns; 'Company Name', 'Website'/,
    });
  });
});
