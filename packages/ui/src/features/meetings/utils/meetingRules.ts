import type { Id, JourneyItem, PersonRef } from "@pipeline/contract";

/** Who the rules are asked about: the signed-in user. */
export type MeetingUser = PersonRef & { pk: Id };

/** The meeting's status: the meeting's own, else its item's. */
export function meetingStatusOf(item: JourneyItem): string | null {
  return item.meeting?.status ?? item.status;
}

/** Whether the user is a moderator of the meeting who has not commented yet (spec section 6). */
export function canCommentOnMeeting(item: JourneyItem, user: MeetingUser | null | undefined): boolean {
  if (!user || item.journey_item.task.type !== "MEETING") return false;
  if (meetingStatusOf(item) === "CANCELLED") return false;
  const moderatorIds = item.meeting?.moderators ?? item.moderators.map((moderator) => moderator.pk);
  return moderatorIds.includes(user.pk) && !(item.meeting?.commented_by ?? []).includes(user.pk);
}

/**
 * Whether the user may cancel the meeting: it is still CONFIRMED (never once COMPLETED), and the
 * user holds the company's whole journey. The server decides again.
 */
export function canCancelMeeting(item: JourneyItem, wholeAccess: boolean): boolean {
  return wholeAccess && item.journey_item.task.type === "MEETING" && meetingStatusOf(item) === "CONFIRMED";
}

/** The meeting's id in `meeting/{id}/` and `meeting/cancel/`: the meeting's own, else its item's. */
export function meetingIdOf(item: JourneyItem): Id {
  return item.meeting?.id ?? item.id;
}
