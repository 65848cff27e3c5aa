import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ImportPreviewSummary,
  ImportProgress,
  ImportResultPanel,
  ImportStatusPill,
} from "../../../src/blocks/import-result";
import { lightTheme } from "../../../src/theme";
import { captureDownloads, endedWithErrors, preview } from "../../excel-import/importSupport";
import { renderWith } from "../../journey-documents/documentsSupport";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function cellsOf(table: HTMLElement, rowName: string): string[] {
  const row = within(table).getByRole("row", { name: new RegExp(`^${rowName}`) });
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

describe("ImportStatusPill", () => {
  it.each([
    ["Pending", lightTheme.color.olive],
    ["Processing", lightTheme.color.warning],
    ["Completed With Errors", lightTheme.color.caution],
    ["Completed", lightTheme.color.success],
    ["Failed", lightTheme.color.danger],
  ] as const)("shows %s in the spec's colour", (status, color) => {
    renderWith({}, <ImportStatusPill status={status} />);
    expect(screen.getByText(status)).toHaveStyle({ color });
  });
});

describe("ImportProgress", () => {
  it("shows the rows done of the total, the rows left and the percentage", () => {
    renderWith({}, <ImportProgress record={{ rows_done: 3200, rows_total: 10000 }} />);
    const bar = screen.getByRole("progressbar", { name: "Importing rows" });
    expect(bar).toHaveAttribute("aria-valuenow", "3200");
    expect(bar).toHaveAttribute("aria-valuemax", "10000");
    expect(screen.getByText("32%")).toBeInTheDocument();
    expect(screen.getByText("3,200 of 10,000 rows")).toBeInTheDocument();
    expect(screen.getByText("6,800 rows left")).toBeInTheDocument();
  });

  it("is indeterminate while the number of rows is not known", () => {
    renderWith({}, <ImportProgress record={{ rows_done: 0, rows_total: null }} />);
    expect(screen.getByRole("progressbar", { name: "Waiting to start" })).not.toHaveAttribute(
      "aria-valuenow",
    );
    expect(screen.queryByText(/rows left/)).not.toBeInTheDocument();
  });
});

describe("ImportPreviewSummary", () => {
  it("counts companies and members to create, update, leave unchanged and fail, and lists matches and failing rows", () => {
    renderWith({}, <ImportPreviewSummary preview={preview()} />);
    const table = screen.getByRole("table", { name: "What the import will do" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Records", "Create", "Update", "Unchanged", "Fail"]);
    expect(cellsOf(table, "Companies")).toEqual(["9", "2", "1", "1"]);
    expect(cellsOf(table, "Members")).toEqual(["20", "3", "4", "2"]);

    const matches = screen.getByRole("list", { name: "Rows that match existing records" });
    expect(
      within(matches)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Row 12 · Acme Ltd · matches an existing company by website",
      "Row 15 · Priya Nair (priya@globex.in) · matches an existing member by e-mail",
    ]);
    expect(screen.getByText("and 3 more")).toBeInTheDocument();

    const failures = screen.getByRole("list", { name: "Rows that will fail" });
    expect(within(failures).getByRole("listitem")).toHaveTextContent(
      "Row 7 · Initech · Member Email: Email is required",
    );
    expect(screen.getByText("and 1 more")).toBeInTheDocument();
  });

  it("lists neither matches nor failures when there are none", () => {
    renderWith(
      {},
      <ImportPreviewSummary
        preview={preview({ matches: [], matches_count: 0, failures: [], failures_count: 0 })}
      />,
    );
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });
});

describe("ImportResultPanel", () => {
  it("shows the counts, the failed companies and the errors with their rows", () => {
    renderWith(
      {},
      <ImportResultPanel result={endedWithErrors({ companies_failed: 3, failed_companies: ["Initech"] })} />,
    );
    expect(screen.getByText("12 companies in the file")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Import result" });
    expect(cellsOf(table, "Companies")).toEqual(["9", "2", "0", "3"]);
    expect(cellsOf(table, "Members")).toEqual(["20", "3", "0", "2"]);
    expect(
      within(screen.getByRole("list", { name: "Failed companies" })).getByRole("listitem"),
    ).toHaveTextContent("Initech");
    expect(screen.getByText("and 2 more in the error log")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Errors" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Row 7: Member Email: Email is required", "Row 8: Member Email: Email is required"]);
  });

  it("counts matched records the file changed nothing of as unchanged, apart from the updated ones", () => {
    renderWith(
      {},
      <ImportResultPanel
        result={endedWithErrors({
          status: "Completed",
          total_companies: 7,
          companies_created: 0,
          companies_updated: 0,
          companies_unchanged: 7,
          companies_failed: 0,
          members_created: 0,
          members_updated: 1,
          members_unchanged: 11,
          members_failed: 0,
          failed_companies: [],
          errors: [],
          error_log_file: null,
        })}
      />,
    );
    const table = screen.getByRole("table", { name: "Import result" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Records", "Created", "Updated", "Unchanged", "Failed"]);
    expect(cellsOf(table, "Companies")).toEqual(["0", "0", "7", "0"]);
    expect(cellsOf(table, "Members")).toEqual(["0", "1", "11", "0"]);
  });

  it("downloads the error log as Failed_Companies_Log_{today in IST}.xlsx", async () => {
    // 20:00 UTC on the 1st is already the 2nd in India.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2024-03-01T20:00:00.000Z"));
    const saved = captureDownloads();
    const log = new Blob(["failed rows"], { type: "application/vnd.ms-excel" });
    const downloadErrorLog = vi.fn(async () => log);
    const user = userEvent.setup();
    renderWith({ excelImports: { downloadErrorLog } }, <ImportResultPanel result={endedWithErrors()} />);
    await user.click(screen.getByRole("button", { name: "Download error log" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadErrorLog).toHaveBeenCalledWith("excel-import/31/error-log?signature=abc");
    expect(saved[0]).toEqual({ blob: log, fileName: "Failed_Companies_Log_2024-03-02.xlsx" });
  });

  it("says why a Failed import failed and that nothing was imported, without counts or error log", () => {
    renderWith(
      {},
      <ImportResultPanel
        result={endedWithErrors({
          status: "Failed",
          total_companies: 0,
          companies_created: 0,
          companies_updated: 0,
          companies_unchanged: 0,
          companies_failed: 0,
          members_created: 0,
          members_updated: 0,
          members_unchanged: 0,
          members_failed: 0,
          failed_companies: [],
          errors: [],
          error_log_file: null,
          failure: "The file is not an Excel workbook that can be read.",
        })}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The file is not an Excel workbook that can be read.",
    );
    expect(screen.getByText("Nothing was imported.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download error log" })).not.toBeInTheDocument();
  });
});
