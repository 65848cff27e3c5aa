import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CompanyDocument, CurrentUser, Id } from "@pipeline/contract";
import { DocumentsList, MediaViewer, RECORDING_STATE_TEXTS, type ViewableFile } from "@pipeline/ui";
import { Dialog } from "@pipeline/ui/primitives";
import type { AdapterSlice } from "@pipeline/ui/data";
import { useMemo, useState } from "react";
import { expect, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { fixtureSignedUrl, SliceFrame } from "../media-viewer/mediaViewerStorySupport";
import { findDialog } from "../../support/findDialog";

const COMPANY_ID = 7;
const ME = { pk: 11, first_name: "Asha", last_name: "Raman" };

function document(
  overrides: Partial<CompanyDocument> & Pick<CompanyDocument, "id" | "file_name">,
): CompanyDocument {
  return {
    type: "OTHER",
    file: "documents/memo.pdf",
    description: null,
    created: "2024-03-01T04:30:00.000Z",
    created_by: ME.pk,
    is_uploaded: "UPLOADED",
    uploaded_on: "Screening",
    journey_item: null,
    ...overrides,
  };
}

const DOCUMENTS: CompanyDocument[] = [
  document({
    id: 3,
    type: "RECORDING",
    file: "documents/call.mp4",
    file_name: "Founder call.mp4",
    description: "Second call, product demo",
    created: "2024-03-12T08:45:00.000Z",
    is_uploaded: "PENDING",
    uploaded_on: "Due diligence",
  }),
  document({
    id: 2,
    type: "RECORDING",
    file: "documents/call.mp4",
    file_name: "Site visit.mp4",
    created: "2024-03-08T11:15:00.000Z",
    is_uploaded: "FAILED",
    uploaded_on: "Due diligence",
  }),
  document({
    id: 1,
    file_name: "Investment memo.pdf",
    description: "Series A memo",
    created_by: 12,
  }),
];

// A recording still being compressed, uploaded with its transcription, beside a memo without one.
const TRANSCRIBED: CompanyDocument[] = [
  document({
    id: 3,
    type: "RECORDING",
    file: "documents/call.mp4",
    file_name: "Founder call.mp4",
    description: "First call with the founders",
    created: "2024-03-12T08:45:00.000Z",
    is_uploaded: "PENDING",
    transcription_file: "documents/transcript.txt",
    transcription_file_name: "Founder call transcript.txt",
  }),
  document({ id: 1, file_name: "Investment memo.pdf" }),
];

function sliceOf(documents: CompanyDocument[]): AdapterSlice {
  return {
    documents: {
      byCompany: async () => documents,
      byIds: async (ids: readonly Id[]) => documents.filter((entry) => ids.includes(entry.id)),
      reupload: () => new Promise<never>(() => undefined),
      signedUrl: fixtureSignedUrl,
    },
    users: {
      current: async () => ({ ...ME, username: "asha", role: [] }) as unknown as CurrentUser,
      short: async () => [ME, { pk: 12, first_name: "Vikram", last_name: "Iyer" }],
    },
  };
}

const SLICE = sliceOf(DOCUMENTS);

/** The list beside the viewer it opens, as the company page composes them. */
function DocumentsListStory({ documents }: { documents: CompanyDocument[] }) {
  const [open, setOpen] = useState<ViewableFile | null>(null);
  const slice = useMemo(() => sliceOf(documents), [documents]);
  return (
    <SliceFrame slice={slice}>
      <DocumentsList companyId={COMPANY_ID} onOpen={setOpen} />
      <MediaViewer file={open} onClose={() => setOpen(null)} />
    </SliceFrame>
  );
}

const meta = {
  title: "Features/JourneyDocuments/DocumentsList",
  component: DocumentsListStory,
  tags: ["autodocs"],
  args: { documents: DOCUMENTS },
  parameters: { layout: "padded", docs: { widget: DocumentsList } },
  afterEach: waitForAnimations,
} satisfies Meta<typeof DocumentsListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A recording in compression, one whose compression failed (its uploader is offered Upload
 * Again) and an uploaded file that opens in the viewer.
 */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RECORDING_STATE_TEXTS.PENDING)).toBeVisible();
    await expect(canvas.getByText(RECORDING_STATE_TEXTS.FAILED)).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Upload again: Site visit.mp4" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Investment memo.pdf" })).toBeVisible();
    await expect(await canvas.findByText("Vikram Iyer")).toBeVisible();
  },
};

/** How many lines an element's text takes. */
function linesOf(element: Element): number {
  const range = window.document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * In the company page's Files dialog, whose text may wrap anywhere: the short columns keep to one
 * line and no word is cut in two ("Docume" over "nt").
 */
export const InFilesDialog: Story = {
  render: () => (
    <SliceFrame slice={SLICE}>
      <Dialog title="Recordings and documents" size="lg" open onOpenChange={() => undefined}>
        <DocumentsList companyId={COMPANY_ID} onOpen={() => undefined} title={null} />
      </Dialog>
    </SliceFrame>
  ),
  play: async () => {
    const dialog = within(await findDialog());
    await expect(await dialog.findByText("Vikram Iyer")).toBeVisible();
    const table = dialog.getByRole("table");
    for (const row of within(table).getAllByRole("row").slice(1)) {
      const cells = within(row).getAllByRole("cell").slice(1, 5);
      await expect(cells.map(linesOf)).toEqual([1, 1, 1, 1]);
    }
  },
};

/**
 * The transcription uploaded with a recording is named under it and opens in the viewer as the
 * text it is, while the recording itself is still being compressed.
 */
export const TranscriptionOpensWithItsRecording: Story = {
  args: { documents: TRANSCRIBED },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Recordings and documents" });
    const [, recording, memo] = within(table).getAllByRole("row");
    await expect(within(recording as HTMLElement).getByText("Transcription:")).toBeVisible();
    await expect(within(memo as HTMLElement).queryByText("Transcription:")).toBeNull();
    await userEvent.click(
      within(recording as HTMLElement).getByRole("button", { name: "Founder call transcript.txt" }),
    );
    const viewer = await findDialog({ name: "Founder call transcript.txt" });
    await expect(
      await within(viewer).findByText(/Thanks for joining/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
