import {
  addJourneyItemSchema,
  ADAPTER_MESSAGES,
  AdapterError,
  type ActionRefusal,
  meetingCancelRefusal,
  meetingCommentRefusal,
  type Id,
  IST_TIME_ZONE,
  journeyTargetSchema,
  type Meeting,
  MEETING_DEFAULTS,
  meetingCommentSchema,
  type MeetingsPort,
} from "@pipeline/contract";
import { mixed, number, object } from "yup";
import { type MediaSettings, startProcessing } from "../files/mediaSettings";
import { nameOf, storedBlob } from "../files/storedFiles";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, notFound, notFoundWith } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedJourneyItem, SeedUser } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";
import { seesDocument, toDocument, toJourneyItem } from "../views/journeyViews";
import {
  addJourneyItem,
  checkActiveUsers,
  checkCompanyMembers,
  journeyCompany,
  offeredTask,
  refreshJourneySummary,
  requireItemRead,
  unique,
} from "./journeyRules";
import { addDocument, checkSender, findMeeting, MEDIA_MESSAGES } from "./mediaRules";

// The Add Item form's meeting fields, with the journey target the payload adds.
const scheduleSchema = addJourneyItemSchema
  .pick([
    "task_type",
    "attendees",
    "moderators",
    "isGatewayMeetScheduled",
    "start_date",
    "duration",
    "file",
    "sender_id",
  ])
  .concat(journeyTargetSchema)
  .concat(
    object({ status: mixed().oneOf(["CONFIRMED"], "A new meeting is CONFIRMED").default("CONFIRMED") }),
  );

const commentInputSchema = meetingCommentSchema.concat(
  object({ company_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).nullable() }),
);

const cancelSchema = object({
  id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required(ADAPTER_MESSAGES.invalidChoice),
  company_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required("Company is required"),
});

