import type { Meta, StoryObj } from "@storybook/react-vite";
import { JourneyTimeline } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { failsWithServerError, hangs, storyAdapter } from "../admin/adminStorySupport";
import {
  companyActivity,
  everyTypeTimeline,
  JourneyTimelineStory,
  longTimeline,
  stageHeading,
  stageNames,
  timelineAdapter,
} from "./journeyTimelineStorySupport";

/** A window as tall as the stories' browser holds: room for a stage or two opened at once. */
const SCREENS = {
  tallPage: { name: "Tall page", styles: { width: "1200px", height: "1150px" }, type: "desktop" },
} as const;
const TALL_PAGE = { viewport: { value: "tallPage", isRotated: false } };

const meta = {
  title: "Features/JourneyTimeline",
  component: JourneyTimelineStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: JourneyTimeline } },
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

/** Opens a stage of the collapsed view by its header and answers its panel. */
async function openStage(canvasElement: HTMLElement, name: string): Promise<ReturnType<typeof within>> {
  const header = within(canvasElement).getByRole("button", { name: new RegExp(`^${name}`) });
  await userEvent.click(header);
  await expect(header).toHaveAttribute("aria-expanded", "true");
  return within(within(canvasElement).getByRole("region", { name: new RegExp(`^${name}`) }));
}

/** The default view: one accordion per stage, in the stages' order, each with its count; all folded. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    await expect(stageNames(canvasElement)).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    const header = within(canvasElement).getByRole("button", { name: /^Screening/ });
    await expect(header).toHaveAttribute("aria-expanded", "false");
  },
};

/**
 * A stage opened from the keyboard: its evaluations in every status, their reviewers and comments,
 * and the call notes with their opener and who updated them.
 */
