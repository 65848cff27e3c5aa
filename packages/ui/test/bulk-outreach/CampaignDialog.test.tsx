import { AdapterError, type CampaignCreateInput, type DataAdapter } from "@pipeline/contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hangs, withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  CAMPAIGN_CREATED,
  campaignAdapter,
  campaignDialog,
  CampaignDialogStory,
  fillCampaign,
  PARTLY_REACHED,
  PICKED,
  REACHED,
  refusedCreate,
} from "../../../../stories/features/bulk-outreach/campaignDialogSupport";
import type { OutreachCompanies } from "../../src/features/bulk-outreach";

type View = ReturnType<typeof within>;

function renderDialog(adapter: DataAdapter = campaignAdapter(), companies: OutreachCompanies = PICKED) {
  const onClose = fn();
  const onCreated = fn();
  render(
    <CampaignDialogStory
      adapter={adapter}
      navigate={fn()}
      companies={companies}
      onClose={onClose}
      onCreated={onCreated}
    />,
  );
  return { adapter, onClose, onCreated };
}

/** The payload of the one create call. */
function created(adapter: DataAdapter): CampaignCreateInput {
  const calls = (adapter.campaigns.create as ReturnType<typeof fn>).mock.calls;
  expect(calls).toHaveLength(1);
  return calls[0]?.[0] as CampaignCreateInput;
}

const notFound = async () => {
  throw new AdapterError("Not found.", { status: 404 });
};

async function submit(view: View, user: ReturnType<typeof userEvent.setup>) {
  await user.click(view.getByRole("button", { name: "Create campaign" }));
}

