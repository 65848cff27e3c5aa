import {
  type ActionActor,
  canCancelMeeting,
  canCommentOnMeeting,
  type Id,
  type JourneyItem,
  type MeetingCancelFacts,
  type MeetingCommentFacts,
} from "@pipeline/contract";

/** The meeting's status: the meeting's own, else its item's. */
export function meetingStatusOf(item: JourneyItem): string | null {
  return item.meeting?.status ?? item.status;
}

function isMeeting(item: JourneyItem): boolean {
  return item.journey_item.task.type === "MEETING";
}

function moderatorsOf(item: JourneyItem): Id[] {
  return item.meeting?.moderators ?? item.moderators.map((moderator) => moderator.pk);
}

/** What the contract's cancel rule reads of a timeline item. */
export function meetingCancelFacts(item: JourneyItem): MeetingCancelFacts {
  return {
    status: meetingStatusOf(item),
    scheduledBy: item.created_by?.pk ?? null,
    moderators: moderatorsOf(item),
  };
}

/** What the contract's comment rule reads of a timeline item. */
export function meetingCommentFacts(item: JourneyItem): MeetingCommentFacts {
  return {
    status: meetingStatusOf(item),
    moderators: moderatorsOf(item),
    commentedBy: item.meeting?.commented_by ?? [],
  };
}

/** Whether the user is offered the meeting's Comment: the contract's rule, as the server decides it. */
export function mayCommentOnMeetingItem(item: JourneyItem, actor: ActionActor | null): boolean {
  return actor !== null && isMeeting(item) && canCommentOnMeeting(actor, meetingCommentFacts(item));
}

/** Whether the user is offered Cancel Meeting: the contract's rule, as the server decides it. */
export function mayCancelMeetingItem(item: JourneyItem, actor: ActionActor | null): boolean {
  return actor !== null && isMeeting(item) && canCancelMeeting(actor, meetingCancelFacts(item));
}

/** The meeting's id in `meeting/{id}/` and `meeting/cancel/`: the meeting's own, else its item's. */
export function meetingIdOf(item: JourneyItem): Id {
  return item.meeting?.id ?? item.id;
}
