// What the committee stories and tests share: a company's gate evaluation in each of its states
// (blind and undecided, decided after a reopening), on a journey of its own, and the users who
// look at it.
import type {
  CurrentUser,
  DataAdapter,
  Evaluation,
  Id,
  JourneyItem,
  JourneyTimeline as Timeline,
} from "@pipeline/contract";
import { JourneyTimeline, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { journeyItem } from "../../support/journeyTimelineFixtures";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

export const ASHA = { pk: 1, first_name: "Asha", last_name: "Raman" };
export const VIKRAM = { pk: 2, first_name: "Vikram", last_name: "Iyer" };
export const MEERA = { pk: 3, first_name: "Meera", last_name: "Nair" };
export const KIRAN = { pk: 9, first_name: "Kiran", last_name: "Das" };

export const EVALUATION_STAGE = { id: 3, label: "Evaluation", order: 3 };
export const IC_TASK = { id: 12, label: "Investment Committee Review", type: "EVALUATION" as const };
export const GATE_ITEM_ID = 40;

const REVIEWERS = [ASHA, VIKRAM, MEERA];

/** The blind gate (quorum 2) before Asha answered: Vikram has, which she is not shown. */
export const HIDDEN_EVALUATION: Evaluation = {
  id: 70,
  reviewer_ids: REVIEWERS.map((reviewer) => reviewer.pk),
  answered_by: [],
  answers: [],
  status: "PENDING",
  comment: null,
  journey_item: GATE_ITEM_ID,
  quorum: 2,
  blind: true,
  answered_count: 1,
  answers_hidden: true,
  round: 1,
  decided: null,
  decision_records: [],
  reopenings: [],
};

/** The same gate decided twice: approved, reopened by Asha with a reason, approved again. */
export const DECIDED_EVALUATION: Evaluation = {
  ...HIDDEN_EVALUATION,
  answered_by: [VIKRAM.pk, MEERA.pk],
  answers: [
    {
      reviewer: VIKRAM,
      status: "APPROVED",
      comment: "Unit economics hold at the new price.",
      created: "2024-03-12T06:00:00.000Z",
    },
    {
      reviewer: MEERA,
      status: "APPROVED",
      comment: "Agreed, with the revised cap table.",
      created: "2024-03-13T09:30:00.000Z",
    },
  ],
  status: "APPROVED",
  comment: "Agreed, with the revised cap table.",
  answered_count: 2,
  answers_hidden: false,
  round: 2,
  decided: "2024-03-13T09:30:00.000Z",
  decision_records: [
    { id: 501, round: 1, status: "APPROVED", decided: "2024-03-05T08:00:00.000Z" },
    { id: 502, round: 2, status: "APPROVED", decided: "2024-03-13T09:30:00.000Z" },
  ],
  reopenings: [
    {
      round: 1,
      reason: "The cap table changed after the vote.",
      reopened_by: ASHA,
      created: "2024-03-08T04:30:00.000Z",
    },
  ],
};

/** The company's journey holding the gate in this state. */
export function gateTimeline(evaluation: Evaluation): Timeline {
  const item: JourneyItem = journeyItem({
    id: GATE_ITEM_ID,
    stage: EVALUATION_STAGE,
    task: IC_TASK,
    created: "2024-03-01T05:30:00.000Z",
    status: evaluation.status,
    reviewers: REVIEWERS,
    evaluation,
  });
  return [{ stage: EVALUATION_STAGE, items: [item] }];
}

/** A signed-in user acting as one role. */
export function userActingAs(
  person: { pk: Id; first_name: string; last_name: string },
  role: "SUPER_ADMIN" | "USER",
): CurrentUser {
  return {
    ...person,
    username: person.first_name.toLowerCase(),
    email: `${person.first_name.toLowerCase()}@pipeline.test`,
    role: [{ role_name: role, is_active: true }],
    permissions: ["can_view_journey"],
    joined_date: "2024-01-01T00:00:00.000Z",
    update_date: "2024-01-01T00:00:00.000Z",
    is_active: true,
    is_staff: role === "SUPER_ADMIN",
    active_role: role,
    password_managed_by_directory: false,
  };
}

/** The story adapter answering this journey, signed in as this user. */
export function gateAdapter(
  evaluation: Evaluation,
  user: CurrentUser = userActingAs(ASHA, "USER"),
): DataAdapter {
  const journey = withPort(storyAdapter(), "journey", {
    timeline: async () => gateTimeline(evaluation),
    activity: async () => ({ comments: [], uploads: [] }),
  });
  return withPort(journey, "users", { current: async () => user });
}

export type GateStoryArgs = {
  adapter: DataAdapter;
  navigate: Navigate;
  /** Who looks at the timeline. */
  viewer: Id;
  /** The item the timeline is opened at. Default: none. */
  focusItemId?: Id;
};

/** The company's timeline, expanded, as this viewer sees it. */
export function GateTimelineStory({ adapter, navigate, viewer, focusItemId }: GateStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <JourneyTimeline companyId={1} view="collapsed" viewer={viewer} focusItemId={focusItemId ?? null} />
    </PipelineProvider>
  );
}
