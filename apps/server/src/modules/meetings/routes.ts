import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { type InferType, object, string } from "yup";
import {
  calls,
  addJourneyItemSchema,
  commentSchema,
  FILE_RULES,
  MEETING_DEFAULTS,
  requiredIdSchema,
} from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { discard, readMultipart } from "../../http/multipart";
import { validateBody } from "../../http/validate";
import { registerMeetingJobs } from "./invitationJob";
import { moderatorJwt, roomAddress, meetingDescription } from "./links";
import type { JourneyActor } from "../journey";
import type { MeetingFile, ScheduleValues } from "./repository";
import { Type } from "typebox";
import { answers, Data, FormBody } from "../../http/schemas/common";
import { createRoute, formRoute, updateRoute } from "../../http/recordRoutes";

import { MessageSchema, RecordingsQuery, TokenParams } from "./schemas";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { EmailLogRepository } from "../emails";
import type { MeetingRepository } from "./repository";
import { pathOf } from "../../http/callPath";
import { journeyActorOf } from "../journey";
import {
  CompanyDocumentSchema,
  InterviewLinkSchema,
  MeetingCancelBody,
  MeetingCommentBody,
  MeetingScheduleBody,
  MeetingSchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { emailLogs: EmailLogRepository; meetings: MeetingRepository };

const COMPANY_REQUIRED = "Company is required";
const MEETING_REQUIRED = "Meeting is required";
const INVALID_DATE = "Invalid date";

const companyId = object({ company_id: requiredIdSchema(COMPANY_REQUIRED, "Company") });

/** The Add Item form's MEETING fields with its own words; the file comes as a part of its own. */
export const meetingFieldsSchema = addJourneyItemSchema
  .pick([
    "stage_id",
    "task_id",
    "task_type",
    "attendees",
    "moderators",
    "isGatewayMeetScheduled",
    "start_date",
    "duration",
    "file",
    "description",
    "sender_id",
  ])
  .concat(companyId)
  .concat(object({ status: string().oneOf(["CONFIRMED"], "A new meeting is CONFIRMED").nullable() }));

/** The `payload` field of the multipart body: the same fields, the file coming as a part of its own. */
const multipartFieldsSchema = meetingFieldsSchema.omit(["file"]).transform((value: unknown) => {
  const given = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  return { ...meetingBody(given, null), file: undefined };
});
const FILE_REQUIRED = "Please select file to upload";
type MeetingFields = InferType<typeof multipartFieldsSchema>;

const commentBodySchema = commentSchema.concat(companyId);
const cancelSchema = object({
  id: requiredIdSchema(MEETING_REQUIRED, "Meeting"),
  company_id: requiredIdSchema(COMPANY_REQUIRED, "Company"),
});
const recordingsSchema = object({ id: requiredIdSchema(MEETING_REQUIRED, "Meeting") });

/** A date PostgreSQL stores as the client meant it: years 1 to 9999. */
function checkDate(field: string, value: Date) {
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) throw badRequest(INVALID_DATE, { [field]: [INVALID_DATE] });
}

/** The form's body with what the server fills: the task type, and the default duration when none came. */
export function meetingBody(body: unknown, file: { name: string; size: number } | null) {
  const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? body : {};
  const given = fields as Record<string, unknown>;
  return {
    ...given,
    task_type: "MEETING",
    duration:
      given.duration === undefined || given.duration === null
        ? MEETING_DEFAULTS.durationMinutes
        : given.duration,
    file,
  };
}

/**
 * Meetings (journey-and-sign-in 4, 5, 7): scheduling with the product's own links or with the
 * meeting's file, the moderator's comment, cancellation, the public gateway link and the meeting's
 * recordings. The meeting's id is its journey item's id. Invitations and cancellations go out
 * from durable jobs (`invitationJob.ts`).
 */
