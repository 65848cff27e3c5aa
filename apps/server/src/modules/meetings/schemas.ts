import { Type } from "typebox";
import type {
  InterviewLink,
  MeetingCancelInput,
  MeetingCommentInput,
  MeetingScheduleInput,
} from "@pipeline/contract";
import { agreesWith, Id, IsoDateTime, Nullable } from "../../http/schemas/common";

// Meetings (journey-and-sign-in 5 and 7): the documented bodies of scheduling, the meeting comment
// and the cancellation, and the public answer of a gateway link. The handlers check the bodies
// with the Add Item form's own yup schema.

const target = { company_id: Id, stage_id: Id, task_id: Id };

/** The fields of `meeting/`: the JSON body, or the `payload` field of the multipart body. */
export const MeetingScheduleBody = agreesWith<
  Omit<MeetingScheduleInput, "file"> & { description?: string }
>()(
  Type.Object({
    ...target,
    sender_id: Type.Optional(Nullable(Id)),
    attendees: Type.Array(Id, { description: "Members of the company" }),
    moderators: Type.Array(Id, { description: "Active users' pks" }),
    start_date: IsoDateTime,
    duration: Type.Number({ description: "Minutes; default 60" }),
    status: Type.Literal("CONFIRMED"),
    isGatewayMeetScheduled: Type.Boolean({
      description: "True: the product's own meeting links; false: held elsewhere, its file required",
    }),
    description: Type.Optional(Type.String({ description: "Of the attached file" })),
  }),
);

export const MeetingCommentBody = agreesWith<MeetingCommentInput>()(
  Type.Object({
    ...target,
    comment_text: Type.String(),
    status: Type.Literal("COMPLETED"),
  }),
);

export const MeetingCancelBody = agreesWith<MeetingCancelInput>()(Type.Object({ id: Id, company_id: Id }));

export const MessageSchema = Type.Object({ message: Type.String() });

export const InterviewLinkSchema = agreesWith<InterviewLink>()(
  Type.Object({
    url: Type.String({ description: "The room's address; the moderator's carries ?jwt= when configured" }),
    title: Type.String(),
    description: Type.String(),
  }),
);

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** `interview-recording/?id=`: the meeting (its journey item's id). */
export const RecordingsQuery = Type.Object({ id: Type.Optional(Id) });
