// What the meeting stories and tests share: meetings, e-mails and documents as the timeline holds
// them, and the journey's adapter with the meeting calls answered here and recorded.
import {
  AdapterError,
  type CompanyDocument,
  type DataAdapter,
  type Id,
  type JourneyItem,
  type JourneyTimeline,
  type MeetingScheduleInput,
  type ProgressOptions,
} from "@pipeline/contract";
import { fn } from "storybook/test";
import { storyAdapter, withPort } from "../admin/adminStorySupport";
import { journeyItemAdapter } from "../journey-item/journeyItemStorySupport";
import { journeyItem, STAGES } from "../journey-timeline/journeyTimelineStorySupport";

/** The company of the meeting stories (Kavach Robotics in the seeded adapter). */
export const MEETING_COMPANY_ID = 1;

/** The seeded signed-in user (Asha Raman, pk 1) and a second moderator. */
export const ASHA = { pk: 1, first_name: "Asha", last_name: "Raman" };
export const VIKRAM = { pk: 2, first_name: "Vikram", last_name: "Iyer" };

const ROHAN = {
  id: 11,
  first_name: "Rohan",
  last_name: "Kapoor",
  email: "rohan@kavachrobotics.in",
  mobile: "9876543210",
  linkedin_profile: "https://www.linkedin.com/in/rohankapoor",
  cmd: [1],
};

export const ATTENDEE_LINK = "https://pipeline.test/meeting/att-4f9c2b7e1d";
export const MODERATOR_LINK = "https://pipeline.test/meeting/mod-8a1e6d3c5f";

function document(id: Id, fileName: string, extra: Partial<CompanyDocument> = {}): CompanyDocument {
  return {
    id,
    type: "OTHER",
    file: `documents/${fileName}`,
    file_name: fileName,
    description: null,
    created: "2024-04-09T07:00:00.000Z",
    created_by: ASHA.pk,
    is_uploaded: "UPLOADED",
    uploaded_on: null,
    journey_item: null,
    ...extra,
  };
}

const task = { id: 4, label: "Intro Call", type: "MEETING" } as const;

/** An own meeting still ahead: Asha and Vikram moderate, Rohan attends; its links are on the item. */
export function confirmedMeeting(overrides: Partial<JourneyItem> = {}): JourneyItem {
  return journeyItem({
    id: 41,
    stage: STAGES.screening,
    task,
    created: "2024-04-01T05:30:00.000Z",
    status: "CONFIRMED",
    start_date: "2024-04-09T05:30:00.000Z",
    attendees: [ROHAN],
    moderators: [ASHA, VIKRAM],
    meeting_attendee_link: ATTENDEE_LINK,
    meeting_moderator_link: MODERATOR_LINK,
    meeting: {
      id: 41,
      attendees: [ROHAN.id],
      moderators: [ASHA.pk, VIKRAM.pk],
      commented_by: [],
      sender_id: null,
      start_date: "2024-04-09T05:30:00.000Z",
      duration: 90,
      status: "CONFIRMED",
      documents: [],
      journey_item: 41,
    },
    ...overrides,
  });
}

const MEETING = confirmedMeeting().meeting ?? null;

/** The meeting record as the meeting calls answer it. */
function meetingRecord(status: "CONFIRMED" | "COMPLETED") {
  if (!MEETING) throw new Error("The story meeting has no meeting record");
  return { ...MEETING, status };
}

/** The same meeting once Vikram has commented: COMPLETED, with its recording. */
export function completedMeeting(): JourneyItem {
  const recording = document(81, "intro-call-recording.mp4", { type: "RECORDING", journey_item: 41 });
  const base = confirmedMeeting();
  return {
    ...base,
    status: "COMPLETED",
    meeting_attendee_link: null,
    meeting_moderator_link: null,
    comments: [
      {
        id: 910,
        comment_text:
          "Founders walked us through the product; strong pull from two refineries. Next: diligence.",
        created_by: VIKRAM,
        created: "2024-04-09T07:10:00.000Z",
      },
    ],
    files: [recording],
    meeting: base.meeting && {
      ...base.meeting,
      status: "COMPLETED",
      commented_by: [VIKRAM.pk],
      documents: [recording],
    },
  };
}