export async function meetingRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["meetings"];
  const actorOf = (request: Parameters<typeof app.requireUser>[0]) =>
    journeyActorOf(app.requireUser(request));
  registerMeetingJobs(app.jobs, { repos, services });

  /** Writes the meeting from the form's checked fields and its stored file. */
  async function schedule(values: MeetingFields, file: MeetingFile | null, actor: JourneyActor) {
    if (values.start_date) checkDate("start_date", values.start_date);
    const input: ScheduleValues = {
      company_id: values.company_id,
      stage_id: values.stage_id,
      task_id: values.task_id,
      attendees: values.attendees,
      moderators: values.moderators,
      sender_id: values.sender_id ?? null,
      start_date: values.start_date ?? null,
      // Required for a meeting by the form's schema; meetingBody gives the default when none came.
      duration: values.duration ?? MEETING_DEFAULTS.durationMinutes,
      own_meeting: values.isGatewayMeetScheduled,
      description: values.description ?? null,
      file,
    };
    return repos.meetings.schedule(input, actor);
  }

  app.post(
    pathOf(calls.meetings.schedule),
    createRoute(
      {
        tags,
        summary:
          "Schedule a meeting (CONFIRMED): on the product's own links with invitations by e-mail, or held elsewhere with its file",
      },
      MeetingSchema,
      MeetingScheduleBody,
    ),
    async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) {
        const values = await validateBody(meetingFieldsSchema, meetingBody(request.body, null));
        return { message: "Meeting scheduled successfully.", data: await schedule(values, null, actor) };
      }
      // As the portal sends it: the fields sealed in `payload`, then the meeting's file, if any.
      const { fields, files } = await readMultipart(request, {
        fields: multipartFieldsSchema,
        files: (values) => ({
          file: {
            rule: FILE_RULES.meetingRecording,
            maxCount: 1,
            ...(values.isGatewayMeetScheduled ? {} : { required: FILE_REQUIRED }),
          },
        }),
        storage: services.storage,
        folderFor: (values) => `companies/${values.company_id}/meetings`,
        beforeFiles: (values) => repos.meetings.requireWrite(values.company_id, actor),
      });
      const upload = files.file?.[0] ?? null;
      try {
        const data = await schedule(fields, upload, actor);
        return { message: "Meeting scheduled successfully.", data };
      } catch (error) {
        if (upload) await discard(services.storage, [upload]);
        throw error;
      }
    },
  );

  app.put(
    pathOf(calls.meetings.comment),
    updateRoute(
      { tags, summary: "A listed moderator's one comment on the meeting; the meeting is COMPLETED" },
      MeetingSchema,
      MeetingCommentBody,
    ),
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(commentBodySchema, request.body);
      const data = await repos.meetings.comment(request.params.id, values, actor);
      return { message: "Comment submitted successfully.", data };
    },
  );

  app.post(
    pathOf(calls.meetings.cancel),
    formRoute(
      {
        tags,
        summary:
          "Cancel a meeting not yet COMPLETED (its scheduler, a moderator or a SUPER_ADMIN); its people get a cancelling calendar message",
      },
      MessageSchema,
      MeetingCancelBody,
    ),
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(cancelSchema, request.body);
      await repos.meetings.cancel(values, actor);
      return { message: "Meeting cancelled successfully." };
    },
  );

  app.post(
    pathOf(calls.meetings.recordings),
    {
      schema: {
        tags,
        summary: "The meeting's recordings and documents (?id= the meeting)",
        security: SIGNED_IN,
        querystring: RecordingsQuery,
        body: FormBody,
        response: answers(Data(Type.Array(CompanyDocumentSchema))),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { id } = await validateBody(recordingsSchema, { id: request.query.id ?? body.id });
      return { data: await repos.meetings.documents(id, actor) };
    },
  );

  app.get(
    pathOf(calls.meetings.link),
    {
      schema: {
        tags,
        summary:
          "Public: where a gateway link leads (the room, the moderator's with a signed token), its title and description",
        params: TokenParams,
        response: answers(Data(InterviewLinkSchema)),
      },
    },
    async (request) => {
      const meeting = await repos.meetings.byToken(request.params.token);
      let url = roomAddress(services.meetings, meeting.room);
      if (meeting.moderator && services.meetings.jwtSecret) {
        const organizer = meeting.sender ?? { name: "Moderator", email: "" };
        const jwt = await moderatorJwt(services.meetings, {
          room: meeting.room,
          end: new Date(meeting.start.getTime() + meeting.durationMinutes * 60_000),
          name: organizer.name || "Moderator",
          email: organizer.email,
        });
        url = `${url}?jwt=${jwt}`;
      }
      return {
        data: {
          url,
          title: meeting.title,
          description: meetingDescription(meeting.start, meeting.durationMinutes),
        },
      };
    },
  );
}
