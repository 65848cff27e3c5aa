import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Download, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/startPortal";
import { portalSuite, sidebar, signIn } from "./support/suite";

const suite = portalSuite();
const folder = mkdtempSync(path.join(os.tmpdir(), "pipeline-import-e2e-"));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Saves what a click downloads into the test's folder, answering the download and its path. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<[Download, string]> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return [download, file];
}

async function readSheet(file: string, name?: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = name ? workbook.getWorksheet(name) : workbook.worksheets[0];
  if (!sheet) throw new Error(`No sheet ${name ?? "at all"} in ${file}.`);
  return sheet;
}

/** The header row's names, as a person reads them, in column order. */
function headersOf(sheet: ExcelJS.Worksheet): string[] {
  const names: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (names[column - 1] = cell.text));
  return names;
}

/** A row's cells by the header row's names, as text. */
function rowByHeader(sheet: ExcelJS.Worksheet, number: number): Record<string, string> {
  const row = sheet.getRow(number);
  return Object.fromEntries(
    headersOf(sheet)
      .map((header, index) => [header, row.getCell(index + 1).text] as const)
      .filter(([, text]) => text !== ""),
  );
}

const companyRows = (page: Page) => page.locator("[data-row-id]");

describe("Importing companies from Excel in the browser", () => {
  it("fills the downloaded template, previews, imports with one bad row, hands back the error log, and undoes", async () => {
    const page = await suite.visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");

    // The template, from the import dialog.
    await page.getByRole("button", { name: "Import Excel" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Excel" });
    const [template, templateFile] = await downloadBy(page, () =>
      dialog.getByRole("button", { name: "Download template" }).click(),
    );
    expect(template.suggestedFilename()).toBe("Companies_Import_Template.xlsx");

    // Filled as a person would: the example rows replaced by two companies, the first with two
    // members, one of whom has an e-mail address that is not one. Labels are the example's own.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templateFile);
    const sheet = workbook.getWorksheet("Companies");
    if (!sheet) throw new Error("The template has no Companies sheet.");
    const headers = headersOf(sheet);
    expect(headers).toEqual(
      expect.arrayContaining(["Company Name", "Website", "Member First Name", "Member Email"]),
    );
    const example = rowByHeader(sheet, 2);
    const location = example.Locations ?? "";
    const designation = example["Member Designations"] ?? "";
    expect(location && designation, "the example names a location and a designation").toBeTruthy();
    for (let number = sheet.rowCount; number >= 2; number -= 1) sheet.spliceRows(number, 1);
    const rows: Record<string, string>[] = [
      {
        "Company Name": "Nimbus Freight",
        Website: "https://www.nimbus-freight.example",
        Locations: location,
        "Member First Name": "Meera",
        "Member Last Name": "Nair",
        "Member Email": "meera.nair@nimbus-freight.example",
        "Member LinkedIn Profile": "https://www.linkedin.com/in/meera-nair",
        "Member Designations": designation,
      },
      {
        "Member First Name": "Arjun",
        "Member Last Name": "Menon",
        "Member Email": "arjun.menon@nimbus-freight.example",
        "Member LinkedIn Profile": "https://www.linkedin.com/in/arjun-menon",
        "Member Designations": designation,
      },
      {
        "Member First Name": "Kiran",
        "Member Last Name": "Shah",
        "Member Email": "kiran at nimbus",
        "Member LinkedIn Profile": "https://www.linkedin.com/in/kiran-shah",
        "Member Designations": designation,
      },
      {
        "Company Name": "Orchid Labs",
        Website: "https://orchid-labs.example",
        Locations: location,
        "Member First Name": "Tara",
        "Member Last Name": "Iyer",
        "Member Email": "tara.iyer@orchid-labs.example",
        "Member LinkedIn Profile": "https://www.linkedin.com/in/tara-iyer",
        "Member Designations": designation,
      },
    ];
    rows.forEach((cells, index) => {
      const row = sheet.getRow(index + 2);
      headers.forEach((header, column) => {
        row.getCell(column + 1).value = cells[header] ?? null;
      });
      row.commit();
    });
    const filled = path.join(folder, "companies-to-import.xlsx");
    await workbook.xlsx.writeFile(filled);

    // Check file: the preview, before anything is written.
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByRole("button", { name: "Choose file" }).click(),
    ]);
    await chooser.setFiles(filled);
    await dialog.getByRole("button", { name: "Check file" }).click();
    const planned = dialog.getByRole("table", { name: "What the import will do" });
    await planned.waitFor();
    // Create, Update, Unchanged, Fail.
    expect(await planned.getByRole("row", { name: /^Companies/ }).innerText()).toMatch(
      /Companies\s+2\s+0\s+0\s+0/,
    );
    expect(await planned.getByRole("row", { name: /^Members/ }).innerText()).toMatch(
      /Members\s+3\s+0\s+0\s+1/,
    );
    const willFail = dialog.getByRole("list", { name: "Rows that will fail" });
    await expect.poll(() => willFail.innerText()).toMatch(/Row 4\b.*e-?mail/i);
    // Nothing is written by the preview: the table behind the dialog has no such company.
    expect(await companyRows(page).filter({ hasText: "Nimbus Freight" }).count()).toBe(0);

    // Confirm import: followed to its result.
    await dialog.getByRole("button", { name: "Confirm import" }).click();
    const result = dialog.getByRole("table", { name: "Import result" });
    await result.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.getByText("Completed With Errors").count()).toBeGreaterThan(0);
    // Created, Updated, Unchanged, Failed.
    expect(await result.getByRole("row", { name: /^Companies/ }).innerText()).toMatch(
      /^Companies\s+2\s+0\s+0\s+0$/,
    );
    expect(await result.getByRole("row", { name: /^Members/ }).innerText()).toMatch(
      /^Members\s+3\s+0\s+0\s+1$/,
    );
    expect(await dialog.getByRole("list", { name: "Errors" }).innerText()).toMatch(/Row 4\b/);

    // The error log: the failed row as it was, with the reason beside it.
    const [log, logFile] = await downloadBy(page, () =>
      dialog.getByRole("button", { name: "Download error log" }).click(),
    );
    expect(log.suggestedFilename()).toMatch(/^Failed_Companies_Log_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const failed = await readSheet(logFile);
    expect(failed.actualRowCount).toBe(2);
    const failedRow = rowByHeader(failed, 2);
    expect(failedRow["Member Email"]).toBe("kiran at nimbus");
    expect(failedRow["Member First Name"]).toBe("Kiran");
    expect(failedRow.Reason).toMatch(/e-?mail/i);

    // Closed: the new companies are in the table.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => companyRows(page).filter({ hasText: "Nimbus Freight" }).count()).toBe(1);
    expect(await companyRows(page).filter({ hasText: "Orchid Labs" }).count()).toBe(1);

    // Import History: the import, opened, undone.
    await sidebar(page).getByRole("link", { name: "Import History" }).click();
    await page.waitForURL("**/excel-import");
    const historyRow = page.locator("[data-row-id]").filter({ hasText: "companies-to-import.xlsx" });
    await expect.poll(() => historyRow.innerText()).toMatch(/Completed With Errors/);
    await historyRow.getByRole("button", { name: "companies-to-import.xlsx" }).click();
    const drawer = page.getByRole("dialog", { name: "companies-to-import.xlsx" });
    await drawer.getByRole("button", { name: "Undo import" }).click();
    const ask = page
      .getByRole("alertdialog", { name: "Undo import?" })
      .or(page.getByRole("dialog", { name: "Undo import?" }));
    await ask.getByRole("button", { name: "Undo import" }).click();
    await ask.waitFor({ state: "detached" });
    await expect.poll(() => drawer.getByText(/^Undone$/).count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => historyRow.innerText()).toMatch(/Undone/);

    // The companies it created are gone.
    await sidebar(page).getByRole("link", { name: "Companies" }).click();
    await page.waitForURL("**/companies");
    await page.getByText("No companies yet").or(companyRows(page).first()).first().waitFor();
    // Both at once: the table may show the list it held before reading it again.
    await expect
      .poll(() =>
        companyRows(page)
          .filter({ hasText: /Nimbus Freight|Orchid Labs/ })
          .count(),
      )
      .toBe(0);
  });
});
