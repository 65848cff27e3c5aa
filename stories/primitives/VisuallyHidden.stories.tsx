import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2 } from "lucide-react";
import { expect, within } from "storybook/test";
import { VisuallyHidden } from "@pipeline/ui/primitives";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Delete document" },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: screen readers say "Delete document", nothing shows. */
export const Default: Story = {
  render: (args) => (
    <button type="button">
      <Trash2 aria-hidden="true" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Delete document" })).toBeInTheDocument();
    const hidden = canvas.getByText("Delete document");
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
