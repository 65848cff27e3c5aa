import type { DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame } from "../../../../stories/features/admin/adminStorySupport";
import { COMPANY_ID, STORY_TODAY } from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { MEETING_MESSAGES, scheduleAdapter } from "../../../../stories/features/meetings/meetingStorySupport";
import { AddJourneyItem } from "../../src/features/journey-item";

type User = ReturnType<typeof userEvent.setup>;

function renderDialog(adapter: DataAdapter = scheduleAdapter()) {
  const onSaved = fn();
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <AddJourneyItem companyId={COMPANY_ID} open onClose={fn()} onSaved={onSaved} today={STORY_TODAY} />
    </AdminStoryFrame>,
  );
  return { adapter, onSaved };
}

async function pick(user: User, control: HTMLElement, ...names: string[]) {
  await user.click(control);
  for (const name of names) await user.click(await screen.findByRole("option", { name }));
  await user.keyboard("{Escape}");
}

async function meetingFields(user: User) {
  const dialog = within(await screen.findByRole("dialog", { name: "Add Item" }));
  await dialog.findByRole("combobox", { name: "Stage" });
  await pick(user, dialog.getByRole("combobox", { name: "Stage" }), "Screening");
  await pick(user, dialog.getByRole("combobox", { name: "Task" }), "Intro Call");
  await dialog.findByRole("combobox", { name: "Attendees" });
  return dialog;
}

describe("Add Item: the meeting's fields", { timeout: 30_000 }, () => {
  it("asks for a member, a moderator and a date, and a number of minutes", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const dialog = await meetingFields(user);
    const duration = dialog.getByRole("spinbutton", { name: /Duration/ });
    expect(duration).toHaveValue("60");
    await user.clear(duration);
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("At least one company member is required")).toBeInTheDocument();
    expect(dialog.getByText("At least one member is required")).toBeInTheDocument();
    expect(dialog.getByText("Date is required")).toBeInTheDocument();
    expect(dialog.getByText("Duration must be a number")).toBeInTheDocument();
    expect(adapter.meetings.schedule).not.toHaveBeenCalled();
  });

  it("asks for the recording of a meeting held elsewhere, and takes only .mp3, .mpeg and .mp4", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const dialog = await meetingFields(user);
    await user.click(dialog.getByRole("switch", { name: "Use our own meeting link" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Please select file to upload")).toBeInTheDocument();
    expect(dialog.queryByText("Date is required")).not.toBeInTheDocument();
    const input = dialog.getByRole("group", { name: /Recording/ }).querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error("No file input");
    await user.upload(input, new File(["%PDF"], "notes.pdf", { type: "application/pdf" }));
    expect(await dialog.findByText("Only .mp3, .mpeg, and .mp4 files are allowed.")).toBeInTheDocument();
  });

  it("lists unverified senders without letting them be chosen, and says why", async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await meetingFields(user);
    expect(
      await dialog.findByText(
        "Some senders are not verified. Please go to sender details to verify them before you can select them.",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("combobox", { name: "Sender" }));
    const unverified = await screen.findByRole("option", { name: /\(not verified\)$/ });
    expect(unverified).toHaveAttribute("aria-disabled", "true");
  });

  it("schedules an own meeting with what was chosen, and says so", async () => {
    const user = userEvent.setup();
    const { adapter, onSaved } = renderDialog();
    const dialog = await meetingFields(user);
    await pick(user, dialog.getByRole("combobox", { name: "Attendees" }), "Neha Kapoor");
    await pick(user, dialog.getByRole("combobox", { name: "Moderators" }), "Asha Raman");
    await user.type(dialog.getByLabelText(/^Date and time/), "2024-04-09T11:00");
    const duration = dialog.getByRole("spinbutton", { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, "45");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(adapter.meetings.schedule).toHaveBeenCalledWith(
      {
        company_id: COMPANY_ID,
        stage_id: 2,
        task_id: 4,
        attendees: [2],
        moderators: [1],
        sender_id: null,
        start_date: "2024-04-09T05:30:00.000Z",
        duration: 45,
        status: "CONFIRMED",
        isGatewayMeetScheduled: true,
        file: null,
      },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(await screen.findByText(MEETING_MESSAGES.scheduled)).toBeInTheDocument();
  });

  it("records a meeting held elsewhere with its recording, showing the upload's progress", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const adapter = scheduleAdapter(
      (_input, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(0.25);
          finish = () => resolve({ message: MEETING_MESSAGES.scheduled, data: {} as never });
        }),
    );
    const { onSaved } = renderDialog(adapter);
    const dialog = await meetingFields(user);
    await pick(user, dialog.getByRole("combobox", { name: "Attendees" }), "Arjun Kapoor");
    await pick(user, dialog.getByRole("combobox", { name: "Moderators" }), "Asha Raman");
    await user.click(dialog.getByRole("switch", { name: "Use our own meeting link" }));
    const recording = new File(["video"], "intro-call.mp4", { type: "video/mp4" });
    const input = dialog.getByRole("group", { name: /Recording/ }).querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error("No file input");
    await user.upload(input, recording);
    await user.click(dialog.getByRole("button", { name: "Save" }));
    const progress = await dialog.findByRole("progressbar", { name: "Uploading" });
    expect(progress).toHaveAttribute("aria-valuenow", "25");
    expect(adapter.meetings.schedule).toHaveBeenCalledWith(
      expect.objectContaining({
        isGatewayMeetScheduled: false,
        file: recording,
        attendees: [1],
        moderators: [1],
      }),
      expect.anything(),
    );
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });
});
