// Each page rendered on exactly the adapter slice it declares, picked from the seeded memory
// adapter: it shows its data with no read failing, so the slice leaves out nothing it calls.
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  CampaignActivityPage,
  CampaignDetails,
  PipelineProvider,
  type AdapterSlice,
  type CampaignActivityPageSlice,
  type CampaignDetailsSlice,
} from "../../src";
import { campaignAdapter } from "../../../../stories/features/bulk-outreach-history/campaignStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";
import { renderWithViewport } from "../support/renderWithViewport";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The seeded adapter's methods by these names, which must name exactly the slice `W`. */
function exactly<W>() {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(campaignAdapter(), names) as W;
}

function renderOnSlice<W extends AdapterSlice>(adapter: W, widget: ReactNode) {
  const failures: unknown[] = [];
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => failures.push(error) }),
    defaultOptions: { queries: { retry: false } },
  });
  renderWithViewport(
    <PipelineProvider<W> adapter={adapter} navigate={vi.fn()} queryClient={queryClient}>
      {widget}
    </PipelineProvider>,
  );
  return failures;
}

async function shows(text: string, failures: unknown[]) {
  expect(await screen.findAllByText(text, {}, { timeout: 4000 })).not.toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(failures).toEqual([]);
}

describe("the bulk outreach pages on exactly their slices", { timeout: 15_000 }, () => {
  it("CampaignDetails", async () => {
    const adapter = exactly<CampaignDetailsSlice>()({
      campaigns: ["stats", "usage", "refreshStats"],
      users: ["short"],
    });
    await shows("UK healthtech", renderOnSlice(adapter, <CampaignDetails />));
    expect(await screen.findByText("14,300")).toBeInTheDocument();
  });

  it("CampaignActivityPage", async () => {
    const adapter = exactly<CampaignActivityPageSlice>()({ campaigns: ["activity", "refreshStats"] });
    await shows("UK healthtech", renderOnSlice(adapter, <CampaignActivityPage campaignId={2} />));
  });
});
