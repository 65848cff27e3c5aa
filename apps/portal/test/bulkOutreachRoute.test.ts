// @vitest-environment jsdom
// /bulk-outreach and /bulk-outreach/{id} in the signed-in portal: the sidebar's Bulk Outreach
// History entry leads to Campaign Details, a campaign's name to its chart page, and back.
import type { CampaignActivity, CampaignStats, CurrentUser } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

const user: CurrentUser = portalUser();

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

function renderAt(path: string) {
  return renderSignedIn({
    user,
    entries: [path],
    adapter: {
      campaigns: {
        stats: async () => ({ rows: [CAMPAIGN], count: 1 }),
        usage: async () => ({ contacts_count: 120, resumex_sent: 300, growthx_sent: 0 }),
        activity: async (id) => {
          if (id !== CAMPAIGN.id) throw new Error(`No campaign ${id}`);
          return ACTIVITY;
        },
      },
    },
  });
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
