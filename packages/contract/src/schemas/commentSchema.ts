import { type InferType, object } from "yup";
import { trimmedText } from "./trimmedText";
import { TEXT_LIMITS } from "../limits";

/** A plain comment on a company, and the comment that completes a meeting: the same one field. */
export const commentSchema = object({
  comment_text: trimmedText()
    .required("Comment required")
    .max(TEXT_LIMITS.comment, "Comment must be at most 4000 characters"),
});

/** The meeting comment form asks exactly what the plain comment form asks. */
export const meetingCommentSchema = commentSchema;

export type CommentValues = InferType<typeof commentSchema>;

export const commentInitialValues: CommentValues = { comment_text: "" };
