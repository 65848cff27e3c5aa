import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import styled from "styled-components";
import { ProgressBar, type ProgressTone } from "@pipeline/ui/primitives";

// Under test Storybook pauses the indeterminate slide on its first frame, so screenshots are stable.

const TONES = ["primary", "success", "danger", "warning"] as const satisfies readonly ProgressTone[];

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.dialogMd};
`;

const StyledNarrow = styled.div`
  width: ${({ theme }) => theme.size.sidebar};
`;

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  args: { label: "Uploading companies.xlsx", value: 45, showValue: true },
  render: (args) => (
    <StyledStack>
      <ProgressBar {...args} />
    </StyledStack>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An upload under way, with its percentage. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Uploading companies.xlsx" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(canvas.getByText("45%")).toBeVisible();
  },
};

/** The server is processing the import and cannot say how far it has got. */
export const Loading: Story = {
  args: { label: "Processing", value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Processing" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

/** A failed upload stays where it stopped, in red. */
export const Error: Story = {
  args: { label: "Upload failed", value: 62, tone: "danger" },
};

/** Bytes rather than percent: the bar works out the percentage from `max`. */
export const Bytes: Story = {
  args: { label: "Uploading recording.mp4", value: 402_653_184, max: 1_610_612_736 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("25%")).toBeVisible();
  },
};

/** The label is kept for screen readers only, e.g. inside a table cell. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Uploading companies.xlsx" }),
    ).toBeInTheDocument();
  },
};

/** A long file name wraps above the bar. */
export const LongContent: Story = {
  args: { label: "Uploading Failed_Companies_Log_2025-03-18_evaluation_round_two_final_version.xlsx" },
  render: (args) => (
    <StyledNarrow>
      <ProgressBar {...args} />
    </StyledNarrow>
  ),
};

/** Every tone, at the start, part way, complete and indeterminate. */
export const Catalog: Story = {
  render: () => (
    <StyledStack>
      {TONES.flatMap((tone) => [
        <ProgressBar key={`${tone}-0`} label={`${tone}, empty`} tone={tone} value={0} showValue />,
        <ProgressBar key={`${tone}-30`} label={`${tone}, part way`} tone={tone} value={30} showValue />,
        <ProgressBar key={`${tone}-100`} label={`${tone}, complete`} tone={tone} value={100} showValue />,
        <ProgressBar key={`${tone}-none`} label={`${tone}, indeterminate`} tone={tone} />,
      ])}
    </StyledStack>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
