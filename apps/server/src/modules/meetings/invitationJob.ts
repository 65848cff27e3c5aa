import { IST_TIME_ZONE } from "@pipeline/contract";
import type { JobHandlers } from "../../jobs";
import {
  type MailAddress,
  meetingCancellation,
  meetingInvitation,
  type MeetingAttendee,
  type MeetingCalendar,
  type MeetingDetails,
  noReplyAddress,
} from "../../mail";
import type { EmailLogRepository } from "../emails";
import { MEETING_CANCELLATION_JOB, MEETING_INVITATION_JOB, type MeetingMail } from "./mailQueries";
import type { MeetingRepository } from "./repository";
import type { AppServices } from "../../services";
import { istTime } from "./links";
import { gatewayLink } from "../../http/publicLink";

// The invitation and the cancellation of the product's own meeting, sent by durable jobs.
//
// Invitation (`meeting.invitation`, one job per meeting): two messages, each with the calendar
// part (METHOD:REQUEST, SEQUENCE 0): one to the attendees (their member e-mails) with the attendee
// link, one to the moderators (their user e-mails) with the moderator link.
// Cancellation (`meeting.cancellation`): one message to attendees and moderators together
// (METHOD:CANCEL, the same UID, SEQUENCE 1), sent only once the invitation job has finished and
// only when an invitation went out.
//
// Exactly once: before each message the e-mail log is read for that message (the item, the
// calendar method and the link the message carries); one delivered, or refused for good, is not
// sent again. A run cut short between the mail server's acceptance and the commit of the log row
// (a few milliseconds) sends that message again on the next attempt: that window remains.

export type MeetingJobPayload = { itemId: number; scheduledBy?: number; cancelledBy?: number };

/** The UID every calendar message of one meeting carries. */
export function meetingUid(itemId: number, publicUrl: string): string {
  return `meeting-${itemId}@${new URL(publicUrl).hostname}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function invitationHtml(mail: MeetingMail, link: string, moderator: boolean): string {
  const role = moderator ? "<p>You are a moderator of this meeting.</p>" : "";
  return [
    `<p>You are invited to <strong>${escapeHtml(mail.title)}</strong>.</p>`,
    `<p>Starts ${escapeHtml(istTime(mail.start))}; ${mail.durationMinutes} minutes.</p>`,
    role,
    `<p>Join the meeting: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join("\n");
}

function cancellationHtml(mail: MeetingMail): string {
  return [
    `<p>The meeting <strong>${escapeHtml(mail.title)}</strong> has been cancelled.</p>`,
    `<p>It was to start ${escapeHtml(istTime(mail.start))}.</p>`,
  ].join("\n");
}

type Outgoing = {
  subject: string;
  to: Array<{ email: string; name: string }>;
  html: string;
  calendar: MeetingCalendar;
  /** Text the message carries that tells it from the meeting's other messages. */
  marker: string;
};

export function registerMeetingJobs(
  handlers: JobHandlers,
  {
    repos,
    services,
  }: { repos: { meetings: MeetingRepository; emailLogs: EmailLogRepository }; services: AppServices },
) {
  // Without a sender named, the installation's own no-reply address.
  const organizer = (mail: MeetingMail) => {
    if (mail.sender) return { name: mail.sender.name || mail.sender.email, email: mail.sender.email };
    const own = noReplyAddress(services.publicUrl);
    return { name: own.name, email: own.address };
  };
  const from = (mail: MeetingMail): MailAddress => {
    const person = organizer(mail);
    return { name: person.name, address: person.email };
  };
  const details = (mail: MeetingMail, sequence: number, url?: string): MeetingDetails => ({
    uid: meetingUid(mail.itemId, services.publicUrl),
    sequence,
    start: mail.start,
    durationMinutes: mail.durationMinutes,
    timeZone: IST_TIME_ZONE,
    summary: mail.title,
    ...(url ? { url } : {}),
    organizer: organizer(mail),
    attendees: [
      ...mail.moderators.map((person): MeetingAttendee => ({ ...person, role: "chair" })),
      ...mail.attendees.map((person): MeetingAttendee => ({ ...person, role: "required" })),
    ],
  });

  /** Sends what has not gone out yet and logs each; throws after a failure worth retrying. */
  async function sendAll(mail: MeetingMail, messages: Outgoing[], loggedFor: number | null) {
    const failures: string[] = [];
    for (const message of messages) {
      if (message.to.length === 0) continue;
      if (await repos.meetings.alreadySent(mail.itemId, message.calendar.method, message.marker)) continue;
      const result = await services.mailer.send({
        from: from(mail),
        to: message.to.map((person) => ({ name: person.name, address: person.email })),
        subject: message.subject,
        html: message.html,
        calendar: message.calendar,
      });
      await repos.emailLogs.insert({
        subject: message.subject,
        receiver_emails: message.to.map((person) => person.email),
        message: message.html,
        ics_data: message.calendar.content,
        sender_id: loggedFor,
        company_id: mail.companyId,
        delivered: result.delivered,
        reason: result.reason,
        failure: result.failure,
        message_id: result.messageId,
        journey_item_id: mail.itemId,
      });
      if (!result.delivered && result.failure === "temporary")
        failures.push(result.reason ?? "not delivered");
    }
    if (failures.length > 0) throw new Error(`The meeting's mail was not delivered: ${failures.join("; ")}`);
  }

  handlers.handle<MeetingJobPayload>(MEETING_INVITATION_JOB, async (job) => {
    const mail = await repos.meetings.mailOf(job.payload.itemId);
    // Cancelled before its invitation went out: there is nothing to invite to.
    if (!mail || !mail.ownMeeting || mail.status === "CANCELLED") return;
    if (!mail.attendeeToken || !mail.moderatorToken) return;
    const attendeeLink = gatewayLink(services.publicUrl, mail.attendeeToken);
    const moderatorLink = gatewayLink(services.publicUrl, mail.moderatorToken);
    await sendAll(
      mail,
      [
        {
          subject: `Invitation: ${mail.title}`,
          to: mail.attendees,
          html: invitationHtml(mail, attendeeLink, false),
          calendar: meetingInvitation(details(mail, 0, attendeeLink)),
          marker: attendeeLink,
        },
        {
          subject: `Invitation (moderator): ${mail.title}`,
          to: mail.moderators,
          html: invitationHtml(mail, moderatorLink, true),
          calendar: meetingInvitation(details(mail, 0, moderatorLink)),
          marker: moderatorLink,
        },
      ],
      job.payload.scheduledBy ?? mail.createdBy,
    );
  });

  handlers.handle<MeetingJobPayload>(MEETING_CANCELLATION_JOB, async (job) => {
    const mail = await repos.meetings.mailOf(job.payload.itemId);
    if (!mail || !mail.ownMeeting || mail.status !== "CANCELLED") return;
    // The invitation job first: a cancellation must not overtake the invitation it cancels.
    if (await repos.meetings.invitationPending(mail.itemId))
      throw new Error("The meeting's invitation is still being sent; the cancellation waits for it.");
    // Nobody was invited: nobody is told of the cancellation.
    if (!(await repos.meetings.alreadySent(mail.itemId, "REQUEST", ""))) return;
    await sendAll(
      mail,
      [
        {
          subject: `Cancelled: ${mail.title}`,
          to: [...mail.attendees, ...mail.moderators],
          html: cancellationHtml(mail),
          calendar: meetingCancellation(details(mail, 1)),
          marker: "",
        },
      ],
      job.payload.cancelledBy ?? mail.createdBy,
    );
  });
}
