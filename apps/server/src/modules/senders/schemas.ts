import { Type } from "typebox";
import { SenderBody } from "@pipeline/contract/wire";
import { SENDER_LIST_FIELDS } from "./repository";
import { Id } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

/** `PUT sender-details/{id}/` also takes the form's fields, or only `is_verified: true` (see the summary). */
export const SenderUpdateBody = Type.Union([SenderBody, Type.Object({ is_verified: Type.Literal(true) })]);

export const SendersQuery = ListQuery(SENDER_LIST_FIELDS);

export const SenderCheckQuery = Type.Object({ sender_id: Id });

export const ResendVerificationBody = Type.Object({ sender_id: Type.Integer() });

export const MessageSchema = Type.Object(
  { message: Type.String() },
  { description: "Done; the message is shown as it comes" },
);

export const VerificationTokenParams = Type.Object({
  token: Type.String({ maxLength: 200, description: "The token of the verification e-mail's link" }),
});

const Page = (description: string) => ({
  description,
  content: { "text/html": { schema: Type.String() } },
});

/** The page a verification link opens: a person reads it in the browser. */
export const VerificationPageAnswers = {
  200: Page("The sender is verified (or already was)"),
  "4xx": Page("The link is not valid, has expired, or a newer verification e-mail replaced it"),
};
