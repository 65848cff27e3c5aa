import {
  type DataAdapter,
  type ExcelImportDetail,
  FILE_RULES,
  type Id,
  IMPORT_COLUMNS,
  IMPORT_REASON_HEADER,
  IMPORT_SHEET_NAME,
  ImportLayoutError,
  normalizeHeader,
  readHeader,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createLookups, type SuiteLookups } from "../support/createLookups";
import { expectAdapterError } from "../support/expectAdapterError";
import { textFile } from "../support/files";
import { companyInput } from "../support/inputs";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";
import { headerOf, importWorkbook, type ImportRowValues, readWorkbook } from "./importsWorkbooks";

/** How long a confirmed import may take to end, polled. */
const RUN_WAIT = { timeout: 20_000, interval: 100 };

const CONFIRMED_PHASES = ["queued", "running", "ended"];

/** A member row of the sheet, valid by the company form's rules. */
function memberRow(token: string, first: string): ImportRowValues {
  return {
    "Member First Name": `${first}${token}`,
    "Member Last Name": "Iyer",
    "Member Email": `${first.toLowerCase()}.${token}@example.com`,
    "Member Mobile": "9876543210",
    "Member LinkedIn Profile": `https://www.linkedin.com/in/${first.toLowerCase()}-${token}`,
    "Member Designations": `Zq ${token} company-member-designation`,
  };
}

type World = {
  adapter: DataAdapter;
  token: string;
  lookups: SuiteLookups;
  /** A company made before the import, which its second company matches by website. */
  existing: { id: Id; fte: number; website: string };
};

async function createWorld(makeAdapter: MakeAdapter): Promise<World> {
  const adapter = await makeAdapter();
  const token = uniqueToken();
  const lookups = await createLookups(adapter, token);
  const saved = await adapter.companies.create(
    companyInput(
      token,
      { location: lookups.location, designation: lookups["company-member-designation"] },
      {
        fte: 10,
      },
    ),
  );
  return { adapter, token, lookups, existing: { id: saved.data.id, fte: 10, website: saved.data.website } };
}

/**
 * Three companies: Alpha (new, one member), the existing company by its website's domain (FTE
 * changed, a new member) and Gamma (new, a member and one whose e-mail is wrong, row 5).
 */
function sheetRows({ token, existing }: World): ImportRowValues[] {
  const location = `Zq ${token} location`;
  const domain = new URL(existing.website).hostname;
  return [
    {
      "Company Name": `Zq ${token} Alpha`,
      Website: `https://alpha-${token}.example.com`,
      Locations: location,
      ...memberRow(token, "Asha"),
    },
    { Website: `www.${domain}/about`, Locations: location, FTE: 20, ...memberRow(token, "Bina") },
    {
      "Company Name": `Zq ${token} Gamma`,
      Website: `https://gamma-${token}.example.com`,
      Locations: location,
      ...memberRow(token, "Chitra"),
    },
    { ...memberRow(token, "Devi"), "Member Email": "devi-at-example" },
  ];
}

const BAD_EMAIL_REASON = "Member Email: Invalid email format";

async function companyCount(adapter: DataAdapter, token: string): Promise<number> {
  return (await adapter.companies.list({ search: token })).count;
}

async function ended(adapter: DataAdapter, id: Id): Promise<ExcelImportDetail> {
  await expect.poll(async () => (await adapter.excelImports.get(id)).phase, RUN_WAIT).toBe("ended");
  return adapter.excelImports.get(id);
}