export const CollapsedStageOpen: Story = {
  globals: TALL_PAGE,
  play: async ({ canvasElement, args }) => {
    await stageHeading(canvasElement, "Screening");
    const header = within(canvasElement).getByRole("button", { name: /^Screening/ });
    header.focus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-expanded", "true");
    const panel = within(canvasElement).getByRole("region", { name: /^Screening/ });
    const review = within(panel).getByRole("article", { name: "Investment Committee Review" });
    // Approved once both reviewers approved: each answer with who, when (IST) and why.
    const answers = within(review).getByRole("list", { name: "Reviewers of Investment Committee Review" });
    await expect(
      within(answers)
        .getAllByRole("listitem")
        .map((entry) => entry.textContent),
    ).toEqual([
      "Vikram IyerApproved11 Feb 2024, 5:30 pmStrong unit economics; proceed to diligence.",
      "Meera NairApproved13 Feb 2024, 3:30 pmAgreed.",
    ]);
    await expect(within(review).getAllByText("Approved")).toHaveLength(3);
    await expect(within(review).getByText("Approved after the second call.")).toBeVisible();
    // Times are in IST: 09:15 UTC is 2:45 pm.
    await expect(within(review).getByText("12 Feb 2024, 2:45 pm")).toBeVisible();
    // One rejection rejects; a hold holds while the other reviewer has not answered.
    const rejected = within(panel).getAllByRole("article", { name: "Partner Review" })[0] as HTMLElement;
    await expect(within(rejected).getAllByText("Rejected")).toHaveLength(2);
    const held = within(panel).getAllByRole("article", { name: "Partner Review" })[1] as HTMLElement;
    await expect(within(held).getAllByText("Hold")).toHaveLength(2);
    await expect(within(held).getByText("Waiting for an answer")).toBeVisible();
    await expect(within(panel).getByText("Pending")).toBeVisible();
    const notes = within(panel).getByRole("article", { name: "Call Notes" });
    await expect(within(notes).getByText(/Updated by Vikram Iyer/)).toBeVisible();
    await expect(within(notes).getByText("16 Feb 2024, 5:30 pm")).toBeVisible();
    await userEvent.click(within(notes).getByRole("button", { name: "Open call notes" }));
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The other stages opened: what a LinkedIn message, a summary, an e-mail, a meeting and a document
 * each hold, who added them and when (IST), and a comment.
 */
export const CollapsedEveryTypeOpen: Story = {
  globals: TALL_PAGE,
  args: { canAct: false },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    const sourcing = await openStage(canvasElement, "Sourcing");
    const linkedin = within(sourcing.getByRole("article", { name: "LinkedIn Outreach" }));
    await expect(linkedin.getByText(/^Added by Asha Raman/)).toBeVisible();
    await expect(linkedin.getByText("15 Jan 2024, 10:00 am")).toBeVisible();
    await expect(linkedin.getByText("Rohan Kapoor, Priya Shah")).toBeVisible();
    await expect(linkedin.getByText(/^Hi Rohan, we back robotics companies/)).toBeVisible();
    const summary = within(sourcing.getByRole("article", { name: "Company Summary" }));
    await expect(summary.getByText(/^Industrial cobots for mid-size plants/)).toBeVisible();
    await expect(summary.getByRole("button", { name: "Open summary" })).toBeEnabled();
    await expect(summary.getByText("Add the cap table before the committee.")).toBeVisible();
    await expect(summary.getByText("21 Jan 2024, 7:10 pm")).toBeVisible();
    const email = within(sourcing.getByRole("article", { name: "Intro E-mail" }));
    await expect(email.getByText("Kavach Robotics x Pipeline")).toBeVisible();
    await expect(email.getByText("rohan@kavachrobotics.in")).toBeVisible();

    const diligence = await openStage(canvasElement, "Due Diligence");
    const meeting = within(diligence.getByRole("article", { name: "Founder Meeting" }));
    await expect(meeting.getByText("Confirmed")).toBeVisible();
    await expect(meeting.getByText(/^22 Feb 2024, 2:00 pm/)).toBeVisible();
    await expect(meeting.getByText("Vikram Iyer")).toBeVisible();
    const document = within(diligence.getByRole("article", { name: "Pitch Deck" }));
    await expect(document.getByText("kavach-pitch-deck.pdf")).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The company's own comments and uploads after its journey: who wrote or uploaded what, to which
 * round, and when (IST); the files of one upload together, each opened by its name.
 */
export const CommentsAndUploads: Story = {
  args: {
    view: "expanded",
    adapter: timelineAdapter(everyTypeTimeline(), companyActivity()),
    onOpenFile: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole("region", { name: "Comments and uploads" }, { timeout: 4000 });
    const entries = within(section)
      .getAllByRole("listitem")
      .filter((entry) => entry.parentElement?.tagName === "OL");
    await expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual([
      "Meera Naircommented21 Feb 2024, 1:30 pm",
      "Vikram Iyeruploaded 2 files to Round 222 Feb 2024, 11:00 am",
    ]);
    await expect(
      within(section).getByText("Met the founders at the robotics fair; they asked for a second call."),
    ).toBeVisible();
    await userEvent.click(within(section).getByRole("button", { name: "cap-table.xlsx" }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(
      expect.objectContaining({ file_name: "cap-table.xlsx" }),
    );
  },
};

/** A company with uploads but no journey item yet: its files show, not "No journey items yet". */
export const UploadsWithoutJourney: Story = {
  args: { adapter: timelineAdapter([], companyActivity()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Comments and uploads" }, { timeout: 4000 });
    await expect(canvas.getByText("board-pack-q4.pdf")).toBeVisible();
    await expect(canvas.queryByText("No journey items yet")).toBeNull();
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

/**
 * Saffron Ledger's journey as the seeded memory adapter keeps it, two stages opened: a completed
 * meeting with its comment, call notes and an updated summary, and a round of diligence documents
 * with a recording.
 */
export const SeededMeetingAndDocumentsOpen: Story = {
  globals: TALL_PAGE,
  args: { adapter: storyAdapter(), companyId: 5, canAct: false },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Screening");
    const screening = await openStage(canvasElement, "Screening");
    const meeting = within(screening.getByRole("article", { name: "Intro Call" }));
    await expect(meeting.getByText("Completed")).toBeVisible();
    await expect(meeting.getByText("Rohan Desai, Anjali Desai")).toBeVisible();
    await expect(meeting.getByText(/^Founders walked us through the product/)).toBeVisible();
    const summary = within(screening.getByRole("article", { name: "Company Summary" }));
    await expect(summary.getByText(/Updated by Priya Nair/)).toBeVisible();
    const diligence = await openStage(canvasElement, "Due Diligence");
    await expect(diligence.getByText(/Management call recording\.mp4/)).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Kavach Robotics' screening as seeded: a summary, call notes and an intro call still confirmed. */
export const SeededConfirmedMeeting: Story = {
  args: { adapter: storyAdapter(), canAct: false },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Screening");
    const screening = await openStage(canvasElement, "Screening");
    const meeting = within(screening.getByRole("article", { name: "Intro Call" }));
    await expect(meeting.getByText("Confirmed")).toBeVisible();
    await expect(meeting.getByText(/^9 Apr 2024, 11:00 am/)).toBeVisible();
    await expect(meeting.getByText("Arjun Kapoor, Neha Kapoor")).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Greenloop Energy's journey as seeded, every stage open: a bounced e-mail and its blind committee review waiting; its cancelled meeting is not shown. */
export const SeededCancelledMeeting: Story = {
  globals: TALL_PAGE,
  args: { adapter: storyAdapter(), companyId: 6, canAct: false },
  play: async ({ canvasElement }) => {
    await stageHeading(canvasElement, "Sourcing");
    const sourcing = await openStage(canvasElement, "Sourcing");
    await expect(sourcing.getByText("Bounced")).toBeVisible();
    await expect(sourcing.getByText("omar.haddad@example.com")).toBeVisible();
    // The cancelled intro call is left out of the timeline (spec section 4), and with it its stage.
    await expect(within(canvasElement).queryByText("Cancelled")).not.toBeInTheDocument();
    const evaluation = await openStage(canvasElement, "Evaluation");
    // The committee's blind review, not answered by the viewer: how many have answered, and who is asked.
    await expect(evaluation.getByText("1 of 3 answered")).toBeVisible();
    await expect(evaluation.getByText(/^Reviewers: .*Asha Raman/)).toBeVisible();
    await expect(evaluation.getByText(/^Reviewers: .*Priya Nair/)).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
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
