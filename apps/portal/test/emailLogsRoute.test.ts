// @vitest-environment jsdom
// /email-logs in the signed-in portal: an FSD_Admin holding can_view_email_logs reads the log and
// finds it in the sidebar; anyone else is sent to the 403 page.
import type { CurrentUser, EmailLog } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

function userWith(role: string, permissions: string[]): CurrentUser {
  return portalUser({
    pk: 5,
    username: "meera",
    first_name: "Meera",
    last_name: "Pillai",
    email: "meera.pillai@pipeline.test",
    roles: [role],
    permissions,
    active_role: role,
  });
}

const SENT: EmailLog = {
  id: 12,
  subject: "Introduction from Pipeline",
  receiver_emails: ["founder@zenithlogistics.in"],
  cc_emails: [],
  body_type: "html",
  message: "<p>Dear Ananya, may we talk?</p>",
  ics_data: null,
  sender: { first_name: "Meera", last_name: "Pillai" },
  created: "2024-03-20T06:00:00.000Z",
  delivered: true,
  reason: null,
};

function openEmailLogs(user: CurrentUser, path = "/email-logs") {
  const list = vi.fn(async () => ({ rows: [SENT], count: 1 }));
  const router = renderSignedIn({
    user,
    adapter: { emailLogs: { list }, excelImports: { list: async () => ({ rows: [], count: 0 }) } },
    entries: ["/companies", path],
  });
  return { list, router };
}

afterEach(() => {
  cleanup();
});

describe("/email-logs", { timeout: 30_000 }, () => {
  it("shows an FSD_Admin holding can_view_email_logs the log, the sidebar's entry marked current", async () => {
    openEmailLogs(userWith("FSD_Admin", ["can_view_email_logs"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Email Logs" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      await screen.findByRole("button", { name: "Introduction from Pipeline" }, { timeout: 5000 }),
    ).toBeTruthy();
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Email Logs",
    });
    expect(entry.getAttribute("href")).toBe("/email-logs");
    expect(entry.getAttribute("aria-current")).toBe("page");
  });

  it("sends a USER to the 403 page without reading the log", async () => {
    const { list, router } = openEmailLogs(userWith("USER", ["can_view_email_logs"]));
    expect(await screen.findByText("Not Authorized", {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/403");
    expect(screen.queryByRole("heading", { level: 1, name: "Email Logs" })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it("sends an FSD_Admin without the permission to the 403 page", async () => {
    const { list, router } = openEmailLogs(userWith("FSD_Admin", ["can_view_journey"]));
    expect(await screen.findByText("Not Authorized", {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/403");
    expect(list).not.toHaveBeenCalled();
  });

  it("leaves Email Logs out of the sidebar of a user who may not read it", async () => {
    openEmailLogs(userWith("USER", ["can_view_email_logs"]), "/excel-import");
    const sidebar = within(await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 }));
    expect(sidebar.getByRole("link", { name: "Import History" })).toBeTruthy();
    expect(sidebar.queryByRole("link", { name: "Email Logs" })).toBeNull();
  });
});
