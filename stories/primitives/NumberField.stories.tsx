import type { Meta, StoryObj } from "@storybook/react-vite";
import { COMPANY_LIMITS, MEETING_DEFAULTS } from "@pipeline/contract";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberField } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const meta = {
  title: "Primitives/NumberField",
  component: NumberField,
  args: { label: "Duration", suffix: "minutes", min: 1, onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <NumberField {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: MEETING_DEFAULTS.durationMinutes, step: 15 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Duration" });
    await expect(input).toHaveValue("60");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("75");
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, "4x5");
    await expect(input).toHaveValue("45");
    await expect(args.onChange).toHaveBeenLastCalledWith(45);
  },
};

export const Empty: Story = {
  args: { label: "Foundation year", min: 0, max: COMPANY_LIMITS.foundationYearMax, suffix: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Foundation year" });
    await expect(input).toHaveValue("");
    await userEvent.type(input, "-");
    await expect(input).toHaveValue("");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Decimal: Story = {
  args: {
    label: "Founder equity",
    suffix: "%",
    min: 0,
    max: 100,
    step: 0.5,
    allowDecimal: true,
    defaultValue: 12.5,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Founder equity" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("12");
  },
};

export const Invalid: Story = {
  args: {
    label: "FTE",
    suffix: undefined,
    min: 0,
    defaultValue: 12345678,
    error: "FTE must be at most 7 digits",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "FTE" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("FTE must be at most 7 digits");
  },
};

export const Disabled: Story = { args: { defaultValue: 60, disabled: true } };

export const LongContent: Story = {
  args: {
    label: "Number of days the user may open this journey item, counted from today",
    description: "Access ends at midnight IST on the last day; the badge warns three days before.",
    suffix: "days",
    defaultValue: 1234567,
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <NumberField label="Empty" />
      <NumberField label="With value" defaultValue={60} suffix="minutes" />
      <NumberField label="Required" required defaultValue={1} />
      <NumberField label="Invalid" error="Number of days is required" />
      <NumberField label="Disabled" disabled defaultValue={42} />
      <NumberField label="Revenue" prefix="INR" defaultValue={9999999} />
    </StyledTwoColumns>
  ),
};
