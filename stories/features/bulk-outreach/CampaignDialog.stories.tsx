import type { Meta, StoryObj } from "@storybook/react-vite";
import { CampaignDialog } from "@pipeline/ui";
import { AdapterError } from "@pipeline/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, hangs, withPort } from "../admin/adminStorySupport";
import {
  campaignAdapter,
  campaignDialog,
  CampaignDialogStory,
  fillCampaign,
  PARTLY_REACHED,
  PICKED,
  refusedCreate,
} from "./campaignDialogSupport";

const meta = {
  title: "Features/BulkOutreach/CampaignDialog",
  component: CampaignDialogStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: CampaignDialog },
    layout: "fullscreen",
    viewport: {
      options: {
        // The smallest laptop screen the portal is used on: the dialog scrolls inside it.
        laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "laptop", isRotated: false } },
  args: {
    adapter: campaignAdapter(),
    navigate: fn(),
    companies: PICKED,
    onClose: fn(),
    onCreated: fn(),
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CampaignDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Types into the body as the keyboard does: simulated key presses do not edit a contenteditable. */
function typeInBody(editor: HTMLElement, text: string): void {
  editor.dispatchEvent(
    new InputEvent("beforeinput", { inputType: "insertText", data: text, bubbles: true, cancelable: true }),
  );
}

/**
 * Puts the caret after this text of the body, as a click there would: simulated clicks do not
 * place a caret in a contenteditable. The editor is focused first and reads the selection once the
 * browser reports its change.
 */
async function caretAfter(editor: HTMLElement, text: string): Promise<void> {
  const walker = document.createTreeWalker(within(editor).getByText(text), NodeFilter.SHOW_TEXT);
  let last: Node | null = null;
  while (walker.nextNode()) last = walker.currentNode;
  if (!last) throw new Error(`No text "${text}" in the body`);
  editor.focus();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const range = document.createRange();
  range.setStart(last, last.textContent?.length ?? 0);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Opened for three companies: whom it reaches, and the initial outreach template's subject and body. */
export const Default: Story = {
  play: async () => {
    const dialog = await campaignDialog();
    await expect(dialog.getByRole("heading", { name: "4 recipients at 3 companies" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Subject/ })).toHaveValue(
      "Introduction: {{company_name}}",
    );
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Body" })).toHaveTextContent("Dear {{first_name}},"),
    );
    await expect(dialog.getByRole("radio", { name: "Now" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: /^Campaign name/ })).toHaveFocus();
  },
};

/**
 * Create campaign with nothing filled in, the template not found: each field says what it needs,
 * in the contract's words.
 */
export const Required: Story = {
  args: {
    adapter: withPort(campaignAdapter(), "emailTemplates", {
      get: async () => {
        throw new AdapterError("Not found.", { status: 404 });
      },
    }),
  },
  play: async () => {
    const dialog = await campaignDialog();
    await expect(dialog.getByText(/The initial outreach template could not be loaded/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Create campaign" }));
    await expect(await dialog.findByText("Campaign name is required.")).toBeVisible();
    await expect(dialog.getByText("Sender is required")).toBeInTheDocument();
    await expect(dialog.getByText("Subject is required")).toBeInTheDocument();
    await expect(dialog.getByText("Body is required")).toBeInTheDocument();
  },
};

/** The sender list: the sender awaiting verification is shown but cannot be chosen, and the note says why. */
export const UnverifiedSenders: Story = {
  play: async () => {
    const dialog = await campaignDialog();
    await expect(
      dialog.getByText(
        "Some senders are not verified. Please go to sender details to verify them before you can select them.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("combobox", { name: "Sender" }));
    await expect(
      await page().findByRole("option", { name: "ventures@pipeline.test (not verified)" }),
    ).toHaveAttribute("aria-disabled", "true");
    // The list is open once its opening animation has ended.
    await waitFor(() => expect(page().getByRole("option", { name: "deals@pipeline.test" })).toBeVisible());
  },
};

/**
 * A placeholder added to the subject and one to the body where their carets were, then the
 * message as the first recipient reads it, the placeholders filled with their words.
 */
export const Preview: Story = {
  play: async () => {
    const dialog = await campaignDialog();
    const subject = dialog.getByRole("textbox", { name: /^Subject/ });
    await userEvent.click(subject);
    await userEvent.keyboard("{End} for ");
    await userEvent.click(dialog.getByRole("button", { name: "{{first_name}}" }));
    await expect(subject).toHaveValue("Introduction: {{company_name}} for {{first_name}}");

    const editor = dialog.getByRole("textbox", { name: "Body" });
    await waitFor(() => expect(editor).toHaveTextContent("Kind regards"));
    await caretAfter(editor, "Kind regards");
    typeInBody(editor, ", on behalf of ");
    await userEvent.click(dialog.getByRole("button", { name: "{{company_name}}" }));
    await waitFor(() => expect(editor).toHaveTextContent("Kind regards, on behalf of {{company_name}}"));

    const toggle = dialog.getByRole("button", { name: "Preview" });
    await userEvent.click(toggle);
    const preview = dialog.getByRole("region", { name: "Preview" });
    await expect(within(preview).getByText("oliver.grant@example.com")).toBeVisible();
    await expect(within(preview).getByText("Introduction: Tidewater Analytics for Oliver")).toBeVisible();
    const message = within(preview).getByRole("document", {
      name: "Body as oliver.grant@example.com reads it",
    });
    await waitFor(() => expect(message).toHaveTextContent("Dear Oliver,"));
    await expect(message).toHaveTextContent(
      "Tidewater Analytics with interest (port analytics that cut vessel waiting times by a third)",
    );
    await waitFor(() => expect(message).toHaveTextContent("Kind regards, on behalf of Tidewater Analytics"));
    message.scrollIntoView({ block: "end" });
  },
};

/** A wider selection: the addresses on the suppression list and the companies left out, and why (no address, contacted before, a committee not passed). */
export const LeftOut: Story = {
  args: { adapter: campaignAdapter(PARTLY_REACHED) },
  play: async () => {
    const dialog = await campaignDialog();
    const summary = dialog.getByRole("region", { name: "Recipients" });
    await expect(
      within(summary).getByRole("heading", { name: "112 recipients at 37 companies" }),
    ).toBeVisible();
    await expect(within(summary).getByText(/^3 addresses are on the suppression list/)).toBeVisible();
    await expect(within(summary).getByText(/^2 companies have no e-mail address/)).toBeVisible();
    await expect(
      within(summary).getByText(/^5 companies have had the initial outreach e-mail already/),
    ).toBeVisible();
    await expect(
      within(summary).getByText(/^4 companies have not passed the committee this e-mail's stage waits for/),
    ).toBeVisible();
  },
};

/** Create campaign pressed: the button shows it is working until the server answers. */
export const Submitting: Story = {
  args: { adapter: campaignAdapter(undefined, hangs) },
  play: async ({ args }) => {
    const dialog = await campaignDialog();
    await fillCampaign(dialog);
    const submit = dialog.getByRole("button", { name: "Create campaign" });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(submit).toBeDisabled();
    await expect(args.adapter.campaigns.create).toHaveBeenCalledWith(
      expect.objectContaining({ journey_item_id: 2, email_type: "initial_outreach", company_ids: [2, 3, 4] }),
    );
  },
};

/** The server refuses the campaign: its message as a toast and on the sender, the form kept for another try. */
export const ServerError: Story = {
  args: { adapter: campaignAdapter(undefined, refusedCreate) },
  play: async ({ args }) => {
    const dialog = await campaignDialog();
    await fillCampaign(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create campaign" }));
    await expect(await dialog.findByText("This sender is not verified yet.")).toBeVisible();
    await waitFor(() => expect(dialog.getByRole("button", { name: "Create campaign" })).toBeEnabled());
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expectToast(document.body, "This sender is not verified yet.");
  },
};
