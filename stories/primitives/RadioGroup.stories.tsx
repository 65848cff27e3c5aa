import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup, type RadioOption } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const YES_NO: RadioOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const DECISIONS: RadioOption[] = [
  { value: "APPROVED", label: "Approved" },
  { value: "REJECTED", label: "Rejected" },
  { value: "HOLD", label: "Hold" },
];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { label: "Status", options: DECISIONS, onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <RadioGroup {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Status" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Approved" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const rejected = canvas.getByRole("radio", { name: "Rejected" });
    await expect(rejected).toHaveFocus();
    await expect(rejected).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("REJECTED");
    await userEvent.click(canvas.getByText("Hold"));
    await expect(args.onChange).toHaveBeenLastCalledWith("HOLD");
  },
};

export const Horizontal: Story = {
  args: {
    label: "Recording",
    options: YES_NO,
    orientation: "horizontal",
    defaultValue: "yes",
    required: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("no");
  },
};

export const Invalid: Story = {
  args: { label: "Recording", options: YES_NO, required: true, error: "Please select an option" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Recording" });
    await expect(group).toHaveAccessibleDescription("Please select an option");
  },
};

export const Disabled: Story = {
  args: {
    label: "Recording",
    options: YES_NO,
    defaultValue: "yes",
    disabled: true,
    description: "An .mp4 file is always a recording.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Yes" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: "What should happen to the meetings already scheduled with this company's members?",
    options: [
      {
        value: "keep",
        label: "Keep every scheduled meeting and send the attendees an updated agenda",
        description: "Moderators keep their links; attendees get the new agenda by e-mail.",
      },
      {
        value: "cancel",
        label: "Cancel them all",
        description: "Attendees are told by e-mail and the meetings leave the journey timeline.",
      },
      { value: "ask", label: "Ask me for each meeting", disabled: true },
    ],
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <RadioGroup label="Vertical" options={DECISIONS} defaultValue="APPROVED" />
      <RadioGroup label="Horizontal" options={YES_NO} orientation="horizontal" />
      <RadioGroup label="Required" options={YES_NO} required defaultValue="no" orientation="horizontal" />
      <RadioGroup label="Invalid" options={YES_NO} error="Please select an option" orientation="horizontal" />
      <RadioGroup label="Disabled" options={YES_NO} disabled defaultValue="yes" orientation="horizontal" />
      <RadioGroup
        label="With description"
        description="Only reviewers see this"
        options={YES_NO}
        orientation="horizontal"
      />
    </StyledTwoColumns>
  ),
};
