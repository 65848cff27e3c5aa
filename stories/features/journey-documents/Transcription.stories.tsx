import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CompanyDocument, CurrentUser, Id } from "@pipeline/contract";
import { DocumentsList, MediaViewer, type ViewableFile } from "@pipeline/ui";
import type { AdapterSlice } from "@pipeline/ui/data";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { fixtureSignedUrl, SliceFrame } from "../media-viewer/mediaViewerStorySupport";
import { findDialog } from "../../support/findDialog";

const ME = { pk: 11, first_name: "Asha", last_name: "Raman" };

// A recording still being compressed, uploaded with its transcription, beside a memo without one.
const DOCUMENTS: CompanyDocument[] = [
  {
    id: 3,
    type: "RECORDING",
    file: "documents/call.mp4",
    file_name: "Founder call.mp4",
    description: "First call with the founders",
    created: "2024-03-12T08:45:00.000Z",
    created_by: ME.pk,
    is_uploaded: "PENDING",
    uploaded_on: "Screening",
    journey_item: null,
    transcription_file: "documents/transcript.txt",
    transcription_file_name: "Founder call transcript.txt",
  },
  {
    id: 1,
    type: "OTHER",
    file: "documents/memo.pdf",
    file_name: "Investment memo.pdf",
    description: null,
    created: "2024-03-01T04:30:00.000Z",
    created_by: ME.pk,
    is_uploaded: "UPLOADED",
    uploaded_on: "Screening",
    journey_item: null,
  },
];

const SLICE: AdapterSlice = {
  documents: {
    byCompany: async () => DOCUMENTS,
    byIds: async (ids: readonly Id[]) => DOCUMENTS.filter((entry) => ids.includes(entry.id)),
    signedUrl: fixtureSignedUrl,
  },
  users: {
    current: async () => ({ ...ME, username: "asha", role: [] }) as unknown as CurrentUser,
    short: async () => [ME],
  },
};

/** The list beside the viewer it opens, as the company page composes them. */
function TranscriptionStory() {
  const [open, setOpen] = useState<ViewableFile | null>(null);
  return (
    <SliceFrame slice={SLICE}>
      <DocumentsList companyId={7} onOpen={setOpen} />
      <MediaViewer file={open} onClose={() => setOpen(null)} />
    </SliceFrame>
  );
}

const meta = {
  title: "Features/JourneyDocuments/Transcription",
  component: TranscriptionStory,
  parameters: { layout: "padded" },
  afterEach: waitForAnimations,
} satisfies Meta<typeof TranscriptionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The transcription uploaded with a recording is named under it and opens in the viewer as the
 * text it is, while the recording itself is still being compressed.
 */
export const OpensWithItsRecording: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Recordings and documents" });
    const [, recording, memo] = within(table).getAllByRole("row");
    await expect(within(recording as HTMLElement).getByText("Transcription:")).toBeVisible();
    await expect(within(memo as HTMLElement).queryByText("Transcription:")).toBeNull();
    await userEvent.click(
      within(recording as HTMLElement).getByRole("button", { name: "Founder call transcript.txt" }),
    );
    const viewer = await findDialog({
      name: "Founder call transcript.txt",
    });
    await waitFor(() => expect(viewer).toBeVisible());
    await expect(
      await within(viewer).findByText(/Thanks for joining/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
