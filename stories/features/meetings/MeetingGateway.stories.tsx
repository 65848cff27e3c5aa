import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DataAdapter } from "@pipeline/contract";
import { MeetingGateway, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, within } from "storybook/test";
import { hangs } from "../admin/adminStorySupport";
import { gatewayAdapter, unknownToken } from "./meetingStorySupport";

type GatewayStoryArgs = { adapter: DataAdapter; navigate: Navigate; redirect: (url: string) => void };

function MeetingGatewayStory({ adapter, navigate, redirect }: GatewayStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <MeetingGateway token="att-4f9c2b7e1d" redirect={redirect} />
    </PipelineProvider>
  );
}

const meta = {
  title: "Features/Meetings/MeetingGateway",
  component: MeetingGatewayStory,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: MeetingGateway } },
  args: { adapter: gatewayAdapter(hangs), navigate: fn(), redirect: fn() },
} satisfies Meta<typeof MeetingGatewayStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the link is checked: Verifying, with a spinner. */
export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Verifying" })).toBeVisible();
  },
};

/** An unknown or cancelled link: Sorry! and the spec's text. */
export const Sorry: Story = {
  args: { adapter: gatewayAdapter(unknownToken) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Sorry!" })).toBeVisible();
    await expect(canvas.getByText("There was an error processing the meeting link.")).toBeVisible();
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};
