import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MeetingScheduleInput, ProgressOptions } from "@pipeline/contract";
import { AddJourneyItem } from "@pipeline/ui";
import { expect, fn, userEvent, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { AdminStoryFrame, type AdminStoryArgs } from "../admin/adminStorySupport";
import {
  addItemDialog,
  chooseTask,
  COMPANY_ID,
  pick,
  STORY_TODAY,
} from "../journey-item/journeyItemStorySupport";
import { scheduleAdapter } from "./meetingStorySupport";

function MeetingFieldsStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <AddJourneyItem companyId={COMPANY_ID} open onClose={() => undefined} today={STORY_TODAY} />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/Meetings/MeetingFields",
  component: MeetingFieldsStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: AddJourneyItem },
    layout: "padded",
    viewport: {
      options: {
        dialogPage: { name: "Dialog page", styles: { width: "1100px", height: "1100px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "dialogPage", isRotated: false } },
  args: { adapter: scheduleAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof MeetingFieldsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A schedule whose recording is 40 % up and stays there. */
function uploading(_input: MeetingScheduleInput, options?: ProgressOptions): Promise<never> {
  options?.onProgress?.(0.4);
  return new Promise<never>(() => undefined);
}

/**
 * A meeting on the product's own links: members and moderators chosen, the hour and duration
 * still to set; unverified senders are listed but cannot be chosen, and the warning says why.
 */
export const OwnMeetingLink: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Screening", "Intro Call");
    await pick(dialog, "Attendees", ["Arjun Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await pick(dialog, "Moderators", ["Asha Raman"]);
    await userEvent.keyboard("{Escape}");
    await expect(dialog.getByRole("switch", { name: "Use our own meeting link" })).toBeChecked();
    await expect(dialog.getByRole("spinbutton", { name: /Duration/ })).toHaveValue("60");
    await expect(
      await dialog.findByText(/^Some senders are not verified\. Please go to sender details/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("combobox", { name: "Sender" }));
    const unverified = await body().findByRole("option", { name: /\(not verified\)$/ });
    await expect(unverified).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
  },
};

/** A meeting held elsewhere: its recording chosen and uploading, the dialog showing how far. */
export const WithRecordingUploading: Story = {
  args: { adapter: scheduleAdapter(uploading) },
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Screening", "Intro Call");
    await pick(dialog, "Attendees", ["Neha Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await pick(dialog, "Moderators", ["Asha Raman"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.getByRole("switch", { name: "Use our own meeting link" }));
    const recording = await dialog.findByRole("group", { name: /Recording/ });
    const input = recording.querySelector('input[type="file"]') as HTMLInputElement | null;
    if (!input) throw new Error("No file input");
    await userEvent.upload(input, new File(["video bytes"], "intro-call.mp4", { type: "video/mp4" }));
    await expect(dialog.getByText("intro-call.mp4")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    const progress = await dialog.findByRole("progressbar", { name: "Uploading" });
    await expect(progress).toHaveAttribute("aria-valuenow", "40");
  },
};
