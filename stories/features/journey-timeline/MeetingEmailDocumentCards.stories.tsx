import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CompanyDocument, DataAdapter, JourneyTimeline as Timeline } from "@pipeline/contract";
import { JourneyTimeline, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, userEvent, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  ATTENDEE_LINK,
  completedMeeting,
  confirmedMeeting,
  documentItem,
  emailItems,
  MODERATOR_LINK,
  timelineOf,
} from "../meetings/meetingStorySupport";
import { timelineAdapter } from "./journeyTimelineStorySupport";

type CardsStoryArgs = {
  adapter: DataAdapter;
  navigate: Navigate;
  onOpenFile: (document: CompanyDocument) => void;
};

/** The expanded timeline of one stage, files opening through the page's slot. */
function CardsStory({ adapter, navigate, onOpenFile }: CardsStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <JourneyTimeline companyId={1} view="expanded" onOpenFile={onOpenFile} />
    </PipelineProvider>
  );
}

const cards = (timeline: Timeline) => timelineAdapter(timeline);

const meta = {
  title: "Features/JourneyTimeline/MeetingEmailDocumentCards",
  component: CardsStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: JourneyTimeline } },
  args: { adapter: cards(timelineOf([confirmedMeeting()])), navigate: fn(), onOpenFile: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CardsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function card(canvasElement: HTMLElement, name: string | RegExp) {
  return within(await within(canvasElement).findByRole("article", { name }, { timeout: 4000 }));
}

/** A confirmed own meeting: start and end in IST, its people, and both links to copy or open. */
export const ConfirmedMeetingWithLinks: Story = {
  play: async ({ canvasElement }) => {
    const meeting = await card(canvasElement, "Intro Call");
    await expect(meeting.getByText("Confirmed")).toBeVisible();
    await expect(meeting.getByText("9 Apr 2024, 11:00 am – 12:30 pm IST")).toBeVisible();
    await expect(meeting.getByText("1 hour 30 minutes")).toBeVisible();
    await expect(meeting.getByText("Rohan Kapoor")).toBeVisible();
    await expect(meeting.getByText("Asha Raman, Vikram Iyer")).toBeVisible();
    await expect(meeting.getByRole("link", { name: /Open the attendee link/ })).toHaveAttribute(
      "href",
      ATTENDEE_LINK,
    );
    await expect(meeting.getByRole("link", { name: /Open the moderator link/ })).toHaveAttribute(
      "href",
      MODERATOR_LINK,
    );
    await expect(meeting.getByRole("button", { name: "Copy the attendee link" })).toBeVisible();
  },
};

/** A completed meeting: no links any more, the moderator's comment as a table, its recording to open. */
export const CompletedMeetingWithCommentsAndRecording: Story = {
  args: { adapter: cards(timelineOf([completedMeeting()])) },
  play: async ({ canvasElement, args }) => {
    const meeting = await card(canvasElement, "Intro Call");
    await expect(meeting.getByText("Completed")).toBeVisible();
    await expect(meeting.queryByRole("link", { name: /attendee link/ })).not.toBeInTheDocument();
    const comments = meeting.getByRole("table", { name: "Meeting comments" });
    await expect(within(comments).getByRole("cell", { name: "Vikram Iyer" })).toBeVisible();
    await expect(within(comments).getByRole("cell", { name: "9 Apr 2024, 12:40 pm" })).toBeVisible();
    await userEvent.click(meeting.getByRole("button", { name: "intro-call-recording.mp4" }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: 81 }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** E-mails: one sent with an attachment (its body cleaned and formatted), one scheduled for later. */
export const Emails: Story = {
  args: { adapter: cards(timelineOf(emailItems())) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole("article", {}, { timeout: 4000 });
    const [first, second] = within(canvasElement).getAllByRole("article");
    if (!first || !second) throw new Error("Two e-mails expected");
    const sentCard = within(first);
    await expect(sentCard.getByText("Following up on our call, Kavach Robotics")).toBeVisible();
    await expect(sentCard.getByText("2 Apr 2024, 11:00 am IST")).toBeVisible();
    await expect(await sentCard.findByText("call", { selector: "strong" }, { timeout: 4000 })).toBeVisible();
    await expect(sentCard.getByRole("button", { name: "kavach-term-sheet.pdf" })).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(within(second).getByText("Scheduled for 6 May 2099, 10:00 am IST")).toBeVisible();
  },
};

/** A document: its file, opened by its name, and what it is. */
export const Document: Story = {
  args: { adapter: cards(timelineOf([documentItem()])) },
  play: async ({ canvasElement, args }) => {
    const documentCard = await card(canvasElement, "Pitch Deck");
    await expect(documentCard.getByText("Series A deck, April 2024")).toBeVisible();
    await userEvent.click(documentCard.getByRole("button", { name: "kavach-pitch-deck.pdf" }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: 83 }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
