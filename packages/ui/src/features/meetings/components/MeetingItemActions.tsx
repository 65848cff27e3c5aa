import type { Id, JourneyItem } from "@pipeline/contract";
import { useState } from "react";
import { type CurrentUserSlice, useCurrentUser } from "../../../data/hooks/users";
import { Button } from "../../../primitives/Button";
import { canCancelMeeting, canCommentOnMeeting } from "../utils/meetingRules";
import { CancelMeeting, type CancelMeetingAdapter } from "./CancelMeeting";
import { MeetingComment, type MeetingCommentAdapter } from "./MeetingComment";

/** What MeetingItemActions reads and writes: the signed-in user, the comment and the cancel. */
export type MeetingItemActionsAdapter = CurrentUserSlice & MeetingCommentAdapter & CancelMeetingAdapter;

export type MeetingItemActionsProps = {
  /** The company the meeting belongs to. */
  companyId: Id;
  /** The timeline item; anything but a meeting renders nothing. */
  item: JourneyItem;
  /** Whether the user holds the company's whole journey (not only items shared with them). */
  wholeAccess: boolean;
};

/**
 * A meeting's actions on its timeline item: Comment, for a moderator who has not commented yet
 * (the comment completes the meeting), and Cancel Meeting, while it is confirmed, for a user with
 * the whole journey. Each opens its dialog; a save refreshes the timeline.
 */
export function MeetingItemActions({ companyId, item, wholeAccess }: MeetingItemActionsProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState<"comment" | "cancel" | null>(null);
  const comment = canCommentOnMeeting(item, user.data);
  const cancel = canCancelMeeting(item, wholeAccess);
  if (!comment && !cancel) return null;
  const close = () => setOpen(null);
  return (
    <>
      {comment ? (
        <Button size="sm" variant="primary" onClick={() => setOpen("comment")}>
          Comment
        </Button>
      ) : null}
      {cancel ? (
        <Button size="sm" variant="ghost" onClick={() => setOpen("cancel")}>
          Cancel Meeting
        </Button>
      ) : null}
      {open === "comment" ? <MeetingComment companyId={companyId} item={item} open onClose={close} /> : null}
      {open === "cancel" ? <CancelMeeting companyId={companyId} item={item} open onClose={close} /> : null}
    </>
  );
}
