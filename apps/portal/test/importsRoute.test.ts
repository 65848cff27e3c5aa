// @vitest-environment jsdom
// /excel-import in the signed-in portal: the sidebar's Import History entry leads to the page,
// which lists the imports the adapter answers.
import type { CurrentUser, ExcelImport } from "@pipeline/contract";
import { createQueryClient, createTestAdapter } from "@pipeline/ui";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { appRoutes } from "../src/app/router";
import { SessionProvider } from "../src/session/SessionContext";
import { createSessionStore } from "../src/session/sessionStore";

const user: CurrentUser = {
  pk: 3,
  username: "rahul",
  first_name: "Rahul",
  last_name: "Mehta",
  email: "rahul.mehta@pipeline.test",
  role: [{ role_name: "USER", is_active: true }],
  permissions: [],
  joined_date: "2024-01-01T00:00:00Z",
  update_date: "2024-01-01T00:00:00Z",
  is_active: true,
  is_staff: false,
  active_role: null,
};

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

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

afterEach(() => {
  cleanup();
});

describe("/excel-import", { timeout: 30_000 }, () => {
  it("shows Import History with its imports, the sidebar's entry marked as the current page", async () => {
    const session = createSessionStore(null, memoryStorage(), null);
    session.signIn({ user, key: "token-3" });
    const adapter = createTestAdapter({
      users: { current: async () => user, short: async () => [] },
      excelImports: { list: async () => ({ rows: [IMPORTED], count: 1 }) },
    });
    const router = createMemoryRouter(
      appRoutes({ adapter, queryClient: createQueryClient(), envelopeKey: null }),
      {
        initialEntries: ["/excel-import"],
      },
    );
    render(
      createElement(SessionProvider, { store: session, children: createElement(RouterProvider, { router }) }),
    );

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