/** An unguessable token for a gateway link: 128 random bits as hex. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const startFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function toMeeting(state: MemoryState, item: SeedJourneyItem, user: SeedUser): Meeting {
  const meeting = toJourneyItem(state, item, user).meeting;
  if (!meeting) throw notFound();
  return meeting;
}

export function createMeetingsPort(
  { state, call, callPublic, now }: MemoryRuntime,
  settings: MediaSettings,
): MeetingsPort {
  return {
    schedule: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(scheduleSchema, {
          ...input,
          duration: input.duration ?? MEETING_DEFAULTS.durationMinutes,
          task_type: "MEETING",
        });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const task = offeredTask(state, values, ["MEETING"]);
        checkCompanyMembers(state, company, "attendees", values.attendees);
        checkActiveUsers(state, "moderators", values.moderators);
        if (values.sender_id != null) checkSender(state, values.sender_id);
        const own = values.isGatewayMeetScheduled;
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          status: "CONFIRMED",
          start_date: values.start_date ? values.start_date.toISOString() : stamp,
          duration: values.duration ?? MEETING_DEFAULTS.durationMinutes,
          member_ids: unique(values.attendees),
          moderator_ids: unique(values.moderators),
          sender_id: values.sender_id ?? null,
          attendee_token: own ? randomToken() : null,
          moderator_token: own ? randomToken() : null,
        });
        // A meeting held elsewhere brings its recording, processed as uploads are.
        if (input.file) {
          const fileName = nameOf(input.file);
          const document = addDocument(state, {
            company_id: company.id,
            journey_item: item.id,
            role: "file",
            type: "RECORDING",
            file_name: fileName,
            blob: storedBlob(input.file, fileName),
            description: null,
            uploaded_on: null,
            transcription: null,
            state: "PENDING",
            created_by: user.pk,
            created: stamp,
          });
          startProcessing(document, settings);
        }
        // The server e-mails the invitations (with their calendar part); nothing is sent from memory.
        return { message: MEDIA_MESSAGES.meetingScheduled, data: toMeeting(state, item, user) };
      }),

    comment: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(commentInputSchema, input);
        const item = findMeeting(state, id);
        const stamp = now();
        const company = journeyCompany(state, user, item.company_id, stamp);
        if (values.company_id != null && values.company_id !== item.company_id) {
          throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
        }
        // Only a listed moderator who has not commented yet, on a meeting not cancelled: the
        // contract's rule, as the server applies it.
        const commentedBy = state.comments
          .filter((comment) => comment.journey_item === item.id)
          .flatMap((comment) => (comment.created_by === null ? [] : [comment.created_by]));
        refuseIf(
          meetingCommentRefusal(actorOf(user), {
            status: item.status,
            moderators: item.moderator_ids,
            commentedBy,
          }),
        );
        Object.assign(item, { status: "COMPLETED", modified: stamp, modified_by: user.pk });
        state.comments.push({
          id: nextId(state.comments),
          company_id: item.company_id,
          journey_item: item.id,
          comment_text: values.comment_text,
          created_by: user.pk,
          modified_by: user.pk,
          created: stamp,
          modified: stamp,
        });
        refreshJourneySummary(state, company);
        return { message: MEDIA_MESSAGES.meetingCompleted, data: toMeeting(state, item, user) };
      }),

    cancel: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(cancelSchema, input);
        const item = findMeeting(state, values.id);
        if (item.company_id !== values.company_id) throw notFound();
        const stamp = now();
        const company = journeyCompany(state, user, item.company_id, stamp);
        // Its scheduler, a moderator or a SUPER_ADMIN, while neither COMPLETED nor CANCELLED.
        refuseIf(
          meetingCancelRefusal(actorOf(user), {
            status: item.status,
            scheduledBy: item.created_by,
            moderators: item.moderator_ids,
          }),
        );
        Object.assign(item, { status: "CANCELLED", modified: stamp, modified_by: user.pk });
        refreshJourneySummary(state, company);
        // The server e-mails the cancellation to the same people; nothing is sent from memory.
        return { message: MEDIA_MESSAGES.meetingCancelled };
      }),

    recordings: (meetingId: Id, options) =>
      call(options, (user) => {
        const item = findMeeting(state, meetingId);
        requireItemRead(state, user, { company_id: item.company_id, journey_item: item.id }, now());
        return state.documents
          .filter((document) => document.journey_item === item.id && document.role === "file")
          .filter((document) => seesDocument(document, user))
          .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
          .map(toDocument);
      }),

    // Public: the gateway page asks before anyone signs in. Only a CONFIRMED meeting's tokens lead anywhere.
    link: (token, options) =>
      callPublic(options, () => {
        const item = state.journeyItems.find(
          (entry) =>
            entry.type === "MEETING" &&
            entry.status === "CONFIRMED" &&
            token !== "" &&
            (entry.attendee_token === token || entry.moderator_token === token),
        );
        if (!item?.attendee_token) throw notFoundWith(MEDIA_MESSAGES.meetingLinkFailed);
        const company = state.companies.find((entry) => entry.id === item.company_id);
        const task = state.journey.flatMap((entry) => entry.tasks).find((entry) => entry.id === item.task_id);
        const room = `${settings.meetingBaseUrl.replace(/\/+$/, "")}/pipeline-${item.attendee_token.slice(0, 12)}`;
        const start = item.start_date ? `${startFormat.format(new Date(item.start_date))} IST, ` : "";
        return {
          url: item.moderator_token === token ? `${room}#config.moderator=true` : room,
          title: [company?.company_name, task?.label].filter(Boolean).join(": "),
          description: `${start}${item.duration ?? MEETING_DEFAULTS.durationMinutes} minutes`,
        };
      }),
  };
}

/** The signed-in user as the contract's action rules read them: who, acting as their first role. */
function actorOf(user: SeedUser) {
  return { pk: user.pk, activeRole: user.roles[0] ?? null };
}

function refuseIf(refusal: ActionRefusal | null): void {
  if (refusal) throw new AdapterError(refusal.message, { status: refusal.status });
}
