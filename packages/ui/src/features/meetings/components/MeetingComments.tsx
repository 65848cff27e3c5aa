import type { JourneyItem } from "@pipeline/contract";
import { CommentsTable } from "../../../blocks/comments-table";

export type MeetingCommentsProps = {
  /** The meeting's timeline item; its comments are the moderators'. */
  item: Pick<JourneyItem, "comments">;
};

/** The moderators' comments on a meeting: who, when (IST) and what; nothing renders without any. */
export function MeetingComments({ item }: MeetingCommentsProps) {
  return <CommentsTable comments={item.comments} caption="Meeting comments" />;
}
