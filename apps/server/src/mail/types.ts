/** An address with an optional display name. */
export type MailAddress = string | { name: string; address: string };

/** A file on disk, streamed from its path when the message is built (never read whole into memory). */
export type MailAttachment = {
  path: string;
  /** The name the recipient sees; default: the file's own name. */
  filename?: string;
  contentType?: string;
};

/** An iCalendar part, shown by mail clients as an invitation or a cancellation. */
export type CalendarPart = {
  method: "REQUEST" | "CANCEL";
  /** The iCalendar text (VCALENDAR). */
  content: string;
};

export type MailMessage = {
  from: MailAddress;
  to: MailAddress[];
  cc?: MailAddress[];
  bcc?: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  /** Sent as given: the caller sanitises it. A plain-text alternative is generated from it. */
  html: string;
  /** The plain-text alternative, when the caller has it already (a campaign's, made once). */
  text?: string;
  attachments?: MailAttachment[];
  calendar?: CalendarPart;
  /** The Message-ID header (`<id@domain>`), when the caller recorded it before sending; default: a new one. */
  messageId?: string;
  /** Further headers, as in List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Why a message was not delivered: `permanent` (a 5xx answer, a message that cannot be built)
 * is not worth retrying; `temporary` (a 4xx answer, a server that cannot be reached) is.
 */
export type MailFailure = "permanent" | "temporary";

export type SendResult = {
  /** True once the SMTP server accepted the message, or it was written to the outbox. */
  delivered: boolean;
  /** Null when delivered; otherwise the server's answer (as in "550 5.1.1 No such user") or the error. */
  reason: string | null;
  failure: MailFailure | null;
  /** The Message-ID header the message carries. */
  messageId: string;
  /** Recipients the server refused while it accepted others. */
  rejected: string[];
  /** The .eml file, when the message went to the outbox. */
  outboxFile: string | null;
};

export type Mailer = {
  /** Where messages go: an SMTP server, or .eml files in the outbox folder. */
  readonly transport: "smtp" | "outbox";
  /** Never throws for a refused or undeliverable message: the answer says why. */
  send(message: MailMessage): Promise<SendResult>;
  /** Closes pooled SMTP connections. */
  close(): void;
};