const EMAIL_BODY =
  "<p>Hi Rohan,</p><p>Thank you for the <strong>call</strong>. Could you send the items below?</p>" +
  "<ul><li>The <em>latest</em> pitch deck</li><li>Last year's accounts</li></ul>" +
  '<p>Notes are on <a href="https://pipeline.test/kavach">the deal page</a>.</p>' +
  '<img src="x" onerror="window.__hacked = true">';

/** An e-mail sent with an attachment, and one scheduled for later. */
export function emailItems(): JourneyItem[] {
  const emailTask = { id: 3, label: "Follow-up Email", type: "EMAIL" } as const;
  return [
    journeyItem({
      id: 51,
      stage: STAGES.sourcing,
      task: emailTask,
      created: "2024-04-02T05:30:00.000Z",
      status: "sent",
      subject: "Following up on our call, Kavach Robotics",
      body: EMAIL_BODY,
      receiver_emails: ["rohan@kavachrobotics.in"],
      cc: ["vikram@pipeline.test"],
      bcc: ["asha@pipeline.test"],
      start_date: "2024-04-02T05:30:00.000Z",
      attachments: [document(82, "kavach-term-sheet.pdf")],
    }),
    journeyItem({
      id: 52,
      stage: STAGES.sourcing,
      task: emailTask,
      created: "2024-04-02T06:00:00.000Z",
      status: "scheduled",
      subject: "Your diligence checklist",
      body: "<p>Hi Rohan,</p><p>Here is the checklist we spoke about.</p>",
      receiver_emails: ["rohan@kavachrobotics.in", "priya@kavachrobotics.in"],
      start_date: "2099-05-06T04:30:00.000Z",
    }),
  ];
}

/** A document item with its file and description. */
export function documentItem(): JourneyItem {
  return journeyItem({
    id: 61,
    stage: STAGES.diligence,
    task: { id: 7, label: "Pitch Deck", type: "DOCUMENT" },
    created: "2024-04-03T05:30:00.000Z",
    files: [document(83, "kavach-pitch-deck.pdf", { description: "Series A deck, April 2024" })],
  });
}

/** A timeline of one stage holding these items. */
export function timelineOf(items: JourneyItem[]): JourneyTimeline {
  const [first] = items;
  if (!first) return [];
  const stage = { ...first.journey_item.stage, order: 1 };
  return [{ stage, items }];
}

/** The answers the meeting calls give. */
export const MEETING_MESSAGES = {
  scheduled: "Meeting scheduled successfully.",
  commented: "Comment added. The meeting is completed.",
  cancelled: "Meeting cancelled. The invitees have been told.",
};

type Schedule = (
  input: MeetingScheduleInput,
  options?: ProgressOptions,
) => ReturnType<DataAdapter["meetings"]["schedule"]>;

/**
 * The Add Item dialog's adapter with a recorded meeting schedule that reports its upload in full
 * before answering; `schedule` replaces it, e.g. with one that stays uploading.
 */
export function scheduleAdapter(schedule?: Schedule): DataAdapter {
  return withPort(journeyItemAdapter(), "meetings", {
    schedule: fn(
      schedule ??
        (async (input: MeetingScheduleInput, options?: ProgressOptions) => {
          options?.onProgress?.(1);
          return { message: MEETING_MESSAGES.scheduled, data: { ...meetingRecord("CONFIRMED"), ...input } };
        }),
    ),
  });
}

/** The seeded adapter, its timeline this one, with the meeting comment and cancel answered and recorded. */
export function meetingActionsAdapter(
  timeline: JourneyTimeline = timelineOf([confirmedMeeting()]),
): DataAdapter {
  const adapter = withPort(storyAdapter(), "journey", { timeline: async () => timeline });
  return withPort(adapter, "meetings", {
    comment: fn(async () => ({ message: MEETING_MESSAGES.commented, data: meetingRecord("COMPLETED") })),
    cancel: fn(async () => ({ message: MEETING_MESSAGES.cancelled })),
  });
}

/** The gateway's adapter: the token leads to a room, or to nothing the server knows. */
export function gatewayAdapter(link: DataAdapter["meetings"]["link"]): DataAdapter {
  return withPort(storyAdapter(), "meetings", { link: fn(link) });
}

/** The failure the server answers for an unknown or cancelled token. */
export async function unknownToken(): Promise<never> {
  throw new AdapterError("There was an error processing the meeting link.", { status: 404 });
}
