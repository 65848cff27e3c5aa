import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { failsWithServerError, hangs, storyAdapter } from "../admin/adminStorySupport";
import {
  everyTypeTimeline,
  JourneyTimelineStory,
  longTimeline,
  stageHeading,
  stageNames,
  timelineAdapter,
} from "./journeyTimelineStorySupport";

const meta = {
  title: "Features/JourneyTimeline",
  component: JourneyTimelineStory,
  parameters: { layout: "padded" },
  args: {
    adapter: timelineAdapter(everyTypeTimeline()),
    navigate: fn(),
    view: "collapsed",
    canAct: true,
    onOpenItem: fn(),
    onAction: fn(),
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof JourneyTimelineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default view: one accordion per stage, in the stages' order, each with its count; all folded. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    await expect(stageNames(canvasElement)).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    const header = within(canvasElement).getByRole("button", { name: /^Screening/ });
    await expect(header).toHaveAttribute("aria-expanded", "false");
  },
};

/** A stage opened from the keyboard: its evaluations in every status, their reviewers and comments. */
export const CollapsedStageOpen: Story = {
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Screening");
    const header = within(canvasElement).getByRole("button", { name: /^Screening/ });
    header.focus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-expanded", "true");
    const panel = within(canvasElement).getByRole("region", { name: /^Screening/ });
    const review = within(panel).getByRole("article", { name: "Investment Committee Review" });
    await expect(within(review).getByText("Approved")).toBeVisible();
    await expect(within(review).getByText("Vikram Iyer, Meera Nair")).toBeVisible();
    await expect(within(review).getByText("Approved after the second call.")).toBeVisible();
    // Times are in IST: 09:15 UTC is 2:45 pm.
    await expect(within(review).getByText("12 Feb 2024, 2:45 pm")).toBeVisible();
    await expect(within(panel).getByText("Rejected")).toBeVisible();
    await expect(within(panel).getByText("Hold")).toBeVisible();
    await expect(within(panel).getByText("Pending")).toBeVisible();
    header.blur();
  },
};

/** The vertical alternating timeline: stages on the line, every task type's item on either side. */
export const Expanded: Story = {
  args: { view: "expanded" },
  play: async ({ canvasElement, args }) => {
    await stageHeading(canvasElement, "Sourcing");
    await expect(stageNames(canvasElement)).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    const canvas = within(canvasElement);
    const linkedin = canvas.getByRole("article", { name: "LinkedIn Outreach" });
    await expect(within(linkedin).getByText("Rohan Kapoor, Priya Shah")).toBeVisible();
    await expect(within(linkedin).getByText("16 Jan 2024, 11:00 am")).toBeVisible();
    const summary = canvas.getByRole("article", { name: "Company Summary" });
    await userEvent.click(within(summary).getByRole("button", { name: "Open summary" }));
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expect(canvas.getByRole("article", { name: "Founder Meeting" })).toBeVisible();
    await expect(canvas.getByText("kavach-pitch-deck.pdf")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** In a phone-wide column the line runs down the left and every item sits to its right. */
export const ExpandedNarrow: Story = {
  args: { view: "expanded", narrow: true },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    const first = within(canvasElement).getByRole("article", { name: "LinkedIn Outreach" });
    const second = within(canvasElement).getByRole("article", { name: "Company Summary" });
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left);
  },
};

/** Company 1's journey as the seeded memory adapter keeps it, expanded. */
export const SeededJourney: Story = {
  args: { view: "expanded", adapter: storyAdapter() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("[data-journey-item]")).not.toBeNull(), {
      timeout: 4000,
    });
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The page's actions sit under each item; the timeline only calls back. */
export const ItemActions: Story = {
  args: { view: "expanded" },
  play: async ({ canvasElement, args }) => {
    await stageHeading(canvasElement, "Screening");
    const pending = within(canvasElement).getByRole("article", { name: "Technical Review" });
    await userEvent.click(within(pending).getByRole("button", { name: "Approve" }));
    await expect(args.onAction).toHaveBeenCalledWith("approve", expect.objectContaining({ id: 7 }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A user without rights reads the journey; no item offers an action. */
export const ReadOnly: Story = {
  args: { view: "expanded", canAct: false },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  },
};

/** A company with no journey item yet. */
export const EmptyJourney: Story = {
  args: { adapter: timelineAdapter([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No journey items yet")).toBeVisible();
  },
};

/** 600 items: only those near the view are rendered, and the list scrolls to the end. */
export const LongJourney: Story = {
  args: { view: "expanded", adapter: timelineAdapter(longTimeline(600)) },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    const rendered = canvasElement.querySelectorAll("[data-journey-item]").length;
    await expect(rendered).toBeGreaterThan(0);
    await expect(rendered).toBeLessThan(60);
  },
};

/** The long journey collapsed: a stage of 200 items opens on a list of its own. */
export const LongJourneyCollapsed: Story = {
  args: { adapter: timelineAdapter(longTimeline(600)) },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Sourcing/ }));
    await waitFor(() => expect(canvasElement.querySelector("[data-journey-item]")).not.toBeNull());
    await expect(canvasElement.querySelectorAll("[data-journey-item]").length).toBeLessThan(60);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the journey loads. */
export const Loading: Story = {
  args: { adapter: timelineAdapter(hangs) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the journey")).toBeInTheDocument();
  },
};

/** The journey could not be read: the error and Retry. */
export const LoadError: Story = {
  args: { adapter: timelineAdapter(failsWithServerError) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 8000 });
    await expect(within(alert).getByText("Could not load the journey")).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};
