import type { EmailStatus } from "../entities/company";

// The companies table's words (admin-portal section 2.4) and the filter values its e-mail and
// created-by filters send, so the table, the memory adapter and the server read them alike.

/** Texts of the companies table the spec words. */
export const COMPANY_LIST_TEXTS = {
  /** Shown for sent, delivered, opened and clicked. */
  sent: "Sent",
  /** Shown when no initial outreach e-mail was sent. */
  notSent: "Not Sent",
  /** The Opened column for opened or clicked. */
  opened: "Opened",
  /** The Opened column for sent or delivered. */
  notOpened: "Not Opened",
  /** Created by, for companies that came from outside the portal (no creator). */
  portal: "PORTAL",
  /** Tooltip of Bulk Initial Outreach while no company is selected (the spec's words). */
  bulkOutreachNoneSelected: "Not more than 1 companies are selected",
} as const;

/** Provider statuses the table shows as 'Sent'. */
export const SENT_EMAIL_STATUSES = [
  "sent",
  "delivered",
  "opened",
  "clicked",
] as const satisfies readonly EmailStatus[];

/** Provider statuses the Opened column shows as 'Opened'. */
export const OPENED_EMAIL_STATUSES = ["opened", "clicked"] as const satisfies readonly EmailStatus[];

/** Provider statuses the Opened column shows as 'Not Opened'. */
export const NOT_OPENED_EMAIL_STATUSES = ["sent", "delivered"] as const satisfies readonly EmailStatus[];

/**
 * The value of the id filters (country, confidence_level, industry, company_type, stage,
 * last_stage_task) that stands for "none": `stage=none` holds the companies whose journey has not
 * started (no journey item yet), `confidence_level=none` those without a level, `country=none`
 * those without a country. It may be given beside ids: `stage=none,1` is "not started or Sourcing".
 */
export const NONE_FILTER_VALUE = "none";

/**
 * Values of `initial_email_status`: `sent` is any status shown as Sent, `none` is not sent, and
 * any other value names one provider status (bounced, failed...).
 */
export const EMAIL_STATUS_FILTER = { sent: "sent", none: NONE_FILTER_VALUE } as const;

/** Values of `opened_initial_email_status`, as the Opened column shows them. */
export const OPENED_FILTER = { opened: "opened", notOpened: "not_opened" } as const;

/** The `created_by` value that stands for companies without a creator (shown as PORTAL). */
export const CREATED_BY_PORTAL = "PORTAL";

function isOneOf(list: readonly string[], status: string | null | undefined): boolean {
  return status !== null && status !== undefined && list.includes(status);
}

/**
 * The E-mail Status column and its filter: Sent for the sent family, Not Sent for none, any other
 * value as it is, capitalized like the others ("bounced" reads "Bounced").
 */
export function emailStatusText(status: string | null | undefined): string {
  if (status === null || status === undefined || status === "") return COMPANY_LIST_TEXTS.notSent;
  if (isOneOf(SENT_EMAIL_STATUSES, status)) return COMPANY_LIST_TEXTS.sent;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The Opened column: Opened, Not Opened, or nothing when the e-mail never arrived. */
export function openedStatusText(status: string | null | undefined): string | null {
  if (isOneOf(OPENED_EMAIL_STATUSES, status)) return COMPANY_LIST_TEXTS.opened;
  if (isOneOf(NOT_OPENED_EMAIL_STATUSES, status)) return COMPANY_LIST_TEXTS.notOpened;
  return null;
}

/**
 * How far a company's initial outreach got, in words, for the dashboard's cards: the provider's
 * status with its first letter capitalised (Sent, Delivered, Opened, Clicked, Bounced...); null
 * when none was sent.
 */
export function outreachEngagementText(status: string | null | undefined): string | null {
  if (status === null || status === undefined || status === "") return null;
  return `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
}
