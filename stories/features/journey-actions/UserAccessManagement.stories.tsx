import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserAccessManagement } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, failsWithServerError, hangs, withPort } from "../admin/adminStorySupport";
import {
  accessAdapter,
  currentUserAdapter,
  GRANTS_EVERY_BADGE,
  refusesField,
  signedInUser,
  UserAccessManagementStory,
  openDialog,
} from "./journeyActionsStorySupport";

const meta = {
  title: "Features/JourneyActions/UserAccessManagement",
  component: UserAccessManagementStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: UserAccessManagement } },
  args: { makeAdapter: () => accessAdapter(), navigate: fn(), onClose: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof UserAccessManagementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Body = ReturnType<typeof within>;

// The title names the item shared: its task and its stage.
const dialog = (): Promise<Body> => openDialog("User Access Management: LinkedIn Connect (Sourcing)");

async function pickUser(body: Body, name: string) {
  await userEvent.click(body.getByRole("combobox", { name: /^User/ }));
  await userEvent.click(await within(document.body).findByRole("option", { name }));
}

/** Nobody has access yet: the form, and no reads. */
export const Empty: Story = {
  play: async () => {
    const body = await dialog();
    await expect(await body.findByText("Nobody has been given access yet")).toBeVisible();
    await expect(body.getByText("No reads yet")).toBeVisible();
  },
};

/**
 * A grant of each badge (ok, warning at 2 days, expired), and who read the item through them, in
 * IST; the title names the item shared.
 */
export const GrantsAndLog: Story = {
  args: { makeAdapter: () => accessAdapter(GRANTS_EVERY_BADGE) },
  play: async () => {
    const body = await dialog();
    const list = within(await body.findByRole("list", { name: "Current access" }));
    await waitFor(() => expect(list.getByText("10 days left")).toBeVisible());
    await expect(list.getByText("3 days left")).toBeVisible();
    await expect(list.getByText("Expired")).toBeVisible();
    await expect(await list.findByRole("button", { name: "Revoke access of Priya Nair" })).toBeEnabled();
    await expect(list.queryByRole("button", { name: "Revoke access of Sara Khan" })).not.toBeInTheDocument();
    const log = within(body.getByRole("list", { name: "Access log" }));
    await expect(log.getAllByRole("listitem")).toHaveLength(3);
    await expect(log.getAllByRole("listitem")[0]).toHaveTextContent("Priya Nair1 Apr 2024, 8:00 am IST");
  },
};

/** Grant pressed empty, then with 0 days: the contract's messages. */
export const ValidationErrors: Story = {
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
    await expect(await body.findByText("User is required")).toBeVisible();
    await expect(body.getByText("Number of days is required")).toBeVisible();
    await userEvent.type(body.getByRole("spinbutton", { name: /^Number of days/ }), "0");
    await expect(await body.findByText("Minimum 1 day is required")).toBeVisible();
  },
};

/** While the grant is sent, Grant Access shows a spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { makeAdapter: () => withPort(accessAdapter(), "journeyAccess", { create: hangs }) },
  play: async () => {
    const body = await dialog();
    await pickUser(body, "Rahul Mehta");
    await userEvent.type(body.getByRole("spinbutton", { name: /^Number of days/ }), "1");
    await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
    await waitFor(() =>
      expect(body.getByRole("button", { name: "Grant Access" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

/** The server refuses the grant: its message as a toast and on the field. */
export const ServerError: Story = {
  args: {
    makeAdapter: () =>
      withPort(accessAdapter(), "journeyAccess", {
        create: refusesField("User could not be given access.", "user_id", "User is not active"),
      }),
  },
  play: async ({ canvasElement }) => {
    const body = await dialog();
    await pickUser(body, "Rahul Mehta");
    await userEvent.type(body.getByRole("spinbutton", { name: /^Number of days/ }), "5");
    await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
    await expect(await body.findByText("User is not active")).toBeVisible();
    await expectToast(canvasElement, "User could not be given access.");
  },
};

