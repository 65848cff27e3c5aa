import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DateTimeField } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

// 18 March 2026, 10:00 in India (04:30 UTC): fixed so every screenshot shows the same date.
const MEETING_START = "2026-03-18T04:30:00.000Z";

const meta = {
  title: "Primitives/DateTimeField",
  component: DateTimeField,
  args: { label: "Start date", onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <DateTimeField {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: MEETING_START },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText("Start date");
    await expect(input).toHaveValue("2026-03-18T10:00");
    await expect(input).toHaveAccessibleDescription("IST");
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, "2026-03-19T15:45");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-03-19T10:15:00.000Z");
  },
};

export const Empty: Story = {
  args: { label: "Date", description: "If empty the campaign starts immediately." },
};

export const WithMin: Story = {
  args: { min: MEETING_START, description: "The meeting must start after the evaluation." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Start date");
    await expect(input).toHaveAttribute("min", "2026-03-18T10:00");
    await expect(
      within(canvasElement).getByText(
        "The meeting must start after the evaluation. Earliest allowed: 18 Mar 2026, 10:00 IST.",
      ),
    ).toBeVisible();
  },
};

export const MinNow: Story = {
  args: { label: "Date", minNow: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Date");
    await expect(input).toHaveAttribute("min", expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/));
    await expect(input).toHaveAccessibleDescription("Earliest allowed is now. IST");
  },
};

export const OtherTimeZone: Story = {
  args: { label: "Start date (London)", timeZone: "Europe/London", defaultValue: MEETING_START },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Start date (London)")).toHaveValue("2026-03-18T04:30");
  },
};

export const Invalid: Story = {
  args: { label: "Date", required: true, error: "Date is required" },
  play: async ({ canvasElement }) => {
    // The label's text ends with the required marker, which assistive technology does not read.
    const input = within(canvasElement).getByLabelText(/^Date/);
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Date is required IST");
  },
};

export const Disabled: Story = { args: { defaultValue: MEETING_START, disabled: true } };

export const LongContent: Story = {
  args: {
    label: "Date and time the first e-mail of the campaign goes out to every selected company member",
    description:
      "Leave it empty to send the campaign as soon as it is saved; replies are tracked for 30 days.",
    min: MEETING_START,
    defaultValue: MEETING_START,
    error:
      "Please pick a time at least fifteen minutes after the current time so the senders can be verified",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <DateTimeField label="Empty" />
      <DateTimeField label="With value" defaultValue={MEETING_START} />
      <DateTimeField label="With minimum" min={MEETING_START} />
      <DateTimeField label="Invalid" required error="Date is required" />
      <DateTimeField label="Disabled" disabled defaultValue={MEETING_START} />
      <DateTimeField label="New York" timeZone="America/New_York" defaultValue={MEETING_START} />
    </StyledTwoColumns>
  ),
};
