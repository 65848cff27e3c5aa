import { Type } from "typebox";
import { type EmailLog, type JourneyItemDefinition, TASK_TYPES } from "@pipeline/contract";
import { EMAIL_LOG_LIST_FIELDS } from "../../repositories";
import { agreesWith, IsoDateTime, Nullable, PersonRef } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

/** `GET journey-item`: a stage of the journey with its tasks. */
export const JourneyItemDefinitionSchema = agreesWith<JourneyItemDefinition>()(
  Type.Object({
    stage: Type.Object({ id: Type.Integer(), label: Type.String(), order: Type.Integer() }),
    tasks: Type.Array(
      Type.Object({
        id: Type.Integer(),
        label: Type.String(),
        name: Type.String({ description: "The key of the task's e-mail or message template" }),
        type: Type.Enum(TASK_TYPES),
        allow_multiple: Type.Boolean(),
      }),
    ),
  }),
);

export const EmailLogSchema = agreesWith<EmailLog>()(
  Type.Object({
    id: Type.Integer(),
    subject: Type.String(),
    receiver_emails: Type.Array(Type.String()),
    cc_emails: Type.Array(Type.String()),
    body_type: Type.String(),
    message: Type.String(),
    ics_data: Nullable(Type.String()),
    sender: Nullable(PersonRef),
    created: IsoDateTime,
    delivered: Type.Boolean(),
    reason: Nullable(Type.String()),
  }),
);

export const EmailLogsQuery = ListQuery(EMAIL_LOG_LIST_FIELDS);
