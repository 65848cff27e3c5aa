// What the Campaign Details and campaign chart stories and tests share: the seeded memory adapter
// on a fixed clock (four campaigns: two sent, one scheduled, one draft, with figures that add up),
// ways to make its campaign calls hang, fail or answer otherwise, and the provider's usage over
// its limits.
import type { CampaignsPort, DataAdapter } from "@pipeline/contract";
import { defaultMemorySeed, type MemorySeed } from "@pipeline/adapter-memory";
import type { Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import type { ReactNode } from "react";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

export { failsWithServerError, hangs, STORY_NOW } from "../admin/adminStorySupport";

/**
 * The seeded memory adapter (on the stories' clock) with some campaign calls replaced, and some of
 * its collections (`usage`, `campaignStats`) replaced whole.
 */
export function campaignAdapter(
  campaigns: Partial<CampaignsPort> = {},
  seed: Pick<Partial<MemorySeed>, "usage" | "campaignStats"> = {},
): DataAdapter {
  return withPort(storyAdapter({ seed }), "campaigns", campaigns);
}

/** 10,450 contacts stored and 31,200 sent this month: both limits passed. */
export const USAGE_OVER_LIMITS: MemorySeed["usage"] = {
  contacts_count: 10450,
  resumex_sent: 18200,
  growthx_sent: 13000,
};

/** The seeded campaigns `copies` times over, each copy under new ids: enough rows for several pages. */
export function manyCampaigns(copies: number): MemorySeed["campaignStats"] {
  const seeded = defaultMemorySeed().campaignStats;
  return Array.from({ length: copies }, (_, copy) =>
    seeded.map((stats) => {
      const id = stats.id + copy * seeded.length;
      return {
        ...stats,
        id,
        campaign: { ...stats.campaign, id, name: `${stats.campaign.name} #${copy + 1}` },
      };
    }),
  ).flat();
}

export type CampaignStoryArgs = { adapter: DataAdapter; navigate: Navigate };

export function CampaignStoryFrame({
  adapter,
  navigate,
  children,
}: CampaignStoryArgs & { children: ReactNode }) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      {children}
    </PipelineProvider>
  );
}
