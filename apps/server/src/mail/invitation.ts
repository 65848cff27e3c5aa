import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { CalendarPart } from "./types";
import { zonedInstant } from "./zonedTime";

export type MeetingPerson = { email: string; name?: string };

export type MeetingAttendee = MeetingPerson & {
  /** Moderators are required; others default to required too. Optional attendees: "optional". */
  role?: "required" | "optional" | "chair";
};

export type MeetingDetails = {
  /** Stable for the meeting's life: an update or a cancellation carries the same UID. */
  uid: string;
  /** Raised on every change; a cancellation must carry a higher one than the last invitation. */
  sequence: number;
  /** An instant, or a wall-clock time ("2026-12-01T10:00") in `timeZone`. */
  start: Date | string;
  durationMinutes: number;
  /** The IANA zone the wall-clock start is read in, as "Asia/Kolkata". */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  /** The meeting's room link. */
  url?: string;
  organizer: MeetingPerson;
  attendees: MeetingAttendee[];
};

export type MeetingCalendar = CalendarPart & {
  start: Date;
  end: Date;
};

const ROLES = {
  required: ICalAttendeeRole.REQ,
  optional: ICalAttendeeRole.OPT,
  chair: ICalAttendeeRole.CHAIR,
} as const;

// Times are written in UTC ("…Z"): exact instants every client shows in its own zone. The zone
// is used only to read a wall-clock start; no fixed offset is assumed anywhere.
function meetingCalendar(details: MeetingDetails, method: "REQUEST" | "CANCEL"): MeetingCalendar {
  if (!Number.isInteger(details.sequence) || details.sequence < 0) {
    throw new RangeError("A meeting's sequence is a whole number from 0.");
  }
  if (!Number.isFinite(details.durationMinutes) || details.durationMinutes <= 0) {
    throw new RangeError("A meeting lasts a positive number of minutes.");
  }
  const start = zonedInstant(details.start, details.timeZone);
  const end = new Date(start.getTime() + details.durationMinutes * 60_000);
  const cancelled = method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Pipeline", product: "Pipeline", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const description = details.url
    ? [details.description, `Join: ${details.url}`].filter(Boolean).join("\n\n")
    : details.description;
  calendar.createEvent({
    id: details.uid,
    sequence: details.sequence,
    start,
    end,
    summary: details.summary,
    description: description ?? null,
    location: details.location ?? details.url ?? null,
    url: details.url ?? null,
    organizer: { name: details.organizer.name ?? details.organizer.email, email: details.organizer.email },
    attendees: details.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name ?? null,
      role: ROLES[attendee.role ?? "required"],
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancelled,
    })),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method, content: calendar.toString(), start, end };
}

/** A meeting invitation (METHOD:REQUEST), also used for an update with a higher sequence. */
export function meetingInvitation(details: MeetingDetails): MeetingCalendar {
  return meetingCalendar(details, "REQUEST");
}

/**
 * A meeting's cancellation (METHOD:CANCEL, STATUS:CANCELLED) with the invitation's UID. `sequence`
 * must be higher than the invitation's, or clients ignore it.
 */
export function meetingCancellation(details: MeetingDetails): MeetingCalendar {
  return meetingCalendar(details, "CANCEL");
}
