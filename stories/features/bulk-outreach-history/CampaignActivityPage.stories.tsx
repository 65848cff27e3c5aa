import type { Meta, StoryObj } from "@storybook/react-vite";
import { CampaignActivityPage } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { campaignAdapter, CampaignStoryFrame, type CampaignStoryArgs, hangs } from "./campaignStorySupport";

type CampaignActivityStoryArgs = CampaignStoryArgs & { campaignId: number };

function CampaignActivityStory({ campaignId, ...frame }: CampaignActivityStoryArgs) {
  return (
    <CampaignStoryFrame {...frame}>
      <CampaignActivityPage campaignId={campaignId} />
    </CampaignStoryFrame>
  );
}

const meta = {
  title: "Features/BulkOutreachHistory/CampaignActivityPage",
  component: CampaignActivityStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: CampaignActivityPage },
    layout: "padded",
    viewport: {
      options: {
        campaignPage: {
          name: "Campaign chart page",
          styles: { width: "1200px", height: "760px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "campaignPage", isRotated: false } },
  args: { adapter: campaignAdapter(), navigate: fn(), campaignId: 2 },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CampaignActivityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A campaign sent over two days, followed hour by hour: its figures, which add up with its row in
 * Campaign Details, its sends, opens and clicks over time, and its funnel.
 */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "UK healthtech" })).toBeVisible();
    const figures = within(canvas.getByRole("region", { name: "Figures" }));
    await expect(figures.getByText("104")).toBeVisible();
    await expect(figures.getByText("96% of recipients")).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector(".recharts-area-area")).not.toBeNull(), {
      timeout: 6000,
    });
    const funnel = within(canvas.getByRole("region", { name: "Funnel" }));
    await expect(funnel.getByText(/· 17%/)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Campaign Details" }));
    await expect(args.navigate).toHaveBeenCalledWith("/bulk-outreach", expect.anything());
    // The navigation went nowhere here: leave the link unfocused for the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A scheduled campaign: its recipients are waiting, and the chart says when activity will show. */
export const NoActivityYet: Story = {
  args: { campaignId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No activity yet")).toBeVisible();
    await expect(canvas.getByText(/goes out on 2 May 2024, 9:00 am IST/)).toBeVisible();
    await expect(canvas.getByText("58 waiting · 2 not sent")).toBeVisible();
  },
};

/** Placeholders for the header, the figures and both panels while the campaign loads. */
export const Loading: Story = {
  args: { adapter: campaignAdapter({ activity: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading campaign")).toBeInTheDocument();
  },
};
