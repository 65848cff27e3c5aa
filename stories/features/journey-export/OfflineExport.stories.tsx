import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JourneyTimeline } from "@pipeline/contract";
import { OfflineExport } from "@pipeline/ui";
import { expect, fn, within } from "storybook/test";
import { fixtureSignedUrl, SliceFrame } from "../media-viewer/mediaViewerStorySupport";

const TIMELINE: JourneyTimeline = [
  {
    stage: { id: 1, label: "Screening", order: 1 },
    items: [
      {
        id: 1,
        journey_item: {
          stage: { id: 1, label: "Screening" },
          task: { id: 3, label: "Investment memo", type: "DOCUMENT" },
        },
        created: "2024-03-01T04:30:00.000Z",
        modified: "2024-03-01T04:30:00.000Z",
        created_by: { pk: 11, first_name: "Asha", last_name: "Raman" },
        modified_by: null,
        status: null,
        comments: [],
        files: [
          {
            id: 1,
            type: "OTHER",
            file: "documents/memo.pdf",
            file_name: "Investment memo.pdf",
            description: null,
            created: "2024-03-01T04:30:00.000Z",
            created_by: 11,
            is_uploaded: "UPLOADED",
            uploaded_on: null,
            journey_item: 1,
          },
        ],
        reviewers: [],
        moderators: [],
        attendees: [],
        company_members: [],
        message: null,
        subject: null,
        body: null,
        receiver_emails: [],
        cc: [],
        bcc: [],
        attachments: [],
        start_date: null,
        meeting_attendee_link: null,
        meeting_moderator_link: null,
        evaluation: null,
        meeting: null,
        summary_id: null,
        call_notes_id: null,
      },
    ],
  },
];

type OfflineExportStoryArgs = { preparingMs: number; onZip: (zip: Blob, name: string) => void };

function OfflineExportStory({ preparingMs, onZip }: OfflineExportStoryArgs) {
  return (
    <SliceFrame slice={{ documents: { signedUrl: fixtureSignedUrl } }}>
      <OfflineExport
        enabled
        companyName="Acme Robotics"
        timeline={TIMELINE}
        preparingMs={preparingMs}
        onZip={onZip}
      />
    </SliceFrame>
  );
}

const meta = {
  title: "Features/JourneyExport/OfflineExport",
  component: OfflineExportStory,
  parameters: { layout: "padded" },
  args: { preparingMs: 3000, onZip: fn() },
} satisfies Meta<typeof OfflineExportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered to an export account. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Download offline copy" })).toBeEnabled();
  },
};
