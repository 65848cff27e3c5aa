// What the journey timeline stories share: a company's journey made for one state (every task
// type and status, a long one, an empty one), served through the story adapter's journey port,
// and the timeline in a provider with the page's action slots.
import type {
  CompanyActivity,
  CompanyDocument,
  DataAdapter,
  Id,
  JourneyTimeline as Timeline,
  JourneyItem as Item,
  StageRef,
} from "@pipeline/contract";
import { Button, JourneyTimeline, type JourneyTimelineView, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import styled from "styled-components";
import { within } from "storybook/test";
import { companyDocument, journeyItem } from "../../support/journeyTimelineFixtures";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

export { journeyItem };

export type JourneyTimelineStoryArgs = {
  adapter: DataAdapter;
  navigate: Navigate;
  view: JourneyTimelineView;
  /** The user may act on items: the page's Comment and Approve buttons show under them. */
  canAct: boolean;
  onOpenItem: (item: Item) => void;
  onAction: (action: string, item: Item) => void;
  /** The timeline in a column as narrow as a phone. Default: false. */
  narrow?: boolean;
  /** Whose journey: the seeded adapter keeps four. Default: 1 (Kavach Robotics). */
  companyId?: Id;
  /** Opens a file of an item or an upload. Default: none (files are named only). */
  onOpenFile?: (document: CompanyDocument) => void;
};

const StyledPage = styled.div<{ $narrow: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.size.dialogSm : "none")};
`;

const VIKRAM = { pk: 2, first_name: "Vikram", last_name: "Iyer" };
const MEERA = { pk: 3, first_name: "Meera", last_name: "Nair" };

const MEMBER = {
  id: 11,
  first_name: "Rohan",
  last_name: "Kapoor",
  email: "rohan@kavachrobotics.in",
  mobile: "9876543210",
  linkedin_profile: "https://www.linkedin.com/in/rohankapoor",
  cmd: [1],
};
const SECOND_MEMBER = {
  ...MEMBER,
  id: 12,
  first_name: "Priya",
  last_name: "Shah",
  email: "priya@kavachrobotics.in",
};

export const STAGES = {
  sourcing: { id: 1, label: "Sourcing", order: 1 },
  screening: { id: 2, label: "Screening", order: 2 },
  diligence: { id: 3, label: "Due Diligence", order: 3 },
} as const satisfies Record<string, StageRef>;

const DOCUMENT = companyDocument({
  id: 71,
  file: "documents/kavach-pitch-deck.pdf",
  file_name: "kavach-pitch-deck.pdf",
  description: "Pitch deck",
  created: "2024-02-20T06:00:00.000Z",
  uploaded_on: "Seed",
  journey_item: 9,
});

const evaluation = (
  id: Id,
  status: "PENDING" | "APPROVED" | "REJECTED" | "HOLD",
  comment: string | null,
) => ({
  status,
  reviewers: [
    { pk: VIKRAM.pk, first_name: VIKRAM.first_name, last_name: VIKRAM.last_name },
    { pk: MEERA.pk, first_name: MEERA.first_name, last_name: MEERA.last_name },
  ],
  evaluation: {
    id: 500 + id,
    reviewer_ids: [VIKRAM.pk, MEERA.pk],
    // Vikram answered, and Meera too once both approved; a PENDING evaluation has no answer yet.
    answered_by: status === "PENDING" ? [] : status === "APPROVED" ? [VIKRAM.pk, MEERA.pk] : [VIKRAM.pk],
    answers: [
      ...(status === "PENDING"
        ? []
        : [{ reviewer: VIKRAM, status, comment: comment ?? "", created: "2024-02-11T12:00:00.000Z" }]),
      ...(status === "APPROVED"
        ? [{ reviewer: MEERA, status, comment: "Agreed.", created: "2024-02-13T10:00:00.000Z" }]
        : []),
    ],
    status,
    comment,
    journey_item: id,
  },
});

/**
 * Kavach Robotics' journey: every task type, and an evaluation in each status. Stages come out of
 * order (the timeline sorts them), times are UTC (the timeline shows IST).
 */
export function everyTypeTimeline(): Timeline {
  return [
    {
      stage: STAGES.screening,
      items: [
        journeyItem({
          id: 4,
          stage: STAGES.screening,
          task: { id: 21, label: "Investment Committee Review", type: "EVALUATION" },
          created: "2024-02-10T04:30:00.000Z",
          ...evaluation(4, "APPROVED", "Strong unit economics; proceed to diligence."),
          comments: [
            {
              id: 901,
              comment_text: "Approved after the second call.",
              created_by: VIKRAM,
              created: "2024-02-12T09:15:00.000Z",
            },
          ],
        }),
        journeyItem({
          id: 5,
          stage: STAGES.screening,
          task: { id: 22, label: "Partner Review", type: "EVALUATION" },
          created: "2024-02-11T05:00:00.000Z",
          ...evaluation(5, "REJECTED", "Market too narrow for the fund."),
        }),
        journeyItem({
          id: 6,
          stage: STAGES.screening,
          task: { id: 22, label: "Partner Review", type: "EVALUATION" },
          created: "2024-02-13T05:00:00.000Z",
          ...evaluation(6, "HOLD", "Waiting for the audited accounts."),
        }),
        journeyItem({
          id: 7,
          stage: STAGES.screening,
          task: { id: 23, label: "Technical Review", type: "EVALUATION" },
          created: "2024-02-14T05:00:00.000Z",
          ...evaluation(7, "PENDING", null),
        }),
        journeyItem({
          id: 8,
          stage: STAGES.screening,
          task: { id: 24, label: "Call Notes", type: "CALL NOTES" },
          created: "2024-02-15T10:45:00.000Z",
          call_notes_id: 31,
          modified: "2024-02-16T12:00:00.000Z",
          modified_by: VIKRAM,
        }),
      ],
    },
    {
      stage: STAGES.sourcing,
      items: [
        journeyItem({
          id: 1,
          stage: STAGES.sourcing,
          task: { id: 11, label: "LinkedIn Outreach", type: "LINKEDIN" },
          created: "2024-01-15T04:30:00.000Z",
          company_members: [MEMBER, SECOND_MEMBER],
          start_date: "2024-01-16T05:30:00.000Z",
          message:
            "Hi Rohan, we back robotics companies building for Indian factories. Could we talk next week?",
        }),
        journeyItem({
          id: 2,
          stage: STAGES.sourcing,
          task: { id: 12, label: "Company Summary", type: "SUMMARY" },
          created: "2024-01-20T08:00:00.000Z",
          summary_id: 41,
          message: "Industrial cobots for mid-size plants; 42 FTE; raising a seed round.",
          comments: [
            {
              id: 902,
              comment_text: "Add the cap table before the committee.",
              created_by: MEERA,
              created: "2024-01-21T13:40:00.000Z",
            },
          ],
        }),
        journeyItem({
          id: 3,
          stage: STAGES.sourcing,
          task: { id: 13, label: "Intro E-mail", type: "EMAIL" },
          created: "2024-01-22T03:00:00.000Z",
          subject: "Kavach Robotics x Pipeline",
          receiver_emails: ["rohan@kavachrobotics.in"],
          company_members: [MEMBER],
        }),
      ],
    },
    {
      stage: STAGES.diligence,
      items: [
        journeyItem({
          id: 9,
          stage: STAGES.diligence,
          task: { id: 31, label: "Founder Meeting", type: "MEETING" },
          created: "2024-02-20T06:00:00.000Z",
          status: "CONFIRMED",
          start_date: "2024-02-22T08:30:00.000Z",
          attendees: [MEMBER],
          moderators: [{ pk: VIKRAM.pk, first_name: VIKRAM.first_name, last_name: VIKRAM.last_name }],
        }),
        journeyItem({
          id: 10,
          stage: STAGES.diligence,
          task: { id: 32, label: "Pitch Deck", type: "DOCUMENT" },
          created: "2024-02-20T06:30:00.000Z",
          files: [DOCUMENT],
        }),
      ],
    },
  ];
}

/** A journey of `count` items over three stages: more than the timeline renders at once. */
export function longTimeline(count = 600): Timeline {
  const stages = Object.values(STAGES);
  const perStage = Math.ceil(count / stages.length);
  return stages.map((stage, stageIndex) => ({
    stage,
    items: Array.from({ length: Math.min(perStage, count - stageIndex * perStage) }, (_, index) => {
      const id = 1000 + stageIndex * perStage + index;
      const minutes = (stageIndex * perStage + index) * 90;
      return journeyItem({
        id,
        stage,
        task: {
          id: 100 + stageIndex,
          label: `Follow-up ${stageIndex * perStage + index + 1}`,
          type: "LINKEDIN",
        },
        created: new Date(Date.UTC(2024, 0, 1, 4, 30) + minutes * 60_000).toISOString(),
        company_members: [MEMBER],
        message: "Checking in on the next steps.",
      });
    }),
  }));
}

/** Comments written on Kavach Robotics and files uploaded to it, outside its journey's tasks. */
export function companyActivity(): CompanyActivity {
  return {
    comments: [
      {
        id: 951,
        comment_text: "Met the founders at the robotics fair; they asked for a second call.",
        modified_by: { first_name: MEERA.first_name, last_name: MEERA.last_name },
        journey_item: null,
        company_id: 1,
        created: "2024-02-21T08:00:00.000Z",
      },
    ],
    uploads: ["board-pack-q4.pdf", "cap-table.xlsx"].map((fileName, index) =>
      companyDocument({
        id: 81 + index,
        file: `companies/1/${fileName}`,
        file_name: fileName,
        description: "Board pack",
        created: "2024-02-22T05:30:00.000Z",
        uploaded_on: "Round 2",
        journey_item: null,
        uploaded_by: { first_name: VIKRAM.first_name, last_name: VIKRAM.last_name },
      }),
    ),
  };
}

const NO_ACTIVITY: CompanyActivity = { comments: [], uploads: [] };

/** The story adapter whose journey port answers this timeline (and activity: none) for every company. */
export function timelineAdapter(
  timeline: Timeline | (() => Promise<Timeline>),
  activity: CompanyActivity = NO_ACTIVITY,
): DataAdapter {
  return withPort(storyAdapter(), "journey", {
    timeline: typeof timeline === "function" ? timeline : async () => timeline,
    activity: async () => activity,
  });
}

/** The page's own actions in the timeline's slot: what the approval and comment dialogs hang on. */
function storyActions(onAction: JourneyTimelineStoryArgs["onAction"]) {
  function ItemActions(item: Item) {
    return (
      <>
        {item.journey_item.task.type === "EVALUATION" && item.evaluation?.status === "PENDING" ? (
          <Button size="sm" onClick={() => onAction("approve", item)}>
            Approve
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onAction("comment", item)}>
          Comment
        </Button>
      </>
    );
  }
  return ItemActions;
}

export function JourneyTimelineStory({
  adapter,
  navigate,
  view,
  canAct,
  onOpenItem,
  onAction,
  narrow = false,
  companyId = 1,
  onOpenFile,
}: JourneyTimelineStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <StyledPage $narrow={narrow}>
        <JourneyTimeline
          companyId={companyId}
          view={view}
          onOpenItem={onOpenItem}
          onOpenFile={onOpenFile}
          renderItemActions={canAct ? storyActions(onAction) : undefined}
        />
      </StyledPage>
    </PipelineProvider>
  );
}

/** Waits for a stage's heading: the journey is on screen. */
export async function stageHeading(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole(
    "heading",
    { level: 2, name: new RegExp(`^${name}`) },
    { timeout: 4000 },
  );
}

/** The stages' names, top to bottom, read from the elements a rail jumps to. */
export function stageNames(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('[id^="journey-stage-"]')).map(
    (stage) => stage.textContent ?? "",
  );
}
