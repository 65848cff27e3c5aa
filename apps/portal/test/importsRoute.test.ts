// @vitest-environment jsdom
// /excel-import in the signed-in portal: the sidebar's Import History entry leads to the page,
// which lists the imports the adapter answers.
import type { CurrentUser, ExcelImport } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

const user: CurrentUser = portalUser();

const IMPORTED: ExcelImport = {
  id: 4,
  status: "Completed",
  phase: "ended",
  file_name: "saas_accounts.xlsx",
  total_companies: 25,
  companies_created: 20,
  companies_updated: 5,
  companies_unchanged: 0,
  companies_failed: 0,
  members_created: 40,
  members_updated: 6,
  members_unchanged: 0,
  members_failed: 0,
  rows_total: 46,
  rows_done: 46,
  error_log_file: null,
  undo_until: null,
  undone: null,
  created_by: { first_name: "Rahul", last_name: "Mehta" },
  created: "2024-03-20T06:00:00.000Z",
  modified: "2024-03-20T06:01:00.000Z",
};

afterEach(() => {
  cleanup();
});

describe("/excel-import", { timeout: 30_000 }, () => {
  it("shows Import History with its imports, the sidebar's entry marked as the current page", async () => {
    renderSignedIn({
      user,
      adapter: { excelImports: { list: async () => ({ rows: [IMPORTED], count: 1 }) } },
      entries: ["/excel-import"],
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Import History" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole("button", { name: "saas_accounts.xlsx" }, { timeout: 5000 })).toBeTruthy();
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Import History",
    });
    expect(entry.getAttribute("href")).toBe("/excel-import");
    expect(entry.getAttribute("aria-current")).toBe("page");
  });
});
