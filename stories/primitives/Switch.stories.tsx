import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { label: "Active", onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <Switch {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Active" });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true, description: "Inactive senders cannot be picked for outreach." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Active"));
    await expect(canvas.getByRole("switch", { name: "Active" })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Invalid: Story = {
  args: { error: "Active status is required." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Active" })).toHaveAccessibleDescription(
      "Active status is required.",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Active" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: "Send the meeting links to every attendee and moderator again when the start time changes",
    description:
      "Attendees who have already declined the meeting are left out, and moderators always get both links.",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled off" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
      <Switch label="With description" description="Shown on the company page" />
      <Switch label="Invalid" error="Active status is required." />
    </StyledTwoColumns>
  ),
};

export const CatalogDark: Story = { ...Catalog, globals: { theme: "dark" } };