describe("the Bulk Initial Outreach dialog", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names each missing field with the contract's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog(withPort(campaignAdapter(), "emailTemplates", { get: notFound }));
    const view = await campaignDialog();
    expect(view.getByText(/The initial outreach template could not be loaded/)).toBeInTheDocument();
    await submit(view, user);
    expect(await view.findByText("Campaign name is required.")).toBeInTheDocument();
    expect(view.getByText("Sender is required")).toBeInTheDocument();
    expect(view.getByText("Subject is required")).toBeInTheDocument();
    expect(view.getByText("Body is required")).toBeInTheDocument();
    expect(adapter.campaigns.create).not.toHaveBeenCalled();
  });

  it("refuses a subject over 200 characters, a body over 50000 and Later without a time", async () => {
    const user = userEvent.setup();
    const long = withPort(campaignAdapter(), "emailTemplates", {
      get: async () => ({ key: "initial_outreach", subject: "Hello", body: `<p>${"b".repeat(50_000)}</p>` }),
    });
    renderDialog(long);
    const view = await campaignDialog();
    const subject = view.getByRole("textbox", { name: /^Subject/ });
    await user.clear(subject);
    await user.click(subject);
    await user.paste("s".repeat(201));
    await user.click(view.getByRole("radio", { name: "Later" }));
    await submit(view, user);
    expect(await view.findByText("Subject must be at most 200 characters")).toBeInTheDocument();
    expect(view.getByText("Body must be at most 50000 characters")).toBeInTheDocument();
    expect(view.getByText("Choose when to send the campaign.")).toBeInTheDocument();
    fireEvent.change(view.getByLabelText(/^Send at/), { target: { value: "2020-01-01T10:00" } });
    await submit(view, user);
    expect(await view.findByText("Date cannot be in the past")).toBeInTheDocument();
  });

  it("offers only verified senders, and says why the others cannot be chosen", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await campaignDialog();
    expect(
      view.getByText(
        "Some senders are not verified. Please go to sender details to verify them before you can select them.",
      ),
    ).toBeInTheDocument();
    const sender = view.getByRole("combobox", { name: "Sender" });
    await user.click(sender);
    const unverified = await screen.findByRole("option", { name: "ventures@pipeline.test (not verified)" });
    expect(unverified).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("option", { name: /old-outreach/ })).not.toBeInTheDocument();
    await user.click(unverified);
    expect(sender).not.toHaveTextContent("ventures@pipeline.test");
    await user.click(screen.getByRole("option", { name: "deals@pipeline.test" }));
    expect(sender).toHaveTextContent("deals@pipeline.test");
  });

  it("starts from the initial outreach template, its placeholders left for each recipient", async () => {
    const { adapter } = renderDialog();
    const view = await campaignDialog();
    expect(view.getByRole("textbox", { name: /^Subject/ })).toHaveValue("Introduction: {{company_name}}");
    await waitFor(() =>
      expect(view.getByRole("textbox", { name: "Body" })).toHaveTextContent(
        "We have been following {{company_name}} with interest ({{pitch_line}})",
      ),
    );
    expect(adapter.campaigns.audience).toHaveBeenCalledWith({ company_ids: [2, 3, 4] }, expect.anything());
  });

  it("says whom the campaign reaches and whom it leaves out", async () => {
    renderDialog(campaignAdapter(PARTLY_REACHED));
    const view = await campaignDialog();
    const summary = view.getByRole("region", { name: "Recipients" });
    expect(within(summary).getByRole("heading")).toHaveTextContent("112 recipients at 37 companies");
    expect(within(summary).getByText(/^3 addresses are on the suppression list/)).toBeInTheDocument();
    expect(within(summary).getByText(/^2 companies have no e-mail address/)).toBeInTheDocument();
    expect(
      within(summary).getByText(/^5 companies have had the initial outreach e-mail already/),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText(/^4 companies have not passed the committee this e-mail's stage waits for/),
    ).toBeInTheDocument();
  });

  it("cannot create a campaign that reaches nobody", async () => {
    renderDialog(campaignAdapter({ ...REACHED, recipients: 0, without_email: 3, sample: null }));
    const view = await campaignDialog();
    expect(view.getByRole("heading", { name: "0 recipients at 0 companies" })).toBeInTheDocument();
    expect(view.getByRole("alert")).toHaveTextContent(/^Nobody to write to/);
    expect(view.getByRole("button", { name: "Create campaign" })).toBeDisabled();
  });

  it("previews the message for the first recipient with the placeholders filled, escaped", async () => {
    const user = userEvent.setup();
    const sample = { ...REACHED.sample, company_name: "Tidewater <Analytics>" } as typeof REACHED.sample;
    renderDialog(campaignAdapter({ ...REACHED, sample }));
    const view = await campaignDialog();
    await user.click(view.getByRole("button", { name: "Preview" }));
    const preview = view.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("oliver.grant@example.com")).toBeInTheDocument();
    expect(within(preview).getByText("Introduction: Tidewater <Analytics>")).toBeInTheDocument();
    const message = within(preview).getByRole("document", {
      name: "Body as oliver.grant@example.com reads it",
    });
    await waitFor(() => expect(message).toHaveTextContent("Dear Oliver,"));
    expect(message).toHaveTextContent(
      "We have been following Tidewater <Analytics> with interest (port analytics that cut vessel waiting times by a third)",
    );
    expect(message.querySelector("analytics")).toBeNull();
  });

  it("writes a placeholder where the subject's caret is, and at the body's end", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await campaignDialog();
    const subject = view.getByRole("textbox", { name: /^Subject/ });
    await user.click(subject);
    (subject as HTMLInputElement).setSelectionRange(0, 0);
    expect(view.getByRole("group", { name: "Insert into the subject:" })).toBeInTheDocument();
    await user.click(view.getByRole("button", { name: "{{first_name}}" }));
    expect(subject).toHaveValue("{{first_name}}Introduction: {{company_name}}");

    await user.click(view.getByRole("textbox", { name: "Body" }));
    expect(view.getByRole("group", { name: "Insert into the body:" })).toBeInTheDocument();
    await user.click(view.getByRole("button", { name: "{{pitch_line}}" }));
    await waitFor(() =>
      expect(view.getByRole("textbox", { name: "Body" })).toHaveTextContent(
        /Kind regards \{\{pitch_line\}\}$/,
      ),
    );
  });

  it("creates the initial outreach campaign for the companies, now, and says so for 5 seconds", async () => {
    const user = userEvent.setup();
    const { adapter, onClose, onCreated } = renderDialog();
    const view = await campaignDialog();
    await fillCampaign(view);
    await submit(view, user);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CAMPAIGN_CREATED));
    expect(created(adapter)).toEqual({
      company_ids: [2, 3, 4],
      journey_item_id: 2,
      email_type: "initial_outreach",
      campaign_name: "Spring introductions",
      subject: "Introduction: {{company_name}}",
      body: expect.stringContaining("<p>Dear {{first_name}},</p>"),
      datetime: null,
      sender_id: 1,
    });
    expect(await screen.findByText(CAMPAIGN_CREATED)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("schedules the campaign at the chosen time, said in IST", async () => {
    // A fixed clock: the time chosen is in the future whenever the test runs.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-10T09:00:00.000Z"));
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await campaignDialog();
    await fillCampaign(view);
    await user.click(view.getByRole("radio", { name: "Later" }));
    fireEvent.change(view.getByLabelText(/^Send at/), { target: { value: "2031-01-15T10:30" } });
    expect(await view.findByText(/^Scheduled for 15 Jan 2031, 10:30 am IST\./)).toBeInTheDocument();
    await submit(view, user);
    await waitFor(() => expect(adapter.campaigns.create).toHaveBeenCalledOnce());
    expect(created(adapter).datetime).toBe("2031-01-15T05:00:00.000Z");
  });

  it("shows the server's refusal and lets the user try again", async () => {
    const user = userEvent.setup();
    const { onClose, onCreated } = renderDialog(campaignAdapter(REACHED, refusedCreate));
    const view = await campaignDialog();
    await fillCampaign(view);
    await submit(view, user);
    // The open dialog hides the rest of the page, the toasts included, from the accessibility tree.
    const region = screen.getByRole("region", { name: "Notifications", hidden: true });
    expect(await within(region).findByText("This sender is not verified yet.")).toBeInTheDocument();
    expect(view.getByText("This sender is not verified yet.")).toBeInTheDocument();
    await waitFor(() => expect(view.getByRole("button", { name: "Create campaign" })).toBeEnabled());
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("lists every company matching the table's filters before counting whom they reach", async () => {
    let answer: (ids: { count: number; ids: number[] }) => void = () => undefined;
    const matchingIds = fn(
      () => new Promise<{ count: number; ids: number[] }>((resolve) => (answer = resolve)),
    );
    const adapter = withPort(campaignAdapter(), "companies", { matchingIds });
    const params = { filters: { initial_email_status: ["none"] } };
    renderDialog(adapter, { kind: "all-matching", params, excludedIds: [7], count: 1234 });
    const dialog = within(await screen.findByRole("dialog", { name: "Bulk Initial Outreach" }));
    expect(
      await dialog.findByRole("progressbar", { name: "Finding the 1,234 selected companies…" }),
    ).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Create campaign" })).toBeDisabled();
    expect(matchingIds).toHaveBeenCalledWith(params, [7], expect.anything());
    answer({ count: 3, ids: [3, 4, 9] });
    await campaignDialog();
    expect(adapter.campaigns.audience).toHaveBeenCalledWith({ company_ids: [3, 4, 9] }, expect.anything());
  });

  it("keeps the form while the campaign is being created", async () => {
    const user = userEvent.setup();
    renderDialog(campaignAdapter(REACHED, hangs));
    const view = await campaignDialog();
    await fillCampaign(view);
    await submit(view, user);
    await waitFor(() =>
      expect(view.getByRole("button", { name: "Create campaign" })).toHaveAttribute("aria-busy", "true"),
    );
    expect(view.getByRole("button", { name: "Create campaign" })).toBeDisabled();
  });
});
