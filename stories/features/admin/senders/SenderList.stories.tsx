import type { Meta, StoryObj } from "@storybook/react-vite";
import { SenderList } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  linkedNames,
  storyAdapter,
  tableRows,
  withPort,
} from "../adminStorySupport";

function SenderListStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <SenderList />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/Admin/Senders/SenderList",
  component: SenderListStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: SenderList } },
  args: { adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SenderListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a sender, by its address. */
function senderRow(canvasElement: HTMLElement, email: string): HTMLElement {
  const link = within(canvasElement).getByRole("link", { name: email });
  const row = link.closest<HTMLElement>("[data-row-id]");
  // The story named Error hides the global of that name here.
  if (!row) throw new globalThis.Error(`No row for ${email}`);
  return row;
}

/**
 * The seeded senders, newest first: two verified, one waiting for its link to be opened, which
 * alone offers Check status and Resend verification.
 */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sender Details" })).toBeVisible();
    await tableRows(canvasElement);
    await expect(linkedNames(canvasElement)).toEqual([
      "old-outreach@pipeline.test",
      "ventures@pipeline.test",
      "deals@pipeline.test",
    ]);
    const ventures = within(senderRow(canvasElement, "ventures@pipeline.test"));
    await expect(ventures.getByText("Not verified")).toBeVisible();
    await expect(ventures.getByText("London")).toBeVisible();
    await expect(ventures.getByText("2 Mar 2024, 5:00 pm IST")).toBeVisible();
    await expect(ventures.getByRole("button", { name: /^Check status/ })).toBeVisible();
    await expect(ventures.getByRole("button", { name: /^Resend verification/ })).toBeVisible();
    const deals = within(senderRow(canvasElement, "deals@pipeline.test"));
    await expect(deals.getByText("Verified")).toBeVisible();
    await expect(deals.queryByRole("button", { name: /^Check status/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "ventures@pipeline.test" })).toHaveAttribute(
      "href",
      "/sender-details/edit/2",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Add Sender" }));
    await expect(args.navigate).toHaveBeenCalledWith("/sender-details/add");
  },
};

export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "senders", { list: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { adapter: withPort(storyAdapter(), "senders", { list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No senders yet")).toBeVisible();
  },
};

export const Error: Story = {
  args: { adapter: withPort(storyAdapter(), "senders", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load senders")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
  },
};

/** Check status on the unverified sender: its link has been opened, so the toast and the row say Verified. */
export const CheckStatusVerified: Story = {
  args: { adapter: storyAdapter() },
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const row = within(senderRow(canvasElement, "ventures@pipeline.test"));
    await userEvent.click(row.getByRole("button", { name: /^Check status/ }));
    await waitFor(() => expect(row.getByText("Verified")).toBeVisible());
    await expect(row.queryByRole("button", { name: /^Check status/ })).not.toBeInTheDocument();
    await expectToast(canvasElement, "ventures@pipeline.test is verified.");
  },
};

/** Check status before the link is opened: the toast says so and the row stays Not verified. */
export const CheckStatusNotYet: Story = {
  args: {
    adapter: withPort(storyAdapter(), "senders", { checkVerification: async () => ({ verified: false }) }),
  },
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const row = within(senderRow(canvasElement, "ventures@pipeline.test"));
    await userEvent.click(row.getByRole("button", { name: /^Check status/ }));
    await expectToast(
      canvasElement,
      "ventures@pipeline.test is not verified yet: the link in its verification e-mail has not been opened.",
    );
    await expect(row.getByText("Not verified")).toBeVisible();
  },
};

/** Resend verification: the server's message as a toast. */
export const ResendVerification: Story = {
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const row = within(senderRow(canvasElement, "ventures@pipeline.test"));
    await userEvent.click(row.getByRole("button", { name: /^Resend verification/ }));
    await expectToast(canvasElement, "Verification request has been sent");
  },
};

/** Only the senders still waiting for verification. */
export const VerifiedFilter: Story = {
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Verified" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Not verified" }));
    await waitFor(() => expect(linkedNames(canvasElement)).toEqual(["ventures@pipeline.test"]));
  },
};
