import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { EmptyState } from "@pipeline/ui/primitives";

const StyledColumn = styled.div`
  width: ${({ theme }) => theme.size.sidebar};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  args: { title: "No companies in this stage" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty dashboard column. */
export const Default: Story = {
  render: (args) => (
    <StyledColumn>
      <EmptyState {...args} />
    </StyledColumn>
  ),
};

/** Nothing matches the filters; a description says what to try, and an action clears them. */
export const WithAction: Story = {
  args: {
    title: "No results",
    description: "No company matches these filters. Try another country or a wider date range.",
    icon: <SearchX />,
    action: (
      <button type="button" onClick={fn()}>
        Clear filters
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No results")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
  },
};

/** A long title and description wrap within the narrow column. */
export const LongContent: Story = {
  args: {
    title: "No recordings or documents have been uploaded for this round of the evaluation yet",
    description:
      "Upload the meeting recording (.mp3, .mpeg or .mp4, up to 1.5 GB) from the Upload button; " +
      "https://pipeline.example.org/companies/1234567890/journey/documents/a-very-long-path-without-spaces",
  },
  render: (args) => (
    <StyledColumn>
      <EmptyState {...args} />
    </StyledColumn>
  ),
};

export const Dark: Story = {
  ...WithAction,
  play: undefined,
  globals: { theme: "dark" },
};