/** One day granted: the grant is listed at once with the warning badge, and the form is empty again. */
export const Granted: Story = {
  play: async ({ canvasElement }) => {
    const body = await dialog();
    // The signed-in user (Asha Raman) is not offered: access is for others.
    await userEvent.click(body.getByRole("combobox", { name: /^User/ }));
    const options = await within(document.body).findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toContain("Rahul Mehta");
    await expect(options.map((option) => option.textContent)).not.toContain("Asha Raman");
    await userEvent.keyboard("{Escape}");
    await pickUser(body, "Rahul Mehta");
    await userEvent.type(body.getByRole("spinbutton", { name: /^Number of days/ }), "1");
    await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
    await expectToast(canvasElement, "Access granted successfully.");
    const list = within(await body.findByRole("list", { name: "Current access" }));
    await expect(list.getByText("Rahul Mehta")).toBeVisible();
    await expect(list.getByText("1 day left")).toBeVisible();
    await expect(body.getByRole("spinbutton", { name: /^Number of days/ })).toHaveValue("");
  },
};

/** Revoke asks first: kept, nothing changes; confirmed, the grant ends at once, Expired and without Revoke. */
export const Revoked: Story = {
  args: { makeAdapter: () => accessAdapter(GRANTS_EVERY_BADGE) },
  play: async ({ canvasElement }) => {
    const body = await dialog();
    await userEvent.click(await body.findByRole("button", { name: "Revoke access of Rahul Mehta" }));
    let confirm = await openDialog("Revoke access?");
    await expect(confirm.getByText(/Rahul Mehta will no longer be able to open this item/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Keep access" }));
    await waitFor(() =>
      expect(within(document.body).queryByRole("dialog", { name: "Revoke access?" })).not.toBeInTheDocument(),
    );
    await expect(body.getByRole("button", { name: "Revoke access of Rahul Mehta" })).toBeEnabled();
    await userEvent.click(body.getByRole("button", { name: "Revoke access of Rahul Mehta" }));
    confirm = await openDialog("Revoke access?");
    await userEvent.click(confirm.getByRole("button", { name: "Revoke" }));
    await expectToast(canvasElement, "Access revoked successfully.");
    await waitFor(() =>
      expect(body.queryByRole("button", { name: "Revoke access of Rahul Mehta" })).not.toBeInTheDocument(),
    );
    await expect(
      within(body.getByRole("list", { name: "Current access" })).getAllByText("Expired"),
    ).toHaveLength(2);
  },
};

/** The grants are still loading. */
export const Loading: Story = {
  args: { makeAdapter: () => withPort(accessAdapter(), "journeyAccess", { list: hangs }) },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText("Loading access")).toBeInTheDocument();
  },
};

/** The grants could not be read: the message and Retry. */
export const LoadError: Story = {
  name: "Error",
  args: { makeAdapter: () => withPort(accessAdapter(), "journeyAccess", { list: failsWithServerError }) },
  play: async () => {
    const body = await dialog();
    const alert = within(await body.findByRole("alert", {}, { timeout: 5000 }));
    await expect(alert.getByText("Could not load access")).toBeVisible();
    await waitFor(() => expect(alert.getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};

/**
 * Grants someone else made, seen by a USER who did not make them: listed with their badges and
 * reads, and no Revoke (only their creator or a SUPER_ADMIN may end them).
 */
export const OthersGrants: Story = {
  args: {
    makeAdapter: () =>
      accessAdapter(
        GRANTS_EVERY_BADGE.map((grant) => ({
          ...grant,
          created_by: { pk: 1, first_name: "Asha", last_name: "Raman" },
        })),
        currentUserAdapter(signedInUser(["USER"], "USER", ["can_view_journey"])),
      ),
  },
  play: async () => {
    const body = await dialog();
    const list = within(await body.findByRole("list", { name: "Current access" }));
    await waitFor(() => expect(list.getByText("10 days left")).toBeVisible());
    await expect(list.queryByRole("button", { name: /^Revoke/ })).not.toBeInTheDocument();
  },
};
