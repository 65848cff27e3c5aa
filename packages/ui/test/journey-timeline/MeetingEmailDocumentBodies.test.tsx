import type { CompanyDocument, JourneyItem } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it, vi } from "vitest";
import { AdminStoryFrame } from "../../../../stories/features/admin/adminStorySupport";
import { timelineAdapter } from "../../../../stories/features/journey-timeline/journeyTimelineStorySupport";
import {
  ATTENDEE_LINK,
  completedMeeting,
  confirmedMeeting,
  documentItem,
  emailItems,
  MODERATOR_LINK,
  timelineOf,
} from "../../../../stories/features/meetings/meetingStorySupport";
import { JourneyTimeline } from "../../src/features/journey-timeline";

function renderTimeline(items: JourneyItem[], onOpenFile?: (document: CompanyDocument) => void) {
  render(
    <AdminStoryFrame adapter={timelineAdapter(timelineOf(items))} navigate={fn()}>
      <JourneyTimeline companyId={1} view="expanded" onOpenFile={onOpenFile} />
    </AdminStoryFrame>,
  );
}

async function card(name: string) {
  return within(await screen.findByRole("article", { name }));
}

describe("the timeline's meeting, e-mail and document items", { timeout: 20_000 }, () => {
  it("shows a confirmed meeting's start and end in IST and its links, to copy or open", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderTimeline([confirmedMeeting()]);
    const meeting = await card("Intro Call");
    expect(meeting.getByText("9 Apr 2024, 11:00 am – 12:30 pm IST")).toBeInTheDocument();
    expect(meeting.getByRole("link", { name: /Open the attendee link/ })).toHaveAttribute(
      "href",
      ATTENDEE_LINK,
    );
    expect(meeting.getByRole("link", { name: /Open the moderator link/ })).toHaveAttribute(
      "href",
      MODERATOR_LINK,
    );
    await user.click(meeting.getByRole("button", { name: "Copy the moderator link" }));
    expect(writeText).toHaveBeenCalledWith(MODERATOR_LINK);
    expect(await screen.findByText("Moderator link copied")).toBeInTheDocument();
  });

  it("hides the links of a meeting no longer confirmed, even when the item still carries them", async () => {
    renderTimeline([
      { ...completedMeeting(), meeting_attendee_link: ATTENDEE_LINK, meeting_moderator_link: MODERATOR_LINK },
    ]);
    const meeting = await card("Intro Call");
    expect(meeting.getByText("Completed")).toBeInTheDocument();
    expect(meeting.queryByRole("link")).not.toBeInTheDocument();
    expect(meeting.queryByText("Attendee link")).not.toBeInTheDocument();
  });

  it("lists a completed meeting's comments in a table once, and opens its recording", async () => {
    const user = userEvent.setup();
    const onOpenFile = vi.fn();
    renderTimeline([completedMeeting()], onOpenFile);
    const meeting = await card("Intro Call");
    const table = meeting.getByRole("table", { name: "Meeting comments" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("No comment row");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Vikram Iyer",
      "9 Apr 2024, 12:40 pm",
      expect.stringMatching(/^Founders walked us through the product/),
    ]);
    expect(meeting.getAllByText(/^Founders walked us through the product/)).toHaveLength(1);
    await user.click(meeting.getByRole("button", { name: "intro-call-recording.mp4" }));
    expect(onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: 81, type: "RECORDING" }));
  });

  it("shows an e-mail's body cleaned of anything that runs, and when a scheduled one goes", async () => {
    renderTimeline(emailItems());
    await screen.findAllByRole("article");
    const [sent, scheduled] = screen.getAllByRole("article");
    if (!sent || !scheduled) throw new Error("Two e-mails expected");
    const body = within(sent).getByRole("document", { name: /^Body of Following up/ });
    await waitFor(() => expect(within(body).getByText("call").tagName).toBe("STRONG"));
    expect(body.querySelector("img, [onerror], script")).toBeNull();
    expect(within(sent).getByText("vikram@pipeline.test")).toBeInTheDocument();
    expect(within(sent).getByText("asha@pipeline.test")).toBeInTheDocument();
    expect(within(scheduled).getByText("Scheduled for 6 May 2099, 10:00 am IST")).toBeInTheDocument();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it("names a document's file without a link when the page opens no files", async () => {
    renderTimeline([documentItem()]);
    const document = await card("Pitch Deck");
    expect(document.getByText("kavach-pitch-deck.pdf")).toBeInTheDocument();
    expect(document.queryByRole("button", { name: "kavach-pitch-deck.pdf" })).not.toBeInTheDocument();
    expect(document.getByText("Series A deck, April 2024")).toBeInTheDocument();
  });
});
