import type { Meta, StoryObj } from "@storybook/react-vite";
import { Globe } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { Chip } from "@pipeline/ui/primitives";

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNarrow = styled.div`
  width: ${({ theme }) => theme.size.sidebar};
`;

const meta = {
  title: "Primitives/Chip",
  component: Chip,
  args: { label: "India" },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A country chip, as on a dashboard card. */
export const Default: Story = {};

/** A selected value that can be taken out, as in a multi-select. */
export const Removable: Story = {
  args: { label: "Finance", onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Remove Finance" }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { label: "Finance", onRemove: fn(), disabled: true },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole("button", { name: "Remove Finance" });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A long label wraps inside a narrow container instead of overflowing it. */
export const LongContent: Story = {
  args: {
    label: "Chief Executive Officer and Co-founder, Strategic Partnerships and Investor Relations",
    onRemove: fn(),
  },
  render: (args) => (
    <StyledNarrow>
      <Chip {...args} />
    </StyledNarrow>
  ),
};

/** Plain, with an icon, removable, and disabled, side by side. */
export const Catalog: Story = {
  render: () => (
    <StyledRow>
      <Chip label="India" />
      <Chip label="United Kingdom" icon={<Globe aria-hidden="true" />} />
      <Chip label="Finance" onRemove={fn()} />
      <Chip label="Healthcare" icon={<Globe aria-hidden="true" />} onRemove={fn()} />
      <Chip label="Retail" onRemove={fn()} disabled />
    </StyledRow>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
