import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ExcelImportDetail } from "@pipeline/contract";
import { createTestAdapter, ImportResultPanel, PipelineProvider } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { STORY_COMPLETED, STORY_COMPLETED_WITH_ERRORS, STORY_FAILED } from "./importStoryData";

type PanelStoryArgs = {
  result: ExcelImportDetail;
  downloadErrorLog: (path: string) => Promise<Blob>;
  onSave: (blob: Blob, fileName: string) => void;
};

/** The panel in a card as wide as the import dialog's body. */
function PanelStory({ result, downloadErrorLog, onSave }: PanelStoryArgs) {
  return (
    <PipelineProvider adapter={createTestAdapter({ excelImports: { downloadErrorLog } })}>
      <div style={{ maxWidth: "512px" }}>
        <ImportResultPanel result={result} onSave={onSave} />
      </div>
    </PipelineProvider>
  );
}

const meta = {
  title: "Blocks/ImportResultPanel",
  component: PanelStory,
  tags: ["autodocs"],
  parameters: { docs: { widget: ImportResultPanel } },
  args: {
    result: STORY_COMPLETED,
    downloadErrorLog: fn(async () => new Blob(["failed rows"])),
    onSave: fn(),
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every company and member written: the counts only. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("240 companies in the file")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Download error log" })).not.toBeInTheDocument();
  },
};

/** Some refused: the failed companies and the errors scroll in their boxes; the error log downloads. */
export const CompletedWithErrors: Story = {
  args: { result: STORY_COMPLETED_WITH_ERRORS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Download error log" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.any(Blob),
        expect.stringMatching(/^Failed_Companies_Log_/),
      ),
    );
  },
};

/** A file that could not be read: why, and nothing written. */
export const Failed: Story = {
  args: { result: STORY_FAILED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(/could not be read/);
  },
};
