// @vitest-environment jsdom
// /bulk-outreach and /bulk-outreach/{id} in the signed-in portal: the sidebar's Bulk Outreach
// History entry leads to Campaign Details, a campaign's name to its chart page, and back.
import type { CampaignActivity, CampaignStats, CurrentUser } from "@pipeline/contract";
import { createQueryClient, createTestAdapter } from "@pipeline/ui";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

const CAMPAIGN: CampaignStats = {
  id: 7,
  delivered: 40,
  invalid_emails: 1,
  opens: 30,
  unique_opens: 22,
  clicks: 9,
  unique_clicks: 6,
  campaign: {
    id: 7,
    name: "Logistics founders",
    subject: "An introduction",
    sender: "deals@pipeline.test",
    send_date: "2024-03-20T06:00:00.000Z",
    status: "triggered",
    created_by: { first_name: "Rahul", last_name: "Mehta" },
    singlesend_id: null,
  },
  progress: {
    recipients: 44,
    pending: 0,
    sent: 42,
    failed: 0,
    suppressed: 2,
    bounces: 1,
    spam_reports: 0,
    unsubscribes: 0,
  },
  stats_updated: null,
};

const ACTIVITY: CampaignActivity = { stats: CAMPAIGN, buckets: [], bucket: "hour" };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

function renderAt(path: string) {
  const session = createSessionStore(null, memoryStorage(), null);
  session.signIn({ user, key: "token-3" });
  const adapter = createTestAdapter({
    users: { current: async () => user, short: async () => [] },
    campaigns: {
      stats: async () => ({ rows: [CAMPAIGN], count: 1 }),
      usage: async () => ({ contacts_count: 120, resumex_sent: 300, growthx_sent: 0 }),
      activity: async (id) => {
        if (id !== CAMPAIGN.id) throw new Error(`No campaign ${id}`);
        return ACTIVITY;
      },
    },
  });
  const router = createMemoryRouter(
    appRoutes({ adapter, queryClient: createQueryClient(), envelopeKey: null }),
    { initialEntries: [path] },
  );
  render(
    createElement(SessionProvider, { store: session, children: createElement(RouterProvider, { router }) }),
  );
  return router;
}

afterEach(() => {
  cleanup();
});

describe("/bulk-outreach", { timeout: 30_000 }, () => {
  it("shows Campaign Details under the sidebar's entry, and a campaign's chart page from its name", async () => {
    const router = renderAt("/bulk-outreach");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campaign Details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Bulk Outreach History",
    });
    expect(entry.getAttribute("aria-current")).toBe("page");

    await userEvent.click(await screen.findByRole("link", { name: "Logistics founders" }, { timeout: 5000 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Logistics founders" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/bulk-outreach/7");
    expect(screen.getByText("No activity yet")).toBeTruthy();

    await userEvent.click(screen.getByRole("link", { name: "Campaign Details" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Campaign Details" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/bulk-outreach");
  });

  it("answers a path that holds no campaign id as an unknown page", async () => {
    const router = renderAt("/bulk-outreach/latest");
    await screen.findAllByText(/not found/i, {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/404");
  });
});
