import type { EmailTemplate, EmailTemplateRequest } from "@pipeline/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddJourneyItem } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { AdminStoryFrame, type AdminStoryArgs, hangs, withPort } from "../admin/adminStorySupport";
import {
  EMAIL_STAGE,
  EMAIL_SUBJECT,
  EMAIL_TASK,
  emailAdapter,
  followUpTemplate,
  uploadingSend,
} from "./emailFieldsStorySupport";
import { addItemDialog, chooseTask, COMPANY_ID, enter, pick, STORY_TODAY } from "./journeyItemStorySupport";

type EmailStoryArgs = AdminStoryArgs & { onClose: () => void; onSaved: () => void };

/** The Add Item dialog, open, where the stories choose the Follow-up Email task. */
function EmailStory({ onClose, onSaved, ...frame }: EmailStoryArgs) {
  const [open, setOpen] = useState(true);
  return (
    <AdminStoryFrame {...frame}>
      <AddJourneyItem
        companyId={COMPANY_ID}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        onSaved={onSaved}
        today={STORY_TODAY}
      />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/JourneyItem/EmailFields",
  component: EmailStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: AddJourneyItem },
    layout: "padded",
    viewport: {
      options: {
        dialogPage: { name: "Dialog page", styles: { width: "1100px", height: "1150px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "dialogPage", isRotated: false } },
  args: { adapter: emailAdapter(), navigate: fn(), onClose: fn(), onSaved: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof EmailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The body editor once it has loaded and holds the template's text. */
async function filledBody(dialog: ReturnType<typeof within>, text: string): Promise<HTMLElement> {
  const editor = await dialog.findByRole("textbox", { name: "Body" }, { timeout: 4000 });
  await waitFor(() => expect(editor).toHaveTextContent(text), { timeout: 4000 });
  return editor;
}

/**
 * Filled in: the verified sender (the one awaiting verification is listed but cannot be chosen,
 * and the warning says why), a member, a colleague in copy, and the template's subject and
 * formatted body addressed to the member.
 */
export const Filled: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, EMAIL_STAGE, EMAIL_TASK);
    await expect(
      await dialog.findByText(
        "Some senders are not verified. Please go to sender details to verify them before you can select them.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("combobox", { name: "Sender" }));
    await expect(
      await body().findByRole("option", { name: "ventures@pipeline.test (not verified)" }),
    ).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(body().getByRole("option", { name: "deals@pipeline.test" }));
    await pick(dialog, "Receivers", ["Arjun Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await pick(dialog, "Cc", ["Priya Nair"]);
    await userEvent.keyboard("{Escape}");
    await filledBody(dialog, "Hi Arjun,");
    await expect(dialog.getByRole("textbox", { name: "Subject" })).toHaveValue(EMAIL_SUBJECT);
    await expect(dialog.getByText(/^Sends now\./)).toBeVisible();
  },
};

/** Save with nothing filled in (the template has not come): each required field says so. */
export const Required: Story = {
  args: { adapter: withPort(emailAdapter(), "emailTemplates", { get: hangs }) },
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, EMAIL_STAGE, EMAIL_TASK);
    await dialog.findByRole("textbox", { name: "Body" }, { timeout: 4000 });
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("Sender is required")).toBeVisible();
    await expect(dialog.getByText("At least one company member is required")).toBeVisible();
    await expect(dialog.getByText("Subject is required")).toBeVisible();
    await expect(dialog.getByText("Body is required")).toBeVisible();
  },
};

/** Save while the attachment uploads: the dialog shows how far it has got. */
export const Sending: Story = {
  args: { adapter: emailAdapter(uploadingSend) },
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, EMAIL_STAGE, EMAIL_TASK);
    await userEvent.click(dialog.getByRole("combobox", { name: "Sender" }));
    await userEvent.click(await body().findByRole("option", { name: "deals@pipeline.test" }));
    await pick(dialog, "Receivers", ["Neha Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await filledBody(dialog, "Hi Neha,");
    const attachments = dialog.getByRole("group", { name: "Attachments" });
    const input = attachments.querySelector('input[type="file"]') as HTMLInputElement | null;
    if (!input) throw new Error("No file input");
    await userEvent.upload(
      input,
      new File(["%PDF-1.4 deck"], "kavach-deck.pdf", { type: "application/pdf" }),
    );
    await expect(dialog.getByText("kavach-deck.pdf")).toBeVisible();
    await enter(dialog.getByRole("textbox", { name: "Subject" }), " (deck attached)");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    const progress = await dialog.findByRole("progressbar", { name: "Uploading" });
    await expect(progress).toHaveAttribute("aria-valuenow", "40");
  },
};

/** Arjun's template is held until the story lets it come; what lets it come, once asked for. */
let releaseArjunsTemplate: (() => void) | null = null;

function releaseArjun() {
  if (!releaseArjunsTemplate) throw new Error("Arjun's template was never asked for.");
  releaseArjunsTemplate();
}

/** The subject as the held template fills it: it names the receiver, so its arrival shows. */
const subjectFor = (firstName: string) => `Following up on our call, ${firstName}`;

function heldForArjun(request: string | EmailTemplateRequest): Promise<EmailTemplate> {
  const member = typeof request === "string" ? undefined : request.company_member_id;
  const firstName = member === 1 ? "Arjun" : "Neha";
  const template = {
    key: "follow_up_email",
    subject: subjectFor(firstName),
    body: followUpTemplate(firstName),
  };
  if (member !== 1) return Promise.resolve(template);
  return new Promise((resolve) => {
    releaseArjunsTemplate = () => resolve(template);
  });
}

/**
 * The body emptied while the next receiver's template is on its way: when it comes, it fills the
 * subject the user left as it was, and does not put back the body they deleted.
 */
export const EmptiedWhileTemplateLoads: Story = {
  args: { adapter: withPort(emailAdapter(), "emailTemplates", { get: fn(heldForArjun) }) },
  play: async () => {
    releaseArjunsTemplate = null;
    const dialog = await addItemDialog();
    await chooseTask(dialog, EMAIL_STAGE, EMAIL_TASK);
    await pick(dialog, "Receivers", ["Neha Kapoor"]);
    const editor = await filledBody(dialog, "Hi Neha,");
    const subject = dialog.getByRole("textbox", { name: "Subject" });
    await expect(subject).toHaveValue(subjectFor("Neha"));
    // Neha out, Arjun in: Arjun is now the first receiver, and his template is asked for.
    await userEvent.click(body().getByRole("option", { name: "Neha Kapoor" }));
    await userEvent.click(body().getByRole("option", { name: "Arjun Kapoor" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(releaseArjunsTemplate).not.toBeNull());

    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await waitFor(() => expect(editor).not.toHaveTextContent("Hi Neha,"));
    releaseArjun();
    await waitFor(() => expect(subject).toHaveValue(subjectFor("Arjun")));
    // A body from outside starts the editor again: read the one on the page now.
    const shown = dialog.getByRole("textbox", { name: "Body" });
    await expect(shown).not.toHaveTextContent("Hi Arjun,");
    await expect(shown).not.toHaveTextContent("Hi Neha,");
  },
};
