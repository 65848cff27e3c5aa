import type { Id, JourneyItem } from "@pipeline/contract";
import { useState } from "react";
import { actionActorOf } from "../../../data/access";
import { type CurrentUserSlice, useCurrentUser } from "../../../data/hooks/users";
import { Button } from "../../../primitives/Button";
import { mayCancelMeetingItem, mayCommentOnMeetingItem } from "../utils/meetingRules";
import { CancelMeeting, type CancelMeetingAdapter } from "./CancelMeeting";
import { MeetingComment, type MeetingCommentAdapter } from "./MeetingComment";

/** What MeetingItemActions reads and writes: the signed-in user, the comment and the cancel. */
export type MeetingItemActionsAdapter = CurrentUserSlice & MeetingCommentAdapter & CancelMeetingAdapter;

export type MeetingItemActionsProps = {
  /** The company the meeting belongs to. */
  companyId: Id;
  /** The timeline item; anything but a meeting renders nothing. */
  item: JourneyItem;
};

/**
 * A meeting's actions on its timeline item, offered exactly to those the server lets through (the
 * contract's rules): Comment, for a moderator who has not commented yet (the comment completes the
 * meeting), and Cancel Meeting, while it is neither completed nor cancelled, for the user who
 * scheduled it, its moderators and a SUPER_ADMIN. Nothing shows until the signed-in user is known.
 * Each opens its dialog; a save refreshes the timeline.
 */
export function MeetingItemActions({ companyId, item }: MeetingItemActionsProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState<"comment" | "cancel" | null>(null);
  const actor = user.data ? actionActorOf(user.data) : null;
  const comment = mayCommentOnMeetingItem(item, actor);
  const cancel = mayCancelMeetingItem(item, actor);
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
