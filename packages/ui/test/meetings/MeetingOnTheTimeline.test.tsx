import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame, storyAdapter } from "../../../../stories/features/admin/adminStorySupport";
import { JourneyTimeline } from "../../src/features/journey-timeline";
import { MeetingItemActions } from "../../src/features/meetings";

/** The seeded journey of Kavach Robotics (company 1), with the meeting actions a page would put on it. */
function renderJourney() {
  const adapter = storyAdapter();
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <JourneyTimeline
        companyId={1}
        view="expanded"
        renderItemActions={(item) => <MeetingItemActions companyId={1} item={item} />}
      />
    </AdminStoryFrame>,
  );
  return adapter;
}

async function introCall() {
  return within(await screen.findByRole("article", { name: "Intro Call" }, { timeout: 5000 }));
}

describe("a meeting's actions on the seeded journey", { timeout: 30_000 }, () => {
  it("completes the meeting with the moderator's comment, and the timeline shows it at once", async () => {
    const user = userEvent.setup();
    renderJourney();
    const meeting = await introCall();
    expect(meeting.getByText("Confirmed")).toBeInTheDocument();
    await user.click(await meeting.findByRole("button", { name: "Comment" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Meeting Comment" }));
    await user.type(dialog.getByRole("textbox", { name: /Comment/ }), "Good call; send the data room.");
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    const completed = await screen.findByRole("article", { name: "Intro Call" });
    await waitFor(() => expect(within(completed).getByText("Completed")).toBeInTheDocument());
    const table = within(completed).getByRole("table", { name: "Meeting comments" });
    expect(within(table).getByText("Good call; send the data room.")).toBeInTheDocument();
    expect(within(completed).queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
    expect(within(completed).queryByRole("button", { name: "Cancel Meeting" })).not.toBeInTheDocument();
    expect(within(completed).queryByRole("link", { name: /attendee link/ })).not.toBeInTheDocument();
  });

  it("cancels the meeting, which then leaves the timeline", async () => {
    const user = userEvent.setup();
    renderJourney();
    const meeting = await introCall();
    // The actions show once the signed-in user (a SUPER_ADMIN, who may cancel) is known.
    await user.click(await meeting.findByRole("button", { name: "Cancel Meeting" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Meeting" }));
    await user.click(dialog.getByRole("button", { name: "Cancel Meeting" }));
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Intro Call" })).not.toBeInTheDocument(),
    );
  });
});
