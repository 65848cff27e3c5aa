import type { Meta, StoryObj } from "@storybook/react-vite";
import { KanbanBoard, type KanbanBoardAdapter, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, within } from "storybook/test";
import { pickSlice } from "../../support/pickSlice";
import { waitForAnimations } from "../../support/waitForAnimations";
import { STORY_NOW, storyAdapter } from "../admin/adminStorySupport";
import { expectColumn, optionsOf } from "./kanbanStorySupport";

type EmbeddedBoardArgs = {
  /** Only what the board reads: an app embedding it implements no more. */
  adapter: KanbanBoardAdapter;
  navigate: Navigate;
};

/** The board in an app of its own, whose provider is given the board's slice and nothing else. */
function EmbeddedBoard({ adapter, navigate }: EmbeddedBoardArgs) {
  return (
    <PipelineProvider<KanbanBoardAdapter> adapter={adapter} navigate={navigate}>
      <KanbanBoard now={STORY_NOW} />
    </PipelineProvider>
  );
}

/** The seeded memory adapter's methods the board reads, picked by name: any other call would fail. */
function boardSlice(): KanbanBoardAdapter {
  return pickSlice(storyAdapter(), {
    companies: ["dashboard", "countries", "list"],
    users: ["short"],
  });
}

const meta = {
  title: "Features/KanbanEmbedded",
  component: EmbeddedBoard,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: KanbanBoard } },
  args: { adapter: boardSlice(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof EmbeddedBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its slice alone the board shows what it shows on a whole adapter: columns, cards, the summary. */
export const OnItsSliceAlone: Story = {
  args: { adapter: boardSlice() },
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, "Sourcing", [
      "Orbit Payments",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
    // The selects' options come from the slice too (companies.countries, users.short).
    await expect((await optionsOf(canvasElement, "Country")).length).toBeGreaterThan(1);
    await expect((await optionsOf(canvasElement, "User")).length).toBeGreaterThan(1);
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument();
    // The screenshot then matches the board's Stage View on a whole adapter.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
