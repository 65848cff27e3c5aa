import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { Dialog } from "@pipeline/ui/primitives";
import { Select } from "@pipeline/ui/primitives";
import { StyledDialogButton } from "../support/buttons";
import { waitForAnimations } from "../support/waitForAnimations";
import { findDialog } from "../support/findDialog";

const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  textarea {
    min-height: calc(${({ theme }) => theme.size.controlLg} * 2);
    padding: ${({ theme }) => theme.space.sm};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const StyledMedia = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function CancelMeetingBody() {
  return (
    <StyledField>
      Reason
      <textarea name="reason" />
    </StyledField>
  );
}

const footer = (
  <>
    <StyledDialogButton type="button">Keep meeting</StyledDialogButton>
    <StyledDialogButton type="button" $primary>
      Cancel meeting
    </StyledDialogButton>
  </>
);

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  args: {
    title: "Cancel Meeting",
    description: "The participants are told by e-mail that the meeting is cancelled.",
    children: <CancelMeetingBody />,
    footer,
    trigger: <StyledDialogButton type="button">Cancel meeting…</StyledDialogButton>,
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only its trigger shows. */
export const Default: Story = {};

/** Open at the default medium width; focus starts on the first field of the body. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await findDialog({ name: "Cancel Meeting" });
    await expect(dialog).toHaveAccessibleDescription(
      "The participants are told by e-mail that the meeting is cancelled.",
    );
    await waitFor(() => expect(body.getByRole("textbox", { name: "Reason" })).toHaveFocus());
  },
};

/** Escape closes the dialog and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Cancel meeting…" });
    await userEvent.click(trigger);
    const body = within(document.body);
    await findDialog({ name: "Cancel Meeting" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind. */
export const FocusTrapped: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await findDialog({ name: "Cancel Meeting" });
    const reason = body.getByRole("textbox", { name: "Reason" });
    await waitFor(() => expect(reason).toHaveFocus());
    // Focus guards at the panel's edges send focus back inside a moment after it reaches them.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** A dialog that must not lose input: neither Escape nor a press on the backdrop closes it. */
export const NoDismiss: Story = {
  args: { defaultOpen: true, closeOnEscape: false, closeOnOutsideClick: false },
  play: async () => {
    const body = within(document.body);
    const dialog = await findDialog({ name: "Cancel Meeting" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(body.getByRole("dialog", { name: "Cancel Meeting" })).toBeVisible());
  },
};

/** A press on the backdrop closes the dialog. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await findDialog({ name: "Cancel Meeting" });
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Controlled from outside through `open` and `onOpenChange`. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <StyledDialogButton type="button" onClick={() => setOpen(true)}>
          Open ({open ? "open" : "closed"})
        </StyledDialogButton>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open (closed)" }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Open (closed)" })).toHaveFocus();
  },
};

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: "sm",
    title: "Delete comment?",
    description: undefined,
    children: "The comment is removed for everyone.",
    footer: (
      <>
        <StyledDialogButton type="button">Cancel</StyledDialogButton>
        <StyledDialogButton type="button" $primary>
          Delete
        </StyledDialogButton>
      </>
    ),
  },
};

export const Large: Story = { args: { defaultOpen: true, size: "lg" } };

/** Covers the viewport, as the media viewer does. */
export const FullScreen: Story = {
  args: {
    defaultOpen: true,
    fullScreen: true,
    title: "Pitch deck.pdf",
    description: undefined,
    footer: undefined,
    children: <StyledMedia>Document preview</StyledMedia>,
  },
};

/** A long title wraps and a long body scrolls between a fixed header and footer. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title:
      "Submit Approval for Acme Industrial Holdings Private Limited, Series B Investment Round, Final Review",
    children: (
      <>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the review notes for this stage run long enough that the body has to scroll
            while the header and the footer stay in place.
          </p>
        ))}
      </>
    ),
  },
};

/** A list opened inside the dialog floats above it; Escape there closes the list, not the dialog. */
export const WithSelect: Story = {
  args: {
    defaultOpen: true,
    title: "Upload Document",
    description: undefined,
    footer: (
      <>
        <StyledDialogButton type="button">Cancel</StyledDialogButton>
        <StyledDialogButton type="button" $primary>
          Upload
        </StyledDialogButton>
      </>
    ),
    children: (
      <Select
        label="Round"
        options={[
          { value: "seed", label: "Seed" },
          { value: "a", label: "Series A" },
          { value: "b", label: "Series B" },
        ]}
      />
    ),
  },
  play: async () => {
    const body = within(document.body);
    const round = await body.findByRole("combobox", { name: "Round" });
    await waitFor(() => expect(round).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(round).toHaveAttribute("aria-expanded", "true"));
    await userEvent.click(body.getByRole("option", { name: "Series A" }));
    await expect(round).toHaveTextContent("Series A");
    await waitFor(() => expect(body.getByRole("dialog", { name: "Upload Document" })).toBeVisible());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(round).toHaveAttribute("aria-expanded", "true"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(round).toHaveAttribute("aria-expanded", "false"));
    await waitFor(() => expect(body.getByRole("dialog", { name: "Upload Document" })).toBeVisible());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(body.getByRole("listbox", { name: "Round" })).toBeVisible());
  },
};
