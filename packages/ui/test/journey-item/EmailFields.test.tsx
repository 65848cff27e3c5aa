import type { DataAdapter } from "@pipeline/contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminStoryFrame, hangs, withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  EMAIL_SENT,
  EMAIL_STAGE,
  EMAIL_SUBJECT,
  EMAIL_TASK,
  emailAdapter,
  followUpTemplate,
} from "../../../../stories/features/journey-item/emailFieldsStorySupport";
import { COMPANY_ID, STORY_TODAY } from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { AddJourneyItem } from "../../src/features/journey-item";

type User = ReturnType<typeof userEvent.setup>;

function renderDialog(adapter: DataAdapter = emailAdapter()) {
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

/** The dialog with the Follow-up Email task chosen and its body editor loaded. */
async function emailForm(user: User) {
  const dialog = await screen.findByRole("dialog", { name: "Add Item" });
  const view = within(dialog);
  await pick(user, await view.findByRole("combobox", { name: "Stage" }), EMAIL_STAGE);
  await pick(user, view.getByRole("combobox", { name: "Task" }), EMAIL_TASK);
  await view.findByRole("textbox", { name: "Body" }, { timeout: 5000 });
  return view;
}

function fileInput(view: ReturnType<typeof within>): HTMLInputElement {
  const input = view.getByRole("group", { name: "Attachments" }).querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error("No file input");
  return input;
}

describe("the e-mail fields of Add Item", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers only verified senders and says why the others cannot be chosen", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await emailForm(user);
    expect(
      view.getByText(
        "Some senders are not verified. Please go to sender details to verify them before you can select them.",
      ),
    ).toBeInTheDocument();
    const sender = view.getByRole("combobox", { name: "Sender" });
    await user.click(sender);
    const unverified = await screen.findByRole("option", { name: "ventures@pipeline.test (not verified)" });
    expect(unverified).toHaveAttribute("aria-disabled", "true");
    // The retired sender is not offered at all.
    expect(screen.queryByRole("option", { name: /old-outreach/ })).not.toBeInTheDocument();
    await user.click(unverified);
    expect(sender).not.toHaveTextContent("ventures@pipeline.test");
    await user.click(screen.getByRole("option", { name: "deals@pipeline.test" }));
    expect(sender).toHaveTextContent("deals@pipeline.test");
  });

  it("names each missing field with the contract's message", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog(withPort(emailAdapter(), "emailTemplates", { get: hangs }));
    const view = await emailForm(user);
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Sender is required")).toBeInTheDocument();
    expect(view.getByText("At least one company member is required")).toBeInTheDocument();
    expect(view.getByText("Subject is required")).toBeInTheDocument();
    expect(view.getByText("Body is required")).toBeInTheDocument();
    expect(adapter.emails.send).not.toHaveBeenCalled();
  });

  it("refuses a subject over 200 characters and a date in the past", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await emailForm(user);
    const subject = view.getByRole("textbox", { name: /^Subject/ });
    await user.clear(subject);
    await user.click(subject);
    await user.paste("s".repeat(201));
    fireEvent.change(view.getByLabelText(/^Send at/), { target: { value: "2020-01-01T10:00" } });
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Subject must be at most 200 characters")).toBeInTheDocument();
    expect(view.getByText("Date cannot be in the past")).toBeInTheDocument();
  });

  it("refuses attachments of another type or of 50 MB and more, with the spec's words", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const view = await emailForm(user);
    await user.upload(fileInput(view), new File(["clip"], "pitch.mp4", { type: "video/mp4" }));
    expect(await view.findByText("Invalid Attachment Format.")).toBeInTheDocument();
    const large = new File(["%PDF"], "accounts.pdf", { type: "application/pdf" });
    Object.defineProperty(large, "size", { value: 50 * 1024 * 1024 });
    await user.upload(fileInput(view), large);
    expect(await view.findByText("Please select a file smaller than 50 MB.")).toBeInTheDocument();
    expect(view.queryByRole("list", { name: "Chosen files" })).not.toBeInTheDocument();
  });

  it("fills the template for the first receiver, shows it formatted, and sends what the form holds", async () => {
    const user = userEvent.setup();
    const { adapter, onSaved } = renderDialog();
    const view = await emailForm(user);
    await pick(user, view.getByRole("combobox", { name: "Sender" }), "deals@pipeline.test");
    await pick(user, view.getByRole("combobox", { name: "Receivers" }), "Neha Kapoor", "Arjun Kapoor");
    await pick(user, view.getByRole("combobox", { name: "Cc" }), "Priya Nair");

    const body = view.getByRole("textbox", { name: "Body" });
    await waitFor(() => expect(body).toHaveTextContent("Hi Neha,"));
    expect(within(body).getByText("call").closest("strong")).not.toBeNull();
    expect(within(body).getByText("latest").closest("em")).not.toBeNull();
    expect(within(body).getByText("the deal page").closest("a")).toHaveAttribute(
      "href",
      "https://pipeline.test/kavach",
    );
    expect(view.getByRole("textbox", { name: /^Subject/ })).toHaveValue(EMAIL_SUBJECT);
    expect(view.getByText(/^Sends now\./)).toBeInTheDocument();

    const deck = new File(["%PDF-1.4 deck"], "kavach-deck.pdf", { type: "application/pdf" });
    await user.upload(fileInput(view), deck);
    await user.click(view.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(adapter.emails.send).toHaveBeenCalledOnce());
    const [input, options] = (adapter.emails.send as ReturnType<typeof fn>).mock.calls[0] ?? [];
    expect(input).toEqual({
      company_id: COMPANY_ID,
      stage_id: 1,
      task_id: 3,
      sender_id: 1,
      receivers: [2, 1],
      cc_email: ["priya.nair@pipeline.test"],
      bcc_email: [],
      subject: EMAIL_SUBJECT,
      body: followUpTemplate("Neha"),
      attachments: [deck],
      font: "Calibri",
      date: null,
    });
    expect(options).toEqual({ onProgress: expect.any(Function) });
    expect(await screen.findByText(EMAIL_SENT)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("sends at the chosen time, said in IST", async () => {
    // A fixed clock: the time chosen is in the future whenever the test runs.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-10T09:00:00.000Z"));
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await emailForm(user);
    await pick(user, view.getByRole("combobox", { name: "Sender" }), "deals@pipeline.test");
    await pick(user, view.getByRole("combobox", { name: "Receivers" }), "Arjun Kapoor");
    await waitFor(() => expect(view.getByRole("textbox", { name: "Body" })).toHaveTextContent("Hi Arjun,"));
    fireEvent.change(view.getByLabelText(/^Send at/), { target: { value: "2031-01-15T10:30" } });
    expect(await view.findByText(/^Scheduled for 15 Jan 2031, 10:30 am IST\./)).toBeInTheDocument();
    await user.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adapter.emails.send).toHaveBeenCalledOnce());
    const [input] = (adapter.emails.send as ReturnType<typeof fn>).mock.calls[0] ?? [];
    expect(input).toMatchObject({ date: "2031-01-15T05:00:00.000Z", receivers: [1] });
  });
});
