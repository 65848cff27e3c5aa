// Who may do what to a journey item: one rule per action, read by the server before it writes and
// by the screens before they offer the action, so a button is shown exactly to those the server
// lets through. Each rule is a pure function of the signed-in user (their pk and the role they act
// as) and the facts of the item it acts on, and answers why it refuses (the status and message the
// server answers), or null when the action is allowed.

import type { JourneyAccessLevel } from "./entities/company";
import type { Id } from "./entities/common";
import type { RoleName } from "./entities/user";

/** The signed-in user as the rules see them: who, and the role they act as. */
export type ActionActor = { pk: Id; activeRole: RoleName | null };

/** Why an action is refused: 403 when it is not the user's to do, 409 when the item's state forbids it. */
export type ActionRefusal = { status: 403 | 409; message: string };

export const ACTION_MESSAGES = {
  notMeetingOwner:
    "Only the user who scheduled this meeting, one of its moderators or a SUPER_ADMIN can cancel it.",
  meetingCompleted: "A completed meeting cannot be cancelled.",
  meetingAlreadyCancelled: "This meeting is already cancelled.",
  notAModerator: "Only a moderator of this meeting can comment on it.",
  alreadyCommented: "You have already commented on this meeting.",
  meetingCancelled: "This meeting was cancelled.",
  notAReviewer: "Only a reviewer of this evaluation can submit a decision.",
  alreadyAnswered: "You have already submitted your decision on this evaluation.",
  notRecordingUploader: "Only the user who uploaded this recording can upload it again.",
  recordingNotFailed: "Only a recording whose compression failed can be uploaded again.",
  notGrantOwner: "Only the user who granted this access, or a SUPER_ADMIN, can change it.",
  notJourneyOwner: "Only a user who holds the company's whole journey can share its items.",
  /** Access is given to others: whoever shares an item already reads it. */
  grantToSelf: "You cannot give access to yourself.",
} as const;

const refused = (status: 403 | 409, message: string): ActionRefusal => ({ status, message });

/** Whether the user acts as a SUPER_ADMIN (the server accepts only a role the user holds). */
export function actsAsSuperAdmin(actor: ActionActor): boolean {
  return actor.activeRole === "SUPER_ADMIN";
}

/** What cancelling a meeting depends on. */
export type MeetingCancelFacts = {
  /** CONFIRMED, COMPLETED or CANCELLED. */
  status: string | null;
  /** The pk of the user who scheduled it. */
  scheduledBy: Id | null;
  /** The moderators' pks. */
  moderators: readonly Id[];
};

/**
 * Cancel Meeting: for the user who scheduled it, one of its moderators or a SUPER_ADMIN (acting as
 * one), while the meeting is neither COMPLETED nor already CANCELLED.
 */
export function meetingCancelRefusal(actor: ActionActor, meeting: MeetingCancelFacts): ActionRefusal | null {
  const theirs =
    actsAsSuperAdmin(actor) || meeting.scheduledBy === actor.pk || meeting.moderators.includes(actor.pk);
  if (!theirs) return refused(403, ACTION_MESSAGES.notMeetingOwner);
  if (meeting.status === "COMPLETED") return refused(409, ACTION_MESSAGES.meetingCompleted);
  if (meeting.status === "CANCELLED") return refused(409, ACTION_MESSAGES.meetingAlreadyCancelled);
  return null;
}

export function canCancelMeeting(actor: ActionActor, meeting: MeetingCancelFacts): boolean {
  return meetingCancelRefusal(actor, meeting) === null;
}

/** What a moderator's comment on a meeting depends on. */
export type MeetingCommentFacts = {
  status: string | null;
  moderators: readonly Id[];
  /** The moderators who have commented already. */
  commentedBy: readonly Id[];
};

/**
 * A meeting's Comment (spec section 6): for a moderator of the meeting who has not commented yet,
 * on a meeting not cancelled. The comment completes the meeting.
 */
