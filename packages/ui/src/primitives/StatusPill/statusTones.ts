// Which colour each status of the product is shown in, as the specifications set them.
import {
  ACCESS_LIMITS,
  type CampaignStatus,
  type ImportStatus,
  type MeetingStatus,
  type RecordingState,
} from "@pipeline/contract";

export type StatusTone = "neutral" | "success" | "danger" | "warning" | "caution" | "info" | "olive";

export const STATUS_TONES = [
  "neutral",
  "success",
  "danger",
  "warning",
  "caution",
  "info",
  "olive",
] as const satisfies readonly StatusTone[];

/**
 * APPROVED is green and REJECTED red; every other value, PENDING and HOLD included, is orange. The
 * parameter is a plain string because a journey item's status may hold values outside EvaluationStatus.
 */
export function evaluationTone(status: string | null | undefined): StatusTone {
  if (status === "APPROVED") return "success";
  if (status === "REJECTED") return "danger";
  return "warning";
}

export function importTone(status: ImportStatus): StatusTone {
  switch (status) {
    case "Pending":
      return "olive";
    case "Processing":
      return "warning";
    case "Completed With Errors":
      return "caution";
    case "Completed":
      return "success";
    case "Failed":
      return "danger";
    default:
      return status satisfies never;
  }
}

/** A triggered campaign has gone out; a scheduled one is waiting for its date; a draft is neither. */
export function campaignTone(status: CampaignStatus): StatusTone {
  switch (status) {
    case "triggered":
      return "success";
    case "scheduled":
      return "info";
    case "draft":
      return "neutral";
    default:
      return status satisfies never;
  }
}

/** PENDING is a recording still being compressed; FAILED needs the creator to upload it again. */
export function recordingTone(state: RecordingState): StatusTone {
  switch (state) {
    case "PENDING":
      return "warning";
    case "UPLOADED":
      return "success";
    case "FAILED":
      return "danger";
    default:
      return state satisfies never;
  }
}

/** A cancelled meeting is over without anything having gone wrong, so it is neutral, not red. */
export function meetingTone(status: MeetingStatus): StatusTone {
  switch (status) {
    case "CONFIRMED":
      return "info";
    case "COMPLETED":
      return "success";
    case "CANCELLED":
      return "neutral";
    default:
      return status satisfies never;
  }
}

export type AccessValidity = "expired" | "warning" | "ok";

/** Expired at 0 days left or fewer; a warning from 1 up to ACCESS_LIMITS.warningDays. */
export function accessValidity(daysLeft: number): AccessValidity {
  if (daysLeft <= 0) return "expired";
  if (daysLeft <= ACCESS_LIMITS.warningDays) return "warning";
  return "ok";
}

export function accessValidityTone(validity: AccessValidity): StatusTone {
  switch (validity) {
    case "expired":
      return "danger";
    case "warning":
      return "warning";
    case "ok":
      return "success";
    default:
      return validity satisfies never;
  }
}
