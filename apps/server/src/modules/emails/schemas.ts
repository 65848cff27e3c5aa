import { Type } from "typebox";
import { EDITOR_FONTS } from "@pipeline/contract";
import { Id, IsoDateTime, Nullable } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";
import { EMAIL_LOG_LIST_FIELDS } from "./logs";

/**
 * `POST email/` (EmailSendInput): multipart/form-data with the fields below as the sealed
 * `payload` part, then each attachment as an `attachments` part. Without attachments the fields
 * may come as a JSON body instead.
 */
export const EmailSendBody = Type.Object(
  {
    company_id: Id,
    stage_id: Id,
    task_id: Id,
    sender_id: Type.Integer({ description: "An active, verified sender (sender-details)" }),
    receivers: Type.Array(Id, { description: "Members of the company; their addresses receive it" }),
    cc_email: Type.Array(Type.String(), { description: "Addresses of active users" }),
    bcc_email: Type.Array(Type.String(), { description: "Addresses of active users" }),
    subject: Type.String({ maxLength: 200 }),
    body: Type.String({ maxLength: 50000, description: "HTML from the editor; sanitised on the server" }),
    font: Type.Enum([...EDITOR_FONTS]),
    date: Nullable(IsoDateTime),
  },
  {
    description:
      "multipart/form-data: `payload` first, then the `attachments` files (.pdf .doc .docx .xls .xlsx, each under 50 MB)",
  },
);

export const EmailLogsQuery = ListQuery(EMAIL_LOG_LIST_FIELDS);