export function meetingCommentRefusal(
  actor: ActionActor,
  meeting: MeetingCommentFacts,
): ActionRefusal | null {
  if (!meeting.moderators.includes(actor.pk)) return refused(403, ACTION_MESSAGES.notAModerator);
  if (meeting.status === "CANCELLED") return refused(409, ACTION_MESSAGES.meetingCancelled);
  if (meeting.commentedBy.includes(actor.pk)) return refused(403, ACTION_MESSAGES.alreadyCommented);
  return null;
}

export function canCommentOnMeeting(actor: ActionActor, meeting: MeetingCommentFacts): boolean {
  return meetingCommentRefusal(actor, meeting) === null;
}

/** What a reviewer's decision on an evaluation depends on. */
export type EvaluationAnswerFacts = {
  reviewerIds: readonly Id[];
  /** The reviewers who have answered already. */
  answeredBy: readonly Id[];
};

/**
 * An evaluation's Comment (the approval; spec section 6): for a listed reviewer who has not given
 * their decision yet. What the answers make of the evaluation's status is another rule's.
 */
export function evaluationAnswerRefusal(
  actor: ActionActor,
  evaluation: EvaluationAnswerFacts,
): ActionRefusal | null {
  if (!evaluation.reviewerIds.includes(actor.pk)) return refused(403, ACTION_MESSAGES.notAReviewer);
  if (evaluation.answeredBy.includes(actor.pk)) return refused(403, ACTION_MESSAGES.alreadyAnswered);
  return null;
}

export function canAnswerEvaluation(actor: ActionActor, evaluation: EvaluationAnswerFacts): boolean {
  return evaluationAnswerRefusal(actor, evaluation) === null;
}

/** What uploading a recording again depends on. */
export type RecordingRetryFacts = {
  /** The uploader's pk. */
  createdBy: Id | null;
  /** PENDING, UPLOADED or FAILED. */
  state: string;
};

/** Upload Again (spec section 4): for the uploader of a recording whose compression FAILED. */
export function recordingRetryRefusal(
  actor: ActionActor,
  document: RecordingRetryFacts,
): ActionRefusal | null {
  if (document.createdBy !== actor.pk) return refused(403, ACTION_MESSAGES.notRecordingUploader);
  if (document.state !== "FAILED") return refused(409, ACTION_MESSAGES.recordingNotFailed);
  return null;
}

export function canRetryRecording(actor: ActionActor, document: RecordingRetryFacts): boolean {
  return recordingRetryRefusal(actor, document) === null;
}

/**
 * Share (a time-limited grant on one journey item): for a user who holds the company's whole
 * journey; a reader of items shared with them only reads.
 */
export function shareRefusal(access: JourneyAccessLevel | null | undefined): ActionRefusal | null {
  return access === "whole" ? null : refused(403, ACTION_MESSAGES.notJourneyOwner);
}

export function canShareJourneyItem(access: JourneyAccessLevel | null | undefined): boolean {
  return shareRefusal(access) === null;
}

/**
 * Reading a company's history (what was changed in it, its members and its journey): for those who
 * hold its whole journey. The history holds the journey's texts and the company's contact data,
 * which a guest through a grant, and a user who may not view journeys, do not read.
 */
export function canReadCompanyHistory(access: JourneyAccessLevel | null | undefined): boolean {
  return access === "whole";
}

/** What changing or revoking a grant depends on. */
export type GrantFacts = {
  /** The pk of the user who granted it; null when that is not known. */
  grantedBy: Id | null;
};

/** Revoke, or a new validity, of a grant: for the user who granted it or a SUPER_ADMIN (acting as one). */
export function grantChangeRefusal(actor: ActionActor, grant: GrantFacts): ActionRefusal | null {
  if (actsAsSuperAdmin(actor) || (grant.grantedBy !== null && grant.grantedBy === actor.pk)) return null;
  return refused(403, ACTION_MESSAGES.notGrantOwner);
}

export function canChangeGrant(actor: ActionActor, grant: GrantFacts): boolean {
  return grantChangeRefusal(actor, grant) === null;
}

/**
 * Why a company that exists is out of sight: the role the user acts as does not see it, though
 * another role they hold would (a SUPER_ADMIN acting as USER opening a company not assigned to them).
 */
export function companyNotAssignedMessage(activeRole: RoleName): string {
  return `This company is not assigned to you as ${activeRole}.`;
}
