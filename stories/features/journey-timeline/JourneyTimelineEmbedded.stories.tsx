import type { Meta, StoryObj } from "@storybook/react-vite";
import { JourneyTimeline, type JourneyTimelineAdapter } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { everyTypeTimeline, stageHeading, stageNames } from "./journeyTimelineStorySupport";

type EmbeddedTimelineArgs = {
  /** Only what the timeline reads: an app embedding it implements no more. */
  adapter: JourneyTimelineAdapter;
};

/** The timeline in an app of its own, whose provider is given the timeline's slice and nothing else. */
function EmbeddedTimeline({ adapter }: EmbeddedTimelineArgs) {
  return (
    <PipelineProvider<JourneyTimelineAdapter> adapter={adapter}>
      <JourneyTimeline companyId={1} view="expanded" />
    </PipelineProvider>
  );
}

/** The app's own client, answering the journey in the contract's types; no other port exists. */
function timelineSlice(): JourneyTimelineAdapter {
  return {
    journey: {
      timeline: async () => everyTypeTimeline(),
      activity: async () => ({ comments: [], uploads: [] }),
    },
  };
}

const meta = {
  title: "Features/JourneyTimelineEmbedded",
  component: EmbeddedTimeline,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: JourneyTimeline } },
  args: { adapter: timelineSlice() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof EmbeddedTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its slice alone the timeline shows what it shows on a whole adapter, read-only. */
export const OnItsSliceAlone: Story = {
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    await expect(stageNames(canvasElement)).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument();
  },
};
