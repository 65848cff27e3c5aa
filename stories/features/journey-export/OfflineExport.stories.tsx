import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JourneyTimeline } from "@pipeline/contract";
import { OfflineExport } from "@pipeline/ui";
import { expect, fn, within } from "storybook/test";
import { companyDocument, journeyItem } from "../../support/journeyTimelineFixtures";
import { fixtureSignedUrl, SliceFrame } from "../media-viewer/mediaViewerStorySupport";

const SCREENING = { id: 1, label: "Screening", order: 1 };

const TIMELINE: JourneyTimeline = [
  {
    stage: SCREENING,
    items: [
      journeyItem({
        id: 1,
        stage: SCREENING,
        task: { id: 3, label: "Investment memo", type: "DOCUMENT" },
        created: "2024-03-01T04:30:00.000Z",
        files: [
          companyDocument({
            id: 1,
            file: "documents/memo.pdf",
            file_name: "Investment memo.pdf",
            created: "2024-03-01T04:30:00.000Z",
            journey_item: 1,
          }),
        ],
      }),
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
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: OfflineExport } },
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
