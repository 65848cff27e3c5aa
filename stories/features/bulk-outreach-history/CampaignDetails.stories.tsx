import type { Meta, StoryObj } from "@storybook/react-vite";
import { CampaignDetails } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, tableRows } from "../admin/adminStorySupport";
import {
  campaignAdapter,
  CampaignStoryFrame,
  type CampaignStoryArgs,
  failsWithServerError,
  hangs,
  USAGE_OVER_LIMITS,
} from "./campaignStorySupport";

function CampaignDetailsStory(frame: CampaignStoryArgs) {
  return (
    <CampaignStoryFrame {...frame}>
      <CampaignDetails />
    </CampaignStoryFrame>
  );
}

const meta = {
  title: "Features/BulkOutreachHistory/CampaignDetails",
  component: CampaignDetailsStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: CampaignDetails },
    layout: "padded",
    viewport: {
      options: {
        campaignDetailsPage: {
          name: "Campaign Details page",
          styles: { width: "1200px", height: "760px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "campaignDetailsPage", isRotated: false } },
  args: { adapter: campaignAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CampaignDetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a campaign, by its name. */
function campaignRow(canvasElement: HTMLElement, name: string): HTMLElement {
  const link = within(canvasElement).getByRole("link", { name });
  const row = link.closest<HTMLElement>("[data-row-id]");
  if (!row) throw new globalThis.Error(`No row for ${name}`);
  return row;
}

/**
 * The usage against its limits, and every campaign newest first: sent ones with their figures and
 * how far their sending got, a scheduled one still waiting, and a draft with nothing to refresh.
 */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Campaign Details" })).toBeVisible();
    await expect(await canvas.findByText("4,200")).toBeVisible();
    await expect(canvas.getByText("14,300")).toBeVisible();
    await tableRows(canvasElement);
    const fintech = within(campaignRow(canvasElement, "Fintech founders Q1"));
    await expect(fintech.getByText("194 / 200")).toBeVisible();
    await expect(fintech.getByText("10:00 am IST")).toBeVisible();
    const scheduled = within(campaignRow(canvasElement, "Singapore seed round"));
    await expect(scheduled.getByText("58 waiting")).toBeVisible();
    const draft = within(campaignRow(canvasElement, "Climate follow-up"));
    await expect(draft.queryByRole("button", { name: /Refresh statistics/ })).not.toBeInTheDocument();
    await userEvent.click(fintech.getByText("by Asha Raman"));
    await expect(args.navigate).toHaveBeenCalledWith("/bulk-outreach/1");
  },
};

/** Skeleton rows, and placeholders for the usage, while the first answers load. */
export const Loading: Story = {
  args: { adapter: campaignAdapter({ stats: hangs, usage: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
    await expect(within(canvasElement).getByText("Loading usage")).toBeInTheDocument();
  },
};

/** No campaign yet: a hint to send one from the Companies page. */
export const Empty: Story = {
  args: { adapter: campaignAdapter({ stats: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No campaigns yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Companies" }));
    await expect(args.navigate).toHaveBeenCalledWith("/companies", expect.anything());
  },
};

/** The history could not be read: the error and Retry in its place; the usage still shows. */
export const LoadError: Story = {
  args: { adapter: campaignAdapter({ stats: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A read that got no answer is asked once more, a second later, before the error shows.
    await expect(await canvas.findByText("Could not load campaigns", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/** Both of the provider's limits passed: the figures turn amber and outreach is said to be disabled. */
export const OverLimits: Story = {
  args: { adapter: campaignAdapter({}, { usage: USAGE_OVER_LIMITS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/SendGrid limit exceeded/)).toBeVisible();
    await expect(canvas.getByText("31,200")).toBeVisible();
    await tableRows(canvasElement);
  },
};

/** Refresh statistics on a row: the server's message, and the row's new update time (it was 14 Mar). */
export const Refreshed: Story = {
  args: { adapter: campaignAdapter() },
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const row = within(campaignRow(canvasElement, "UK healthtech"));
    await userEvent.click(row.getByRole("button", { name: "Refresh statistics of UK healthtech" }));
    await waitFor(() => expect(row.getByText("1 Apr 2024,")).toBeVisible(), { timeout: 4000 });
    await expectToast(canvasElement, "Campaign statistics updated successfully.");
  },
};
