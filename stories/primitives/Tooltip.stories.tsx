import type { Meta, StoryObj } from "@storybook/react-vite";
import { EllipsisVertical, Send } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { Menu } from "@pipeline/ui/primitives";
import { Tooltip } from "@pipeline/ui/primitives";
import { waitForAnimations } from "../support/waitForAnimations";

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

// Room around the anchor so a tooltip on any side stays on screen.
const StyledStage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;

const StyledCatalog = styled.div`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => `${theme.space.xxxl} calc(${theme.space.xxxl} * 3)`};
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
`;

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  args: {
    content: "Add a company by hand",
    children: <StyledButton type="button">Add Company</StyledButton>,
  },
  decorators: [
    (Story) => (
      <StyledStage>
        <Story />
      </StyledStage>
    ),
  ],
  afterEach: waitForAnimations,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the pointer rests on the element or focus reaches it. */
export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** Shows after the hover delay, describes the element, and hides when the pointer leaves. */
export const OnHover: Story = {
  args: { delayMs: 100 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Add Company" });
    await userEvent.hover(button);
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Add a company by hand");
    await expect(button).toHaveAccessibleDescription("Add a company by hand");
    await userEvent.unhover(button);
    await waitFor(() => expect(within(document.body).queryByRole("tooltip")).not.toBeInTheDocument());
    await userEvent.hover(button);
    await within(document.body).findByRole("tooltip");
  },
};

/** Keyboard focus shows it at once; Escape hides it without moving focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Add Company" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await within(document.body).findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await within(document.body).findByRole("tooltip");
  },
};

/** A disabled button still explains itself: the wrapper around it takes hover and focus. */
export const DisabledButton: Story = {
  args: {
    content: "Not more than 1 companies are selected",
    children: (
      <StyledButton type="button" disabled>
        <Send aria-hidden="true" /> Bulk Initial Outreach
      </StyledButton>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Bulk Initial Outreach" });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    const wrapper = button.parentElement as HTMLElement;
    await expect(wrapper).toHaveFocus();
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Not more than 1 companies are selected");
    await expect(wrapper).toHaveAccessibleDescription("Not more than 1 companies are selected");
  },
};

/** An icon-only menu button keeps both its tooltip and its menu: the tooltip hands the menu's props on. */
export const OnMenuButton: Story = {
  render: () => (
    <Menu
      trigger={
        <Tooltip content="More actions">
          <StyledButton type="button" aria-label="More actions">
            <EllipsisVertical aria-hidden="true" />
          </StyledButton>
        </Tooltip>
      }
      items={[{ kind: "action", id: "export", label: "Export", onSelect: () => {} }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "More actions" });
    await userEvent.tab();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("More actions");
    await userEvent.keyboard("{Enter}");
    await expect(
      await within(document.body).findByRole("menu", { name: "More actions" }),
    ).toBeInTheDocument();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  },
};

/** Long text wraps at the tooltip's maximum width. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content:
      "Last update: the founders confirmed the term sheet and asked for the revised valuation model before the next partner meeting.",
  },
};

/** Each side, flipping only where there is no room. */
export const Catalog: Story = {
  decorators: [],
  render: () => (
    <StyledCatalog>
      {(["top", "bottom", "left", "right"] as const).map((placement) => (
        <Tooltip key={placement} content={`Placed ${placement}`} placement={placement} defaultOpen>
          <StyledButton type="button">{placement}</StyledButton>
        </Tooltip>
      ))}
    </StyledCatalog>
  ),
};
