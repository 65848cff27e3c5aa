import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DocumentUploadInput, JourneyItemDefinition, ProgressOptions } from "@pipeline/contract";
import { UploadDocument } from "@pipeline/ui";
import type { AdapterSlice } from "@pipeline/ui/data";
import { expect, fn, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { SliceFrame } from "../media-viewer/mediaViewerStorySupport";
import { findDialog } from "../../support/findDialog";

const COMPANY_ID = 7;

const DEFINITIONS: JourneyItemDefinition[] = [
  { stage: { id: 1, label: "Screening", order: 1 }, tasks: [] },
  { stage: { id: 2, label: "Due diligence", order: 2 }, tasks: [] },
  { stage: { id: 3, label: "Investment committee", order: 3 }, tasks: [] },
];

type UploadDocumentStoryArgs = { slice: AdapterSlice; onClose: () => void };

function UploadDocumentStory({ slice, onClose }: UploadDocumentStoryArgs) {
  return (
    <SliceFrame slice={slice}>
      <UploadDocument companyId={COMPANY_ID} open onClose={onClose} />
    </SliceFrame>
  );
}

function slice(
  upload: (input: DocumentUploadInput, options?: ProgressOptions) => Promise<never>,
): AdapterSlice {
  return { journey: { definitions: async () => DEFINITIONS }, documents: { upload } };
}

const meta = {
  title: "Features/JourneyDocuments/UploadDocument",
  component: UploadDocumentStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: UploadDocument },
    layout: "fullscreen",
    viewport: {
      options: {
        dialogPage: { name: "Dialog page", styles: { width: "1100px", height: "1000px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "dialogPage", isRotated: false } },
  args: { slice: slice(() => new Promise<never>(() => undefined)), onClose: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof UploadDocumentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it has faded in and its rounds are read. */
async function dialog() {
  const found = await findDialog({ name: "Upload Document" });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

function filesInput(view: ReturnType<typeof within>): HTMLInputElement {
  return view.getByRole("group", { name: /^Files/ }).querySelector('input[type="file"]') as HTMLInputElement;
}

function video(): File {
  return new File([new Uint8Array(2048)], "First call.mp4", { type: "video/mp4" });
}

/** Open and empty: round, files, recording, transcription and description. */
export const Empty: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole("combobox", { name: "Round" })).toHaveTextContent("Select a round");
    await expect(view.getByRole("radio", { name: "Yes" })).not.toBeChecked();
  },
};

/** Upload with nothing filled: each required field says what it needs. */
export const Errors: Story = {
  play: async ({ userEvent }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole("button", { name: "Upload" }));
    await expect(await view.findByText("Please select a round")).toBeVisible();
    await expect(view.getByText("At least one file is required.")).toBeVisible();
    await expect(view.getByText("Please select an option")).toBeVisible();
  },
};

/** An .mp4 chosen: Recording is Yes and locked. */
export const Mp4Locked: Story = {
  play: async ({ userEvent }) => {
    const view = await dialog();
    await userEvent.upload(filesInput(view), video());
    await waitFor(() => expect(view.getByRole("radio", { name: "Yes" })).toBeChecked());
    await expect(view.getByRole("radio", { name: "No" })).toBeDisabled();
    await expect(view.getByText("An .mp4 file is always a recording.")).toBeVisible();
  },
};

/** Uploading: the bar shows how far the files have got. */
export const Uploading: Story = {
  args: {
    slice: slice(
      (_input, options) =>
        new Promise<never>(() => {
          options?.onProgress?.(0.4);
        }),
    ),
  },
  play: async ({ userEvent }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole("combobox", { name: "Round" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Due diligence" }));
    await userEvent.upload(filesInput(view), video());
    await userEvent.type(view.getByRole("textbox", { name: "Description" }), "First call with the founders");
    await userEvent.click(view.getByRole("button", { name: "Upload" }));
    const bar = await view.findByRole("progressbar", { name: "Uploading" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
  },
};
