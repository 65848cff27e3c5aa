import { AdapterError, type CampaignsPort, type DataAdapter, type ListParams } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CampaignDetails, PipelineProvider } from "../../src";
import {
  campaignAdapter,
  failsWithServerError,
  manyCampaigns,
  USAGE_OVER_LIMITS,
} from "../../../../stories/features/bulk-outreach-history/campaignStorySupport";
import { renderWithViewport } from "../support/renderWithViewport";

type StatsParams = ListParams<"status" | "created_by">;

/** Campaign Details over the seeded memory adapter, its campaign calls watched. */
function renderDetails(adapter: DataAdapter = campaignAdapter(), overrides: Partial<CampaignsPort> = {}) {
  const port = adapter.campaigns;
  const stats = vi.fn((params: StatsParams) => port.stats(params));
  const refreshStats = vi.fn((id: number) => port.refreshStats(id));
  const navigate = vi.fn();
  const watched: DataAdapter = { ...adapter, campaigns: { ...port, stats, refreshStats, ...overrides } };
  renderWithViewport(
    <PipelineProvider adapter={watched} navigate={navigate}>
      <CampaignDetails />
    </PipelineProvider>,
  );
  return { stats, refreshStats, navigate };
}

async function row(name: string): Promise<HTMLElement> {
  const link = await screen.findByRole("link", { name });
  const found = link.closest<HTMLElement>("[data-row-id]");
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

describe("CampaignDetails", { timeout: 20_000 }, () => {
  it("lists every campaign with its status, send date in IST, creator, progress and figures", async () => {
    renderDetails();
    expect(screen.getByRole("heading", { level: 1, name: "Campaign Details" })).toBeInTheDocument();
    const fintech = within(await row("Fintech founders Q1"));
    expect(fintech.getByText("Triggered")).toBeInTheDocument();
    expect(fintech.getByText("Fintech founders Q1: an introduction")).toBeInTheDocument();
    expect(fintech.getByText("5 Feb 2024,")).toBeInTheDocument();
    expect(fintech.getByText("10:00 am IST")).toBeInTheDocument();
    expect(fintech.getByText("by Asha Raman")).toBeInTheDocument();
    expect(fintech.getByText("194 / 200")).toBeInTheDocument();
    expect(fintech.getByRole("progressbar", { name: "Sent to 194 of 200 recipients" })).toBeInTheDocument();
    for (const figure of ["182", "121", "41"]) expect(fintech.getByText(figure)).toBeInTheDocument();
    expect(fintech.getByText("15 Feb 2024,")).toBeInTheDocument();
    const draft = within(await row("Climate follow-up"));
    expect(draft.getByText("Draft")).toBeInTheDocument();
    expect(draft.getByText("Not set")).toBeInTheDocument();
    expect(draft.getByText("Never")).toBeInTheDocument();
    expect(draft.queryByRole("button", { name: /Refresh statistics/ })).not.toBeInTheDocument();
    expect(draft.getByRole("link", { name: "View chart of Climate follow-up" })).toHaveAttribute(
      "href",
      "/bulk-outreach/4",
    );
  });

  it("opens a campaign's chart page from its name, its View chart link, or anywhere on its row", async () => {
    const { navigate } = renderDetails();
    await userEvent.click(await screen.findByRole("link", { name: "UK healthtech" }));
    expect(navigate).toHaveBeenLastCalledWith("/bulk-outreach/2", expect.anything());
    await userEvent.click(within(await row("Fintech founders Q1")).getByText("194 / 200"));
    expect(navigate).toHaveBeenLastCalledWith("/bulk-outreach/1");
  });

  it("goes back to the first page when a filter changes, and sends the filter", async () => {
    const { stats } = renderDetails(campaignAdapter({}, { campaignStats: manyCampaigns(4) }));
    await screen.findByText("1–10 of 16", { exact: false });
    await userEvent.click(screen.getByRole("button", { name: /next page/i }));
    await waitFor(() => expect(stats.mock.lastCall?.[0].page).toBe(2));
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Scheduled" }));
    await waitFor(() =>
      expect(stats.mock.lastCall?.[0]).toMatchObject({ page: 1, filters: { status: ["scheduled"] } }),
    );
    expect(await screen.findByText("1–4 of 4", { exact: false })).toBeInTheDocument();
  });

  it("filters by creator from the users' short list", async () => {
    const { stats } = renderDetails();
    await row("UK healthtech");
    await userEvent.click(screen.getByRole("combobox", { name: "Created By" }));
    await userEvent.click(await screen.findByRole("option", { name: "Priya Nair" }));
    await waitFor(() => expect(stats.mock.lastCall?.[0]).toMatchObject({ filters: { created_by: ["2"] } }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Fintech founders Q1" })).toBeNull());
    expect(screen.getByRole("link", { name: "UK healthtech" })).toBeInTheDocument();
  });

  it("refreshes a campaign's statistics, shows the server's message and the new update time", async () => {
    const { refreshStats } = renderDetails();
    const uk = within(await row("UK healthtech"));
    expect(uk.getByText("14 Mar 2024,")).toBeInTheDocument();
    await userEvent.click(uk.getByRole("button", { name: "Refresh statistics of UK healthtech" }));
    expect(refreshStats).toHaveBeenCalledWith(2);
    expect(await screen.findByText("Campaign statistics updated successfully.")).toBeInTheDocument();
    expect(await uk.findByText("1 Apr 2024,")).toBeInTheDocument();
    // Campaign results stay 5 seconds, longer than the 2-second default.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.getByText("Campaign statistics updated successfully.")).toBeInTheDocument();
  });

  it("shows a failed refresh as an error toast with the server's words", async () => {
    const failing = async () => {
      throw new AdapterError("The provider did not answer. Try again in a minute.", { status: 502 });
    };
    renderDetails(campaignAdapter(), { refreshStats: failing });
    const uk = within(await row("UK healthtech"));
    await userEvent.click(uk.getByRole("button", { name: "Refresh statistics of UK healthtech" }));
    expect(
      await screen.findByText("The provider did not answer. Try again in a minute."),
    ).toBeInTheDocument();
  });

  it("shows the usage against its limits, without a warning while under them", async () => {
    renderDetails();
    const usage = within(await screen.findByRole("region", { name: "Usage this month" }));
    expect(await usage.findByText("4,200")).toBeInTheDocument();
    expect(usage.getByText("of 10,000")).toBeInTheDocument();
    expect(usage.getByText("14,300")).toBeInTheDocument();
    expect(usage.getByText("of 30,000")).toBeInTheDocument();
    expect(usage.queryByText(/SendGrid limit exceeded/)).not.toBeInTheDocument();
  });

  it("warns that outreach is disabled once the usage passes a limit", async () => {
    renderDetails(campaignAdapter({}, { usage: USAGE_OVER_LIMITS }));
    const usage = within(await screen.findByRole("region", { name: "Usage this month" }));
    expect(await usage.findByText(/SendGrid limit exceeded: bulk outreach is disabled/)).toBeInTheDocument();
    expect(usage.getByText("10,450")).toBeInTheDocument();
    expect(usage.getByText("31,200")).toBeInTheDocument();
  });

  it("says when the history is empty, with a hint to send a campaign from the Companies page", async () => {
    renderDetails(campaignAdapter({ stats: async () => ({ rows: [], count: 0 }) }));
    expect(await screen.findByText("No campaigns yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Companies" })).toHaveAttribute("href", "/companies");
  });

  it("offers Retry when the history could not be read", async () => {
    renderDetails(campaignAdapter({ stats: failsWithServerError }));
    // A failed read is tried once more before it shows.
    expect(await screen.findByText("Could not load campaigns", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
