import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import styled from "styled-components";
import { Spinner, type SpinnerSize } from "@pipeline/ui/primitives";

const SIZES: SpinnerSize[] = ["sm", "md", "lg"];

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
`;

const StyledLabelled = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.color.primary};
`;

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  argTypes: { size: { control: "inline-radio", options: SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: "Loading companies" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading companies" })).toBeVisible();
  },
};

export const Decorative: Story = {
  render: () => (
    <StyledLabelled>
      <Spinner size="sm" />
      Video compression in progress...
    </StyledLabelled>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledRow>
      {SIZES.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </StyledRow>
  ),
};
