import type { Meta, StoryObj } from "@storybook/react-vite";
import { IMPORT_STATUSES } from "@pipeline/contract";
import { ImportProgress, ImportStatusPill } from "@pipeline/ui";
import { expect, within } from "storybook/test";
import { settleAnimations } from "./importStoryData";

/** The five statuses in their colours, and the progress of a running import and of a queued one. */
function StatusStory() {
  return (
    <div style={{ display: "grid", gap: "24px", maxWidth: "480px" }}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "8px" }}>
        {IMPORT_STATUSES.map((status) => (
          <ImportStatusPill key={status} status={status} />
        ))}
      </div>
      <ImportProgress record={{ rows_done: 3200, rows_total: 10000 }} />
      <ImportProgress record={{ rows_done: 0, rows_total: null }} />
      <div style={{ width: "160px" }}>
        <ImportProgress record={{ rows_done: 3200, rows_total: 10000 }} compact />
      </div>
    </div>
  );
}

const meta = {
  title: "Blocks/ImportStatus",
  component: StatusStory,
  tags: ["autodocs"],
  parameters: { docs: { widget: ImportProgress } },
  afterEach: settleAnimations,
} satisfies Meta<typeof StatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending olive, Processing orange, Completed With Errors dark orange, Completed green, Failed red. */
export const PillsAndProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("6,800 rows left")).toBeVisible();
    await expect(canvas.getByText("3,200 / 10,000")).toBeVisible();
  },
};
