import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DataAdapter } from "@pipeline/contract";
import { CancelMeeting, MeetingComment, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { confirmedMeeting, MEETING_COMPANY_ID, meetingActionsAdapter } from "./meetingStorySupport";
import { findDialog } from "../../support/findDialog";

type DialogStoryArgs = { adapter: DataAdapter; navigate: Navigate; dialog: "cancel" | "comment" };

function MeetingDialogStory({ adapter, navigate, dialog }: DialogStoryArgs) {
  const item = confirmedMeeting();
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      {dialog === "cancel" ? (
        <CancelMeeting companyId={MEETING_COMPANY_ID} item={item} open onClose={() => undefined} />
      ) : (
        <MeetingComment companyId={MEETING_COMPANY_ID} item={item} open onClose={() => undefined} />
      )}
    </PipelineProvider>
  );
}

const meta = {
  title: "Features/Meetings/MeetingDialogs",
  component: MeetingDialogStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: CancelMeeting } },
  args: { adapter: meetingActionsAdapter(), navigate: fn(), dialog: "cancel" },
  afterEach: waitForAnimations,
} satisfies Meta<typeof MeetingDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel Meeting asks first, naming the meeting and its time in IST. */
export const CancelMeetingDialog: Story = {
  play: async () => {
    const dialog = within(await findDialog({ name: "Cancel Meeting" }));
    await waitFor(() =>
      expect(dialog.getByText(/^Cancel "Intro Call" on 9 Apr 2024, 11:00 am IST\?/)).toBeVisible(),
    );
    await expect(dialog.getByRole("button", { name: "Keep meeting" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel Meeting" })).toBeVisible();
  },
};

/** The moderator's comment, sent empty: the comment is required. */
export const MeetingCommentDialog: Story = {
  args: { dialog: "comment" },
  play: async () => {
    const dialog = within(await findDialog({ name: "Meeting Comment" }));
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect(await dialog.findByText("Comment required")).toBeVisible();
  },
};
