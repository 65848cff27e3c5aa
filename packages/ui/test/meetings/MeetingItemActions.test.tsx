import type { DataAdapter, JourneyItem } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame } from "../../../../stories/features/admin/adminStorySupport";
import {
  ASHA,
  completedMeeting,
  confirmedMeeting,
  MEETING_COMPANY_ID,
  MEETING_MESSAGES,
  meetingActionsAdapter,
  VIKRAM,
} from "../../../../stories/features/meetings/meetingStorySupport";
import { MeetingItemActions } from "../../src/features/meetings";

function renderActions(
  item: JourneyItem,
  wholeAccess = true,
  adapter: DataAdapter = meetingActionsAdapter(),
) {
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <div role="group" aria-label="Actions">
        <MeetingItemActions companyId={MEETING_COMPANY_ID} item={item} wholeAccess={wholeAccess} />
      </div>
    </AdminStoryFrame>,
  );
  return adapter;
}

/** The signed-in user (Asha) has commented on the meeting. */
function commentedByAsha(): JourneyItem {
  const meeting = confirmedMeeting();
  return {
    ...meeting,
    comments: [{ id: 1, comment_text: "Went well.", created_by: ASHA, created: "2024-04-09T07:00:00.000Z" }],
    meeting: meeting.meeting && { ...meeting.meeting, commented_by: [ASHA.pk] },
  };
}

describe("MeetingItemActions", { timeout: 30_000 }, () => {
  it("offers a moderator who has not commented the Comment, which completes the meeting", async () => {
    const user = userEvent.setup();
    const adapter = renderActions(confirmedMeeting());
    await user.click(await screen.findByRole("button", { name: "Comment" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Meeting Comment" }));
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    expect(await dialog.findByText("Comment required")).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: /Comment/ }), "  Strong founders; next: diligence. ");
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(adapter.meetings.comment).toHaveBeenCalledWith(41, {
        company_id: MEETING_COMPANY_ID,
        stage_id: 2,
        task_id: 4,
        comment_text: "Strong founders; next: diligence.",
        status: "COMPLETED",
      }),
    );
    expect(await screen.findByText(MEETING_MESSAGES.commented)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers no Comment to a moderator who has commented", async () => {
    renderActions(commentedByAsha());
    expect(await screen.findByRole("button", { name: "Cancel Meeting" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
  });

  it("offers no Comment to a user who does not moderate the meeting", async () => {
    renderActions({ ...confirmedMeeting(), moderators: [VIKRAM], meeting: null });
    expect(await screen.findByRole("button", { name: "Cancel Meeting" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
  });

  it("offers no Cancel Meeting once the meeting is completed", async () => {
    renderActions(completedMeeting());
    // Asha moderates and has not commented on the completed meeting: Comment stays, Cancel does not.
    expect(await screen.findByRole("button", { name: "Comment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Meeting" })).not.toBeInTheDocument();
  });

  it("offers no Cancel Meeting to a reader of shared items", async () => {
    renderActions(confirmedMeeting(), false);
    expect(await screen.findByRole("button", { name: "Comment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Meeting" })).not.toBeInTheDocument();
  });

  it("cancels a confirmed meeting after asking, and shows the server's message", async () => {
    const user = userEvent.setup();
    const adapter = renderActions(confirmedMeeting());
    await user.click(await screen.findByRole("button", { name: "Cancel Meeting" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Meeting" }));
    expect(dialog.getByText(/^Cancel "Intro Call" on 9 Apr 2024, 11:00 am IST\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel Meeting" }));
    await waitFor(() =>
      expect(adapter.meetings.cancel).toHaveBeenCalledWith({ id: 41, company_id: MEETING_COMPANY_ID }),
    );
    expect(await screen.findByText(MEETING_MESSAGES.cancelled)).toBeInTheDocument();
  });
});
