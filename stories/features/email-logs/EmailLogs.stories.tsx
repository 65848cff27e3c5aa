import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdapterError } from "@pipeline/contract";
import { EmailLogs } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { emailLogsAdapter, EmailLogsFrame, type EmailLogsStoryArgs, emailLogsPort } from "./emailLogsSupport";
import { findDialog } from "../../support/findDialog";

function EmailLogsStory(frame: EmailLogsStoryArgs) {
  return (
    <EmailLogsFrame {...frame}>
      <EmailLogs />
    </EmailLogsFrame>
  );
}

const meta = {
  title: "Features/EmailLogs",
  component: EmailLogsStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: EmailLogs },
    layout: "padded",
    viewport: {
      options: {
        emailLogsPage: {
          name: "Email Logs page",
          styles: { width: "1440px", height: "900px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "emailLogsPage", isRotated: false } },
  args: { adapter: emailLogsAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof EmailLogsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a message by its subject. */
async function logRow(canvasElement: HTMLElement, subject: string): Promise<HTMLElement> {
  const name = await within(canvasElement).findByRole("button", { name: subject }, { timeout: 4000 });
  const row = name.closest<HTMLElement>("[data-row-id]");
  if (!row) throw new Error(`No row for ${subject}`);
  return row;
}

const never = () => new Promise<never>(() => undefined);

/** A page of messages, newest first: delivered and bounced ones, long subjects, several receivers. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Email Logs" })).toBeVisible();
    const bounced = within(
      await logRow(
        canvasElement,
        "Follow-up on our conversation about the Series B round and next quarter's diligence plan",
      ),
    );
    await expect(bounced.getByText("No")).toBeVisible();
    await expect(bounced.getByText(/550 5\.1\.1/)).toBeVisible();
    await expect(bounced.getByText("Rahul Mehta")).toBeVisible();
    const invitation = within(await logRow(canvasElement, "Meeting invitation: Intro Call"));
    await expect(invitation.getByText("27 Mar 2024, 3:45 pm IST")).toBeVisible();
    await expect(invitation.getByText(/You are invited to Intro Call/)).toBeVisible();
  },
};

/** Skeleton rows while the first page loads. */
export const Loading: Story = {
  args: { adapter: emailLogsAdapter({ list: never }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  args: { adapter: emailLogsAdapter({ list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No e-mails sent yet")).toBeVisible();
  },
};

/** The log could not be read: the server's message and Retry. */
export const LoadError: Story = {
  args: {
    adapter: emailLogsAdapter({
      list: async () => {
        throw new AdapterError("Something went wrong. Please try after sometime.", { status: 500 });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Could not load email logs", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /retry/i })).toBeVisible();
  },
};

/** Delivered = No: only the messages that did not arrive, each with the mail server's reason. */
export const NotDelivered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logRow(canvasElement, "Welcome to Pipeline");
    await userEvent.click(canvas.getByRole("combobox", { name: "Delivered" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "No" }));
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-row-id]")).toHaveLength(3));
    await expect(canvas.queryByRole("button", { name: "Welcome to Pipeline" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/554 5\.7\.1/)).toBeVisible();
  },
};

/** A message opened: every field, the body as it was sent (cleaned), and the calendar invitation. */
export const MessageOpen: Story = {
  args: { adapter: emailLogsAdapter(emailLogsPort()) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Meeting invitation: Intro Call" }),
    );
    const drawer = within(await findDialog({ name: "Meeting invitation: Intro Call" }));
    // The drawer fades in: its text is visible once the animation has begun.
    await waitFor(() =>
      expect(
        drawer.getByText("ananya.iyer@zenithlogistics.in, vikram.shah@zenithlogistics.in"),
      ).toBeVisible(),
    );
    await expect(drawer.getByText("Priya Nair")).toBeVisible();
    const body = await drawer.findByRole("document", { name: "Body of Meeting invitation: Intro Call" });
    await expect(within(body).getByText("Intro Call", { selector: "em" })).toBeVisible();
    await expect(drawer.getByText(/SUMMARY:Intro Call with Zenith Logistics/)).toBeVisible();
  },
};
