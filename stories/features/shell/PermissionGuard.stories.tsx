import type { Meta, StoryObj } from "@storybook/react-vite";
import { PermissionGuard } from "@pipeline/ui";
import { expect, within } from "storybook/test";
import { fsdAdmin, plainUser, superAdminAndUser } from "./shellFixtures";

const GUARDED = "Email Logs: 128 messages this month";

const meta = {
  title: "Features/Shell/PermissionGuard",
  component: PermissionGuard,
  tags: ["autodocs"],
  parameters: { docs: { widget: PermissionGuard } },
  args: {
    user: fsdAdmin,
    activeRole: "FSD_Admin",
    roles: ["FSD_Admin"],
    permissions: ["can_view_email_logs"],
    children: <p>{GUARDED}</p>,
  },
} satisfies Meta<typeof PermissionGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectDenied(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText("You do not have enough permissions !")).toBeVisible();
  await expect(canvas.queryByText(GUARDED)).not.toBeInTheDocument();
}

/** Allowed role, a required permission held, acting as that role: the content shows. */
export const Allowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(GUARDED)).toBeVisible();
    await expect(canvas.queryByText("You do not have enough permissions !")).not.toBeInTheDocument();
  },
};

/** A role that is not allowed. */
export const Denied: Story = {
  args: { user: plainUser, activeRole: "USER" },
  play: async ({ canvasElement }) => expectDenied(canvasElement),
};

/** The role is held but the required permission is not. */
export const DeniedWithoutPermission: Story = {
  args: { user: { ...fsdAdmin, permissions: ["can_view_journey"] } },
  play: async ({ canvasElement }) => expectDenied(canvasElement),
};

/** A SUPER_ADMIN acting as USER is treated as a USER. */
export const DeniedForActiveRole: Story = {
  args: { user: superAdminAndUser, activeRole: "USER", roles: ["SUPER_ADMIN"], permissions: [] },
  play: async ({ canvasElement }) => expectDenied(canvasElement),
};
