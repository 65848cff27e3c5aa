import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { Popover } from "@pipeline/ui/primitives";
import { StyledTriggerButton } from "../support/buttons";
import { waitForAnimations } from "../support/waitForAnimations";
import { findDialog } from "../support/findDialog";

const StyledFilter = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

function DateTypeFilter({ onApply }: { onApply: () => void }) {
  return (
    <>
      <StyledFilter>
        <legend>Date type</legend>
        <label>
          <input type="radio" name="date-type" defaultChecked /> Created
        </label>
        <label>
          <input type="radio" name="date-type" /> Modified
        </label>
      </StyledFilter>
      <StyledTriggerButton type="button" $primary onClick={onApply}>
        Apply
      </StyledTriggerButton>
    </>
  );
}

const trigger = (
  <StyledTriggerButton type="button">
    <CalendarDays aria-hidden="true" /> Date filter
  </StyledTriggerButton>
);

const meta = {
  title: "Primitives/Popover",
  component: Popover,
  args: {
    trigger,
    children: ({ close }) => <DateTypeFilter onApply={close} />,
    onOpenChange: fn(),
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only its trigger shows. */
export const Default: Story = {};

/** Open under its trigger, labelled by it; focus moves to the first control inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    await findDialog({ name: "Date filter" });
    await waitFor(() => expect(body.getByRole("radio", { name: "Created" })).toHaveFocus());
  },
};

/** Opened with the keyboard, closed with Escape: focus goes back to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Date filter" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(document.body);
    await findDialog({ name: "Date filter" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(body.getByRole("radio", { name: "Created" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A button inside closes the panel through the `close` it is given. */
export const CloseFromInside: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole("button", { name: "Apply" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** A press outside the panel closes it. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    await findDialog({ name: "Date filter" });
    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Controlled through `open` and `onOpenChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return <Popover {...args} open={open} onOpenChange={setOpen} label="Date type filter" />;
  },
  play: async () => {
    await findDialog({ name: "Date type filter" });
  },
};

/** A disabled trigger does not open the panel. */
export const Disabled: Story = {
  args: {
    trigger: (
      <StyledTriggerButton type="button" disabled>
        <CalendarDays aria-hidden="true" /> Date filter
      </StyledTriggerButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Date filter" }), {
      pointerEventsCheck: 0,
    });
    await expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Long text wraps inside the panel's maximum width. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      Companies are filtered by the date their record was created or last modified. Times are shown in Indian
      Standard Time, and the range includes both its first and its last day, so a single day can be picked by
      choosing it twice.
    </Popover>
  ),
  play: async () => {
    await findDialog({ name: "Date filter" });
  },
};
