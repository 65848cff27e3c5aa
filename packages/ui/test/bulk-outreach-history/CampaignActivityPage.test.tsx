import type { CampaignStats, DataAdapter } from "@pipeline/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CampaignActivityPage, PipelineProvider } from "../../src";
import {
  campaignAdapter,
  hangs,
} from "../../../../stories/features/bulk-outreach-history/campaignStorySupport";
import { renderWithViewport } from "../support/renderWithViewport";

function renderPage(campaignId: number, adapter: DataAdapter = campaignAdapter()) {
  const refreshStats = vi.fn((id: number) => adapter.campaigns.refreshStats(id));
  const navigate = vi.fn();
  renderWithViewport(
    <PipelineProvider
      adapter={{ ...adapter, campaigns: { ...adapter.campaigns, refreshStats } }}
      navigate={navigate}
    >
      <CampaignActivityPage campaignId={campaignId} />
    </PipelineProvider>,
  );
  return { refreshStats, navigate };
}

/** Each tile's number, by its term. */
async function tiles(): Promise<Record<string, string>> {
  const figures = await screen.findByRole("region", { name: "Figures" });
  const entries = Array.from(figures.querySelectorAll("[data-figure]"), (tile) => [
    tile.querySelector("dt")?.textContent ?? "",
    tile.querySelector("dd")?.textContent ?? "",
  ]);
  return Object.fromEntries(entries);
}

const number = (value: number) => value.toLocaleString("en-IN");

/** The campaign's row of Campaign Details, as the memory adapter answers it. */
async function listed(adapter: DataAdapter, id: number): Promise<CampaignStats> {
  const { rows } = await adapter.campaigns.stats({ pageSize: 50 });
  const found = rows.find((row) => row.id === id);
  if (!found?.progress) throw new Error(`Campaign ${id} is not listed with its progress`);
  return found;
}

describe("CampaignActivityPage", { timeout: 20_000 }, () => {
  it("shows figures that add up with the campaign's row and with its funnel", async () => {
    const adapter = campaignAdapter();
    renderPage(1, adapter);
    expect(await screen.findByRole("heading", { level: 1, name: "Fintech founders Q1" })).toBeInTheDocument();
    const row = await listed(adapter, 1);
    const progress = row.progress ?? { recipients: -1, sent: -1, bounces: -1, unsubscribes: -1 };
    expect(await tiles()).toEqual({
      Recipients: number(progress.recipients),
      Sent: number(progress.sent),
      Delivered: number(row.delivered),
      "Unique opens": number(row.unique_opens),
      "Unique clicks": number(row.unique_clicks),
      Bounces: number(progress.bounces),
      Unsubscribes: number(progress.unsubscribes),
    });
    // Sent are delivered, invalid or bounced; recipients are sent, failed, suppressed or waiting.
    expect(row.delivered + row.invalid_emails + progress.bounces).toBe(progress.sent);
    const funnel = within(screen.getByRole("region", { name: "Funnel" }));
    const steps = funnel.getAllByRole("listitem").map((step) => step.textContent);
    expect(steps).toEqual([
      "Recipients200 · 100%",
      "Sent194 · 97%",
      "Delivered182 · 91%",
      "Unique opens121 · 61%",
      "Unique clicks41 · 21%",
    ]);
    expect(screen.getByText("97% of recipients")).toBeInTheDocument();
    expect(screen.getByText("6 invalid e-mails")).toBeInTheDocument();
  });

  it("heads the page with the campaign's facts and a link back to Campaign Details", async () => {
    const { navigate } = renderPage(2);
    expect(await screen.findByRole("heading", { level: 1, name: "UK healthtech" })).toBeInTheDocument();
    expect(screen.getByText("Triggered")).toBeInTheDocument();
    expect(screen.getByText("deals@pipeline.test")).toBeInTheDocument();
    expect(screen.getByText("12 Mar 2024,")).toBeInTheDocument();
    expect(screen.getByText("Priya Nair")).toBeInTheDocument();
    expect(screen.getByText("Sends, opens and clicks per hour, in IST")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Campaign Details" }));
    expect(navigate).toHaveBeenCalledWith("/bulk-outreach", expect.anything());
  });

  it("refreshes the statistics from the header and shows the server's message", async () => {
    const { refreshStats } = renderPage(2);
    await userEvent.click(await screen.findByRole("button", { name: "Refresh statistics" }));
    expect(refreshStats).toHaveBeenCalledWith(2);
    expect(await screen.findByText("Campaign statistics updated successfully.")).toBeInTheDocument();
    expect(await screen.findByText("1 Apr 2024,")).toBeInTheDocument();
  });

  it("says a scheduled campaign has no activity yet, and when it goes out", async () => {
    renderPage(3);
    expect(await screen.findByText("No activity yet")).toBeInTheDocument();
    expect(screen.getByText(/goes out on 2 May 2024, 9:00 am IST/)).toBeInTheDocument();
    expect((await tiles()).Recipients).toBe("60");
  });

  it("shows placeholders while loading", async () => {
    renderPage(5, campaignAdapter({ activity: hangs }));
    expect(screen.getByText("Loading campaign")).toBeInTheDocument();
  });

  it("says an unknown campaign was not found, with a way back", async () => {
    renderPage(99);
    // A failed read is tried once more before it shows.
    expect(await screen.findByText("Campaign not found", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Campaign Details" })).toHaveAttribute(
      "href",
      "/bulk-outreach",
    );
  });
});
