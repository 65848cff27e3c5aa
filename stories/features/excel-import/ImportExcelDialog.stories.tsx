import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdapterError, type ExcelImportDetail, type ProgressOptions, type Saved } from "@pipeline/contract";
import { type AdapterSlice, createTestAdapter, ImportExcelDialog, PipelineProvider } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  settleAnimations,
  STORY_COMPLETED,
  STORY_COMPLETED_WITH_ERRORS,
  STORY_IDLE_PREVIEW,
  STORY_PROCESSING,
  storyImport,
} from "../../blocks/import-result/importStoryData";
import { findDialog } from "../../support/findDialog";

type DialogStoryArgs = { slice: AdapterSlice; onClose: () => void; onOpenHistory: (id: number) => void };

function DialogStory({ slice, onClose, onOpenHistory }: DialogStoryArgs) {
  return (
    <PipelineProvider adapter={createTestAdapter(slice)}>
      <ImportExcelDialog open onClose={onClose} onOpenHistory={onOpenHistory} />
    </PipelineProvider>
  );
}

type Upload = (file: Blob, options?: ProgressOptions) => Promise<Saved<ExcelImportDetail>>;

const never = () => new Promise<never>(() => undefined);

/** An adapter whose upload answers `previewed`, whose confirm queues it and whose get answers `polled`. */
function slice(upload: Upload, polled: ExcelImportDetail = STORY_PROCESSING): AdapterSlice {
  return {
    excelImports: {
      upload,
      confirm: async (id) => ({
        message: "Import started",
        data: { ...polled, id, status: "Pending", phase: "queued", rows_done: 0 },
      }),
      get: async () => polled,
      cancel: async () => ({ message: "Import cancelled" }),
      template: async () => new Blob(["template"]),
      downloadErrorLog: async () => new Blob(["failed rows"]),
    },
  };
}

const previewed =
  (detail: ExcelImportDetail = storyImport()): Upload =>
  async (_file, options) => {
    options?.onProgress?.(1);
    return { message: "File checked", data: detail };
  };

const meta = {
  title: "Features/ImportExcelDialog",
  component: DialogStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: ImportExcelDialog },
    layout: "fullscreen",
    viewport: {
      options: {
        dialogPage: { name: "Dialog page", styles: { width: "1100px", height: "1000px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "dialogPage", isRotated: false } },
  args: { slice: slice(never), onClose: fn(), onOpenHistory: fn() },
  afterEach: settleAnimations,
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const found = await findDialog({ name: "Import Excel" });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

function workbook(name = "Prospects March 2024.xlsx"): File {
  return new File([new Uint8Array(48_000)], name);
}

/** Chooses a workbook and presses Check file. */
async function check(view: ReturnType<typeof within>, file = workbook()) {
  const input = view.getByRole("group", { name: /^Excel file/ }).querySelector('input[type="file"]');
  await userEvent.upload(input as HTMLInputElement, file);
  await userEvent.click(view.getByRole("button", { name: "Check file" }));
}

/** Checks the workbook and confirms its preview. */
async function checkAndConfirm(view: ReturnType<typeof within>) {
  await check(view);
  await userEvent.click(await view.findByRole("button", { name: "Confirm import" }));
}

/** Open: the template's link and an empty file field. */
export const Empty: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole("button", { name: "Download template" })).toBeVisible();
  },
};

/** A CSV chosen: the file rule's message, and no file kept. */
export const FileRuleError: Story = {
  play: async () => {
    const view = await dialog();
    const input = view.getByRole("group", { name: /^Excel file/ }).querySelector('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, new File(["a,b"], "companies.csv"), {
      applyAccept: false,
    });
    await expect(await view.findByText("Only Excel file are allowed.")).toBeVisible();
  },
};

/** Held at a fraction of the upload: 0.4 is the bar at 40%, 1 is the server checking the rows. */
const heldAt =
  (fraction: number): Upload =>
  (_file, options) =>
    new Promise<never>(() => {
      options?.onProgress?.(fraction);
    });

/** The workbook on its way: 40%. */
export const Uploading: Story = {
  args: { slice: slice(heldAt(0.4)) },
  play: async () => {
    const view = await dialog();
    await check(view);
    const bar = await view.findByRole("progressbar", { name: "Uploading" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
  },
};

/** Uploaded: the server reads every row before answering. */
export const Checking: Story = {
  args: { slice: slice(heldAt(1)) },
  play: async () => {
    const view = await dialog();
    await check(view);
    await expect(await view.findByRole("progressbar", { name: "Checking the rows…" })).toBeVisible();
  },
};

/** The preview: counts, rows matching existing records and rows that will fail. */
export const Preview: Story = {
  args: { slice: slice(previewed()) },
  play: async () => {
    const view = await dialog();
    await check(view);
    await expect(await view.findByText("and 141 more")).toBeVisible();
    await expect(view.getByRole("button", { name: "Confirm import" })).toBeEnabled();
  },
};

/** Every row fails: Confirm is off, and the note says why. */
export const PreviewNothingChanges: Story = {
  args: {
    slice: slice(previewed(storyImport({ file_name: "Old list.xlsx", preview: STORY_IDLE_PREVIEW }))),
  },
  play: async () => {
    const view = await dialog();
    await check(view, workbook("Old list.xlsx"));
    await expect(await view.findByRole("button", { name: "Confirm import" })).toBeDisabled();
  },
};

/** Confirmed: 3,200 of 10,000 rows written; the dialog may be closed. */
export const Processing: Story = {
  args: { slice: slice(previewed(storyImport({ file_name: STORY_PROCESSING.file_name }))) },
  play: async () => {
    const view = await dialog();
    await checkAndConfirm(view);
    await expect(await view.findByText("3,200 of 10,000 rows", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Ended with every row written. */
export const Completed: Story = {
  args: { slice: slice(previewed(), STORY_COMPLETED) },
  play: async () => {
    const view = await dialog();
    await checkAndConfirm(view);
    await expect(await view.findByText("Completed", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Ended with refused rows: the failed companies, the errors and the error log. */
export const CompletedWithErrors: Story = {
  args: { slice: slice(previewed(), STORY_COMPLETED_WITH_ERRORS) },
  play: async () => {
    const view = await dialog();
    await checkAndConfirm(view);
    await expect(
      await view.findByRole("button", { name: "Download error log" }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** The upload or its check failed: Failed, with the reason (the toast says it too). */
export const Failed: Story = {
  args: {
    slice: slice(async () => {
      throw new AdapterError(
        "The file could not be read as an Excel workbook: it may be damaged or password-protected.",
        {
          status: 400,
        },
      );
    }),
  },
  play: async () => {
    const view = await dialog();
    await check(view, workbook("Scanned list.xlsx"));
    await expect(await view.findByRole("alert")).toHaveTextContent(/could not be read/);
  },
};
