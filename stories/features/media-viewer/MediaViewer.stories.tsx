import type { Meta, StoryObj } from "@storybook/react-vite";
import { MediaViewer, type ViewableFile } from "@pipeline/ui";
import { expect, fn, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { fixtureSignedUrl, SliceFrame } from "./mediaViewerStorySupport";
import { findDialog } from "../../support/findDialog";

type MediaViewerStoryArgs = { file: ViewableFile; onClose: () => void };

function MediaViewerStory({ file, onClose }: MediaViewerStoryArgs) {
  return (
    <SliceFrame slice={{ documents: { signedUrl: fixtureSignedUrl } }}>
      <MediaViewer file={file} onClose={onClose} />
    </SliceFrame>
  );
}

const meta = {
  title: "Features/MediaViewer/MediaViewer",
  component: MediaViewerStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: MediaViewer },
    layout: "fullscreen",
    viewport: {
      options: {
        viewerPage: { name: "Viewer page", styles: { width: "1200px", height: "900px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "viewerPage", isRotated: false } },
  args: { file: { file: "documents/memo.pdf", file_name: "Investment memo.pdf" }, onClose: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof MediaViewerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer once it has faded in. */
async function viewer(name: string) {
  const dialog = await findDialog({ name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A PDF: its pages drawn by pdf.js, the page count and the zoom. */
export const Pdf: Story = {
  play: async () => {
    const view = await viewer("Investment memo.pdf");
    await expect(await view.findByText("2 pages", {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(
      () => expect(view.getByRole("img", { name: "Page 1" })).toHaveAttribute("data-drawn", "true"),
      {
        timeout: 15_000,
      },
    );
    await expect(view.getByText("100%")).toBeVisible();
  },
};

/** An image, scaled to fit. */
export const Image: Story = {
  args: { file: { file: "documents/photo.png", file_name: "Team photo.png" } },
  play: async () => {
    const view = await viewer("Team photo.png");
    const image = (await view.findByRole("img", { name: "Team photo.png" })) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 10_000 });
  },
};

/** A video with its playback speeds; 1.5x picked. */
export const Video: Story = {
  args: { file: { file: "documents/call.mp4", file_name: "Call recording.mp4" } },
  play: async ({ userEvent }) => {
    const view = await viewer("Call recording.mp4");
    const video = (await view.findByLabelText("Call recording.mp4")) as HTMLVideoElement;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await userEvent.click(view.getByRole("button", { name: "1.5x" }));
    await expect(video.playbackRate).toBe(1.5);
    await expect(view.getByRole("button", { name: "1.5x" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** A Word document, laid out as a page by docx-preview. */
export const WordDocument: Story = {
  args: { file: { file: "documents/notes.docx", file_name: "Call notes.docx" } },
  play: async () => {
    const view = await viewer("Call notes.docx");
    await waitFor(() => expect(view.getByText("Call notes: Acme Robotics")).toBeVisible(), {
      timeout: 15_000,
    });
  },
};

/** An Excel workbook: one tab per sheet, the first shown as a table. */
export const Workbook: Story = {
  args: { file: { file: "documents/model.xlsx", file_name: "Financial model.xlsx" } },
  play: async () => {
    const view = await viewer("Financial model.xlsx");
    await expect(await view.findByRole("tab", { name: "Revenue" }, { timeout: 15_000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(view.getByRole("tab", { name: "Team" })).toBeVisible();
    await expect(view.getByText("FY24")).toBeVisible();
  },
};

/** A legacy Excel 97-2003 workbook (.xls, written by LibreOffice), shown as an .xlsx is. */
export const LegacyWorkbook: Story = {
  args: { file: { file: "documents/model.xls", file_name: "Financial model.xls" } },
  play: async ({ userEvent }) => {
    const view = await viewer("Financial model.xls");
    await expect(await view.findByRole("tab", { name: "Revenue" }, { timeout: 15_000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(view.getByRole("cell", { name: "FY24" })).toBeVisible();
    await expect(view.getByRole("cell", { name: "61%" })).toBeVisible();
    await userEvent.click(view.getByRole("tab", { name: "Team" }));
    await expect(await view.findByRole("cell", { name: "Meera Shah" })).toBeVisible();
    await userEvent.click(view.getByRole("tab", { name: "Revenue" }));
    await expect(await view.findByRole("cell", { name: "FY24" })).toBeVisible();
  },
};

/** A text file, as it is. */
export const Text: Story = {
  args: { file: { file: "documents/transcript.txt", file_name: "Meeting transcript.txt" } },
  play: async () => {
    const view = await viewer("Meeting transcript.txt");
    await expect(await view.findByText(/Thanks for joining/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A legacy .doc: no preview, the download instead. */
export const Unsupported: Story = {
  args: { file: { file: "documents/terms.doc", file_name: "Legacy terms.doc" } },
  play: async () => {
    const view = await viewer("Legacy terms.doc");
    await expect(await view.findByText("No preview for this type")).toBeVisible();
    await expect(view.getAllByRole("link", { name: "Download" })).toHaveLength(2);
  },
};
