import type { Meta, StoryObj } from "@storybook/react-vite";
import { JourneyPermissionGuard } from "@pipeline/ui";
import { PERMISSION_DENIED_MESSAGE } from "@pipeline/contract";
import { expect, fn, within } from "storybook/test";
import { failsWithServerError, hangs, storyAdapter, withPort } from "../admin/adminStorySupport";
import { currentUserAdapter, PermissionGuardStory, signedInUser } from "./journeyActionsStorySupport";

const meta = {
  title: "Features/JourneyActions/PermissionGuard",
  component: PermissionGuardStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: JourneyPermissionGuard } },
  args: {
    roles: ["USER", "SUPER_ADMIN"],
    permissions: ["can_view_journey"],
    adapter: currentUserAdapter(signedInUser(["USER"], "USER", ["can_view_journey"])),
    navigate: fn(),
  },
} satisfies Meta<typeof PermissionGuardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An allowed role, acting as it, with the permission: the guarded part shows. */
export const Granted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Journey timeline")).toBeVisible();
    await expect(canvas.queryByText(PERMISSION_DENIED_MESSAGE)).not.toBeInTheDocument();
  },
};

/** Without the permission: the message instead. */
export const RefusedWithoutPermission: Story = {
  args: { adapter: currentUserAdapter(signedInUser(["USER"], "USER", [])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PERMISSION_DENIED_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText("Journey timeline")).not.toBeInTheDocument();
  },
};

/** Holding an allowed role but acting as another: the message. */
export const RefusedActingAsOtherRole: Story = {
  args: {
    roles: ["SUPER_ADMIN"],
    adapter: currentUserAdapter(signedInUser(["SUPER_ADMIN", "USER"], "USER", ["can_view_journey"])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PERMISSION_DENIED_MESSAGE)).toBeVisible();
  },
};

/** The signed-in user is still loading: a placeholder, neither the part nor the message. */
export const Checking: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { current: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Checking permissions")).toBeInTheDocument();
    await expect(canvas.queryByText(PERMISSION_DENIED_MESSAGE)).not.toBeInTheDocument();
  },
};

/** The signed-in user could not be read: the guard says so and offers Retry, refusing nothing yet. */
export const UserUnreadable: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { current: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Could not check your permissions", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(canvas.queryByText(PERMISSION_DENIED_MESSAGE)).not.toBeInTheDocument();
    await expect(canvas.queryByText("Journey timeline")).not.toBeInTheDocument();
  },
};