export function describeImportCases(makeAdapter: MakeAdapter): void {
  describe("Excel import", () => {
    it("offers a template naming every column, with its instructions and lists", async () => {
      const adapter = await makeAdapter();
      const sheets = await readWorkbook(await adapter.excelImports.template());

      expect([...sheets.keys()]).toEqual(
        expect.arrayContaining([IMPORT_SHEET_NAME, "Instructions", "Lists"]),
      );
      const header = headerOf(sheets, IMPORT_SHEET_NAME).map((cell) => normalizeHeader(String(cell)));
      expect(header.slice(0, IMPORT_COLUMNS.length)).toEqual(
        IMPORT_COLUMNS.map((column) => normalizeHeader(column.header)),
      );
    });

    it("previews without writing, runs once confirmed, logs the failed row, and undoes it", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, token, existing } = world;
      const before = await companyCount(adapter, token);
      const file = await importWorkbook(`companies-${token}.xlsx`, sheetRows(world));
      const progress: number[] = [];

      const previewed = await adapter.excelImports.upload(file, {
        preview: true,
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(previewed.message).toBe("The file has been checked.");
      expect(previewed.data).toMatchObject({ phase: "previewed", status: "Pending", file_name: file.name });
      expect(previewed.data.preview).toMatchObject({
        rows_total: 4,
        total_companies: 3,
        companies_to_create: 2,
        companies_to_update: 1,
        companies_unchanged: 0,
        companies_failing: 0,
        members_to_create: 3,
        members_to_update: 0,
        members_unchanged: 0,
        members_failing: 1,
        matches_count: 1,
        matches: [{ row: 3, kind: "company", existing_id: existing.id, matched_by: "website" }],
        failures_count: 1,
        failures: [{ row: 5, company_name: `Zq ${token} Gamma`, reason: BAD_EMAIL_REASON }],
      });
      expect(progress.at(-1)).toBe(1);
      expect(await companyCount(adapter, token)).toBe(before);
      expect((await adapter.companies.get(existing.id)).fte).toBe(existing.fte);

      const confirmed = await adapter.excelImports.confirm(previewed.data.id);
      expect(confirmed.message).toBe("Import started.");
      expect(CONFIRMED_PHASES).toContain(confirmed.data.phase);

      const result = await ended(adapter, previewed.data.id);
      expect(result).toMatchObject({
        status: "Completed With Errors",
        total_companies: 3,
        companies_created: 2,
        companies_updated: 1,
        companies_failed: 0,
        members_created: 3,
        members_updated: 0,
        members_failed: 1,
        rows_total: 4,
        rows_done: 4,
        errors: [`Row 5: ${BAD_EMAIL_REASON}`],
        failed_companies: [],
      });
      expect(result.undo_until).not.toBeNull();
      expect(await companyCount(adapter, token)).toBe(before + 2);
      expect((await adapter.companies.get(existing.id)).fte).toBe(20);

      expect(result.error_log_file).toEqual(expect.any(String));
      const log = await readWorkbook(
        await adapter.excelImports.downloadErrorLog(result.error_log_file ?? ""),
      );
      const [logHeader, ...logRows] = log.get(IMPORT_SHEET_NAME) ?? [];
      expect(logHeader?.at(-1)).toBe(IMPORT_REASON_HEADER);
      expect(logRows).toHaveLength(1);
      expect(logRows[0]).toContain("devi-at-example");
      expect(logRows[0]?.at(-1)).toBe(BAD_EMAIL_REASON);

      const history = await adapter.excelImports.list({});
      expect(history.rows[0]).toMatchObject({ id: result.id, status: "Completed With Errors" });

      const undone = await adapter.excelImports.undo(result.id);
      expect(undone.message).toBe("Import undone.");
      expect(undone.data).toMatchObject({ phase: "undone", undo_kept: [] });
      expect(undone.data.undone).not.toBeNull();
      expect(await companyCount(adapter, token)).toBe(before);
      const restored = await adapter.companies.get(existing.id);
      expect(restored.fte).toBe(existing.fte);
      expect(restored.company_members.map((member) => member.email)).not.toContain(
        `bina.${token}@example.com`,
      );
      await expectAdapterError(adapter.excelImports.undo(result.id), {
        status: 409,
        message: "This import was undone already.",
      });
    });

    it("counts a file imported again unchanged as unchanged, and leaves nothing to undo", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, token } = world;
      // Values stored the company form's way: the city trimmed, the mobile as the form keeps it.
      const file = await importWorkbook(`again-${token}.xlsx`, [
        {
          "Company Name": `Zq ${token} Eta`,
          Website: `https://eta-${token}.example.com`,
          Locations: `Zq ${token} location`,
          City: "Pune ",
          FTE: 40,
          ...memberRow(token, "Esha"),
          "Member Mobile": "+91 98450 12345",
        },
        memberRow(token, "Farah"),
      ]);
      const first = await ended(adapter, (await adapter.excelImports.upload(file)).data.id);
      expect(first).toMatchObject({ status: "Completed", companies_created: 1, members_created: 2 });

      const previewed = await adapter.excelImports.upload(file, { preview: true });
      expect(previewed.data.preview).toMatchObject({
        companies_to_create: 0,
        companies_to_update: 0,
        companies_unchanged: 1,
        members_to_create: 0,
        members_to_update: 0,
        members_unchanged: 2,
        matches_count: 3,
        failures_count: 0,
      });
      await adapter.excelImports.cancel(previewed.data.id);

      const again = await ended(adapter, (await adapter.excelImports.upload(file)).data.id);
      expect(again).toMatchObject({
        status: "Completed",
        companies_created: 0,
        companies_updated: 0,
        companies_unchanged: 1,
        members_created: 0,
        members_updated: 0,
        members_unchanged: 2,
        undo_until: null,
      });
      await expectAdapterError(adapter.excelImports.undo(again.id), {
        status: 409,
        message: "This import changed nothing to undo.",
      });
    });

    it("leaves a company a person changed since as it is, listed once however many rows gave it", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, token, existing } = world;
      const domain = new URL(existing.website).hostname;
      const location = `Zq ${token} location`;
      // A sheet of one member a row: the company's cells repeated word for word on each.
      const company = { Website: domain, Locations: location, FTE: 30 };
      const file = await importWorkbook(`twice-${token}.xlsx`, [
        { ...company, ...memberRow(token, "Gita") },
        { ...company, ...memberRow(token, "Hema") },
      ]);
      const result = await ended(adapter, (await adapter.excelImports.upload(file)).data.id);
      // The first row updates the company; the second finds it already so.
      expect(result).toMatchObject({
        status: "Completed",
        companies_updated: 1,
        companies_unchanged: 1,
        companies_failed: 0,
        members_created: 2,
      });

      const current = await adapter.companies.get(existing.id);
      expect(current.fte).toBe(30);
      await adapter.companies.update(existing.id, {
        company_name: current.company_name,
        website: current.website,
        location: current.location.map((entry) => entry.id),
        fte: 77,
        company_members: current.company_members,
      });

      const undone = await adapter.excelImports.undo(result.id);
      expect(undone.message).toBe("Import undone; 1 record changed since was left as it is.");
      expect(undone.data.undo_kept).toEqual([
        { kind: "company", id: existing.id, label: current.company_name },
      ]);
      const after = await adapter.companies.get(existing.id);
      expect(after.fte).toBe(77);
      expect(after.company_members.map((member) => member.email)).not.toContain(`gita.${token}@example.com`);
    });

    it("drops a cancelled preview, and confirms a preview only once", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, token } = world;
      const file = await importWorkbook(`companies-${token}.xlsx`, sheetRows(world).slice(0, 1));

      const dropped = await adapter.excelImports.upload(file, { preview: true });
      expect(await adapter.excelImports.cancel(dropped.data.id)).toEqual({ message: "Import cancelled." });
      await expectAdapterError(adapter.excelImports.get(dropped.data.id), {
        status: 404,
        message: "Not found.",
      });

      const previewed = await adapter.excelImports.upload(file, { preview: true });
      await adapter.excelImports.confirm(previewed.data.id);
      const waiting = { status: 409, message: "This import is not waiting for confirmation." };
      await expectAdapterError(adapter.excelImports.confirm(previewed.data.id), waiting);
      await expectAdapterError(adapter.excelImports.cancel(previewed.data.id), waiting);
      expect(await ended(adapter, previewed.data.id)).toMatchObject({
        status: "Completed",
        companies_created: 1,
        error_log_file: null,
      });
    });

    it("refuses what is not an Excel workbook, and a sheet missing the columns it needs", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const wrongType = { status: 400, message: FILE_RULES.excelImport.messages.wrongType };
      await expectAdapterError(adapter.excelImports.upload(textFile(`companies-${token}.txt`)), wrongType);
      await expectAdapterError(
        adapter.excelImports.upload(textFile(`companies-${token}.xlsx`, "Company Name,Website"), {
          preview: true,
        }),
        wrongType,
      );

      const headers = ["Company Name", "Website", "Member First Name"];
      let expected = "";
      try {
        readHeader(headers);
      } catch (error) {
        if (error instanceof ImportLayoutError) expected = error.message;
      }
      expect(expected).not.toBe("");
      const partial = await importWorkbook(`partial-${token}.xlsx`, [], headers);
      await expectAdapterError(adapter.excelImports.upload(partial, { preview: true }), {
        status: 400,
        message: expected,
      });
    });
  });
}
