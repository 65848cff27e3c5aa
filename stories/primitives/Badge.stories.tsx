import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment } from "react";
import { expect, within } from "storybook/test";
import styled from "styled-components";
import { Badge, type BadgeTone } from "@pipeline/ui/primitives";

const TONES = [
  "neutral",
  "primary",
  "success",
  "danger",
  "warning",
  "info",
] as const satisfies readonly BadgeTone[];

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: max-content repeat(4, max-content);
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHeading = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { count: 12 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company count beside a dashboard column's title. */
export const Default: Story = {
  render: (args) => (
    <StyledTitle>
      Evaluation <Badge {...args} />
    </StyledTitle>
  ),
};

/** A short word instead of a number. */
export const Label: Story = {
  args: { count: undefined, children: "New", tone: "primary" },
};

/** Counts above `max` are capped so the badge stays small. */
export const Capped: Story = {
  args: { count: 1250, tone: "danger" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("99+")).toBeInTheDocument();
  },
};

/** A label for screen readers says what the bare number counts. */
export const ScreenReaderLabel: Story = {
  args: { count: 3, label: "3 unread comments", tone: "primary" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3 unread comments")).toBeInTheDocument();
    await expect(canvas.getByText("3")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Every tone with a small count, a capped count and a label. */
export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      <StyledHeading>tone</StyledHeading>
      <StyledHeading>count 0</StyledHeading>
      <StyledHeading>count 7</StyledHeading>
      <StyledHeading>count 340</StyledHeading>
      <StyledHeading>label</StyledHeading>
      {TONES.map((tone) => (
        <Fragment key={tone}>
          <span>{tone}</span>
          <span>
            <Badge tone={tone} count={0} />
          </span>
          <span>
            <Badge tone={tone} count={7} />
          </span>
          <span>
            <Badge tone={tone} count={340} />
          </span>
          <span>
            <Badge tone={tone}>Beta</Badge>
          </span>
        </Fragment>
      ))}
    </StyledGrid>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
