import { describe, expect, it } from "vitest";
import {
  canAnswerEvaluation,
  canCancelMeeting,
  canChangeGrant,
  canCommentOnMeeting,
  canRetryRecording,
  canShareJourneyItem,
  companyNotAssignedMessage,
  evaluationAnswerRefusal,
  grantChangeRefusal,
  meetingCancelRefusal,
  meetingCommentRefusal,
  recordingRetryRefusal,
  shareRefusal,
} from "../src";

// Users by pk: 1 scheduled the meeting, 2 and 3 moderate it, 4 is anyone else.
const asUser = (pk: number) => ({ pk, activeRole: "USER" });
const asSuperAdmin = (pk: number) => ({ pk, activeRole: "SUPER_ADMIN" });
const confirmed = { status: "CONFIRMED", scheduledBy: 1, moderators: [2, 3] };

describe("cancelling a meeting", () => {
  it("is for the user who scheduled it, its moderators and a SUPER_ADMIN", () => {
    expect(canCancelMeeting(asUser(1), confirmed)).toBe(true);
    expect(canCancelMeeting(asUser(2), confirmed)).toBe(true);
    expect(canCancelMeeting(asUser(3), confirmed)).toBe(true);
    expect(canCancelMeeting(asSuperAdmin(4), confirmed)).toBe(true);
  });

  it("is refused to anyone else with a 403 that says who may", () => {
    expect(meetingCancelRefusal(asUser(4), confirmed)).toEqual({
      status: 403,
      message:
        "Only the user who scheduled this meeting, one of its moderators or a SUPER_ADMIN can cancel it.",
    });
    // A SUPER_ADMIN acting as USER decides as a USER.
    expect(canCancelMeeting({ pk: 4, activeRole: "USER" }, confirmed)).toBe(false);
    expect(canCancelMeeting({ pk: 4, activeRole: null }, { ...confirmed, scheduledBy: null })).toBe(false);
  });

  it("is refused once the meeting is completed or cancelled, with a 409", () => {
    expect(meetingCancelRefusal(asUser(1), { ...confirmed, status: "COMPLETED" })).toEqual({
      status: 409,
      message: "A completed meeting cannot be cancelled.",
    });
    expect(meetingCancelRefusal(asSuperAdmin(4), { ...confirmed, status: "CANCELLED" })).toEqual({
      status: 409,
      message: "This meeting is already cancelled.",
    });
  });
});

describe("commenting on a meeting", () => {
  const meeting = { status: "CONFIRMED", moderators: [2, 3], commentedBy: [3] };

  it("is for a moderator who has not commented yet", () => {
    expect(canCommentOnMeeting(asUser(2), meeting)).toBe(true);
    // Once one moderator has commented the meeting is COMPLETED; the others still may.
    expect(canCommentOnMeeting(asUser(2), { ...meeting, status: "COMPLETED" })).toBe(true);
  });

  it("is refused to others, to a second comment and on a cancelled meeting", () => {
    expect(meetingCommentRefusal(asUser(1), meeting)).toEqual({
      status: 403,
      message: "Only a moderator of this meeting can comment on it.",
    });
    expect(canCommentOnMeeting(asSuperAdmin(4), meeting)).toBe(false);
    expect(meetingCommentRefusal(asUser(3), meeting)).toEqual({
      status: 403,
      message: "You have already commented on this meeting.",
    });
    expect(meetingCommentRefusal(asUser(2), { ...meeting, status: "CANCELLED" })).toEqual({
      status: 409,
      message: "This meeting was cancelled.",
    });
  });
});

describe("answering an evaluation", () => {
  const evaluation = { reviewerIds: [5, 6], answeredBy: [6] };

  it("is for a listed reviewer who has not answered", () => {
    expect(canAnswerEvaluation(asUser(5), evaluation)).toBe(true);
  });

  it("is refused to others, a SUPER_ADMIN included, and to a second answer", () => {
    expect(evaluationAnswerRefusal(asSuperAdmin(7), evaluation)).toEqual({
      status: 403,
      message: "Only a reviewer of this evaluation can submit a decision.",
    });
    expect(evaluationAnswerRefusal(asUser(6), evaluation)).toEqual({
      status: 403,
      message: "You have already submitted your decision on this evaluation.",
    });
  });
});

describe("uploading a failed recording again", () => {
  it("is for its uploader while it is FAILED", () => {
    expect(canRetryRecording(asUser(8), { createdBy: 8, state: "FAILED" })).toBe(true);
  });

  it("is refused to others (a SUPER_ADMIN too) and to a recording not FAILED", () => {
    expect(recordingRetryRefusal(asSuperAdmin(9), { createdBy: 8, state: "FAILED" })).toEqual({
      status: 403,
      message: "Only the user who uploaded this recording can upload it again.",
    });
    expect(recordingRetryRefusal(asUser(8), { createdBy: 8, state: "PENDING" })).toEqual({
      status: 409,
      message: "Only a recording whose compression failed can be uploaded again.",
    });
    expect(canRetryRecording(asUser(8), { createdBy: 8, state: "UPLOADED" })).toBe(false);
  });
});

describe("sharing a journey item", () => {
  it("is for a user who holds the whole journey", () => {
    expect(canShareJourneyItem("whole")).toBe(true);
    expect(canShareJourneyItem("shared")).toBe(false);
    expect(canShareJourneyItem(undefined)).toBe(false);
    expect(shareRefusal("none")).toEqual({
      status: 403,
      message: "Only a user who holds the company's whole journey can share its items.",
    });
  });
});

describe("revoking or changing a grant", () => {
  it("is for the user who granted it and a SUPER_ADMIN acting as one", () => {
    expect(canChangeGrant(asUser(10), { grantedBy: 10 })).toBe(true);
    expect(canChangeGrant(asSuperAdmin(11), { grantedBy: 10 })).toBe(true);
    expect(canChangeGrant(asSuperAdmin(11), { grantedBy: null })).toBe(true);
  });

  it("is refused to anyone else, and to all but a SUPER_ADMIN when the granter is unknown", () => {
    expect(grantChangeRefusal(asUser(11), { grantedBy: 10 })).toEqual({
      status: 403,
      message: "Only the user who granted this access, or a SUPER_ADMIN, can change it.",
    });
    expect(canChangeGrant(asUser(10), { grantedBy: null })).toBe(false);
  });
});

describe("a company out of the acting role's sight", () => {
  it("names the role the user acts as", () => {
    expect(companyNotAssignedMessage("USER")).toBe("This company is not assigned to you as USER.");
  });
});
