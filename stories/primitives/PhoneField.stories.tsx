import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PhoneField } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const meta = {
  title: "Primitives/PhoneField",
  component: PhoneField,
  args: { label: "Mobile", onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <PhoneField {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country code" })).toHaveDisplayValue("India (+91)");
    const input = canvas.getByRole("textbox", { name: "Mobile" });
    await userEvent.type(input, "9876543210");
    await expect(args.onChange).toHaveBeenLastCalledWith("+919876543210", { valid: true, country: "IN" });
    await userEvent.tab();
    await expect(input).toHaveValue("98765 43210");
  },
};

export const WithValue: Story = {
  args: { label: "Contact number", defaultValue: "+919876543210" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Contact number" })).toHaveValue("98765 43210");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Country code" }), "GB");
    await expect(args.onChange).toHaveBeenLastCalledWith("+449876543210", { valid: false, country: "GB" });
  },
};

export const OtherCountry: Story = {
  args: { defaultValue: "+442079460958" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country code" })).toHaveDisplayValue(
      "United Kingdom (+44)",
    );
    await expect(canvas.getByRole("textbox", { name: "Mobile" })).toHaveValue("20 7946 0958");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "+9198765", error: "Mobile number not valid" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Mobile" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Mobile number not valid");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "+919876543210", disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Mobile" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Country code" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: "Mobile number the company member answers during Indian business hours",
    description: "Used for meeting reminders only; it is never shared outside the deal team.",
    defaultValue: "+6281234567890",
    error: "Mobile number is not valid",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <PhoneField label="Empty" />
      <PhoneField label="India" defaultValue="+919876543210" />
      <PhoneField label="Required" required />
      <PhoneField label="Invalid" defaultValue="+9198765" error="Mobile number not valid" />
      <PhoneField label="Disabled" disabled defaultValue="+919876543210" />
      <PhoneField label="United States" defaultValue="+12025550123" />
    </StyledTwoColumns>
  ),
};
