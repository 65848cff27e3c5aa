import { AdapterError, type DataAdapter, type JourneyItem, type RoleName } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame, withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  ASHA,
  completedMeeting,
  confirmedMeeting,
  MEETING_COMPANY_ID,
  MEETING_MESSAGES,
  meetingActionsAdapter,
  VIKRAM,
} from "../../../../stories/features/meetings/meetingStorySupport";
import { useCurrentUser } from "../../src/data/hooks/users";
import { MeetingItemActions } from "../../src/features/meetings";

// The signed-in user is Asha (pk 1), who holds SUPER_ADMIN and USER; each test says which role she
// acts as. Before the user is known no action may be judged, so every assertion about what is
// offered waits for the line that names the signed-in user and their role: it shows only once the
// user has loaded, from the same read the actions use.

/** Names the signed-in user once they are known. */
function SignedInAs() {
  const user = useCurrentUser();
  return user.data ? <p>{`Signed in as ${user.data.first_name} (${user.data.active_role})`}</p> : null;
}

/** The meeting adapter with Asha acting as `role`. */
function actingAs(role: RoleName, adapter: DataAdapter = meetingActionsAdapter()): DataAdapter {
  const current = adapter.users.current;
  return withPort(adapter, "users", {
    current: async (options) => ({ ...(await current(options)), active_role: role }),
  });
}

function renderActions(item: JourneyItem, adapter: DataAdapter) {
  const navigate = fn();
  render(
    <AdminStoryFrame adapter={adapter} navigate={navigate}>
      <SignedInAs />
      <div role="group" aria-label="Actions">
        <MeetingItemActions companyId={MEETING_COMPANY_ID} item={item} />
      </div>
    </AdminStoryFrame>,
  );
  return { adapter, navigate };
}

/** What the item offers once the user is known. */
async function offered(role: RoleName) {
  await screen.findByText(`Signed in as Asha (${role})`);
  const actions = within(screen.getByRole("group", { name: "Actions" }));
  return {
    comment: actions.queryByRole("button", { name: "Comment" }) !== null,
    cancel: actions.queryByRole("button", { name: "Cancel Meeting" }) !== null,
  };
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

/** The meeting scheduled by Vikram, who alone moderates it: nothing of Asha's. */
function vikramsMeeting(): JourneyItem {
  const meeting = confirmedMeeting({ created_by: VIKRAM, moderators: [VIKRAM] });
  return { ...meeting, meeting: meeting.meeting && { ...meeting.meeting, moderators: [VIKRAM.pk] } };
}

describe("MeetingItemActions", { timeout: 30_000 }, () => {
  it("offers nothing before the signed-in user is known", async () => {
    const adapter = withPort(meetingActionsAdapter(), "users", {
      current: () => new Promise(() => undefined),
    });
    renderActions(confirmedMeeting(), adapter);
    // The meeting's own story renders at once; the actions wait for the user.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers a moderator who has not commented the Comment, which completes the meeting", async () => {
    const user = userEvent.setup();
    const { adapter } = renderActions(confirmedMeeting(), actingAs("USER"));
    expect(await offered("USER")).toEqual({ comment: true, cancel: true });
    await user.click(screen.getByRole("button", { name: "Comment" }));
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

  it("offers no Comment to a moderator who has commented; Cancel stays theirs", async () => {
    renderActions(commentedByAsha(), actingAs("USER"));
    expect(await offered("USER")).toEqual({ comment: false, cancel: true });
  });

  it("offers nothing to a USER who neither scheduled nor moderates the meeting", async () => {
    renderActions(vikramsMeeting(), actingAs("USER"));
    expect(await offered("USER")).toEqual({ comment: false, cancel: false });
  });

  it("offers Cancel Meeting, not Comment, to a SUPER_ADMIN who does not moderate it", async () => {
    renderActions(vikramsMeeting(), actingAs("SUPER_ADMIN"));
    expect(await offered("SUPER_ADMIN")).toEqual({ comment: false, cancel: true });
  });

  it("offers Cancel Meeting, not Comment, to the USER who scheduled it without moderating it", async () => {
    const scheduledByAsha = confirmedMeeting({ moderators: [VIKRAM] });
    const item = {
      ...scheduledByAsha,
      meeting: scheduledByAsha.meeting && { ...scheduledByAsha.meeting, moderators: [VIKRAM.pk] },
    };
    renderActions(item, actingAs("USER"));
    expect(await offered("USER")).toEqual({ comment: false, cancel: true });
  });

  it("offers no Cancel Meeting once the meeting is completed", async () => {
    renderActions(completedMeeting(), actingAs("USER"));
    // Asha moderates and has not commented on the completed meeting: Comment stays, Cancel does not.
    expect(await offered("USER")).toEqual({ comment: true, cancel: false });
  });

  it("cancels a confirmed meeting after asking, and shows the server's message", async () => {
    const user = userEvent.setup();
    const { adapter } = renderActions(confirmedMeeting(), actingAs("USER"));
    expect(await offered("USER")).toEqual({ comment: true, cancel: true });
    await user.click(screen.getByRole("button", { name: "Cancel Meeting" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Meeting" }));
    expect(dialog.getByText(/^Cancel "Intro Call" on 9 Apr 2024, 11:00 am IST\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel Meeting" }));
    await waitFor(() =>
      expect(adapter.meetings.cancel).toHaveBeenCalledWith({ id: 41, company_id: MEETING_COMPANY_ID }),
    );
    expect(await screen.findByText(MEETING_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it("says in a toast why the server refused the cancel, and stays where it is", async () => {
    const user = userEvent.setup();
    const refusal =
      "Only the user who scheduled this meeting, one of its moderators or a SUPER_ADMIN can cancel it.";
    const adapter = withPort(actingAs("USER"), "meetings", {
      cancel: fn(async () => {
        throw new AdapterError(refusal, { status: 403 });
      }),
    });
    const { navigate } = renderActions(confirmedMeeting(), adapter);
    expect(await offered("USER")).toEqual({ comment: true, cancel: true });
    await user.click(screen.getByRole("button", { name: "Cancel Meeting" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Meeting" }));
    await user.click(dialog.getByRole("button", { name: "Cancel Meeting" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    // The dialog stays open over the page, with Keep meeting to go back to it.
    expect(dialog.getByRole("button", { name: "Keep meeting" })).toBeEnabled();
  });
});
