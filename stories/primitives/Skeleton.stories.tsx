import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import styled, { useTheme } from "styled-components";
import { Skeleton, SkeletonBlock, SkeletonCircle, SkeletonRows, SkeletonText } from "@pipeline/ui/primitives";
import { StyledTwoColumns } from "../support/layout";

// Under test Storybook pauses the shimmer on its first frame, so screenshots do not depend on timing.

const StyledCaption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMedia = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  & > :last-child {
    flex: 1;
  }
`;

function CustomBlock() {
  const theme = useTheme();
  return <SkeletonBlock width={theme.size.sidebar} height={theme.space.xxxl} />;
}

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  args: { children: <SkeletonText /> },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph loading: one "Loading" for screen readers, the bars hidden from them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByText("Loading");
    await expect(loading.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  },
};

/** The placeholder of a server table or list while its page loads. */
export const Rows: Story = {
  args: { label: "Loading companies", children: <SkeletonRows count={5} columns={4} /> },
};

/** A shape used without a Skeleton around it announces loading by itself. */
export const Standalone: Story = {
  render: () => <SkeletonRows count={3} columns={3} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

/** Every shape: text lines, a block, a circle and rows, each inside its own loading region. */
export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <div>
        <StyledCaption>SkeletonText, 1 and 4 lines</StyledCaption>
        <Skeleton>
          <SkeletonText lines={1} />
          <SkeletonText lines={4} />
        </Skeleton>
      </div>
      <div>
        <StyledCaption>SkeletonBlock, default and custom size</StyledCaption>
        <Skeleton>
          <SkeletonBlock />
          <CustomBlock />
        </Skeleton>
      </div>
      <div>
        <StyledCaption>SkeletonCircle beside text</StyledCaption>
        <Skeleton>
          <StyledMedia>
            <SkeletonCircle />
            <SkeletonText lines={2} />
          </StyledMedia>
        </Skeleton>
      </div>
      <div>
        <StyledCaption>SkeletonRows, 3 rows of 3 columns</StyledCaption>
        <SkeletonRows count={3} columns={3} />
      </div>
    </StyledTwoColumns>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
