export { htmlToText } from "./htmlToText";
export {
  meetingCancellation,
  meetingInvitation,
  type MeetingAttendee,
  type MeetingCalendar,
  type MeetingDetails,
  type MeetingPerson,
} from "./invitation";
export { createMailer, MailConfigError, parseSmtpUrl, type MailerOptions } from "./mailer";
export { noReplyAddress, WITHHELD_LINK } from "./systemMail";
export type {
  CalendarPart,
  MailAddress,
  MailAttachment,
  MailFailure,
  MailMessage,
  Mailer,
  SendResult,
} from "./types";
export { zonedInstant } from "./zonedTime";
