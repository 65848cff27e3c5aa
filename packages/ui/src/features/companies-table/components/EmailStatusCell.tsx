import {
  COMPANY_LIST_TEXTS,
  emailStatusText,
  openedStatusText,
  type CompanyListRow,
} from "@pipeline/contract";
import { StatusPill, type StatusTone } from "../../../primitives/StatusPill";

type Status = CompanyListRow["status"];

function emailStatusTone(status: Status): StatusTone {
  const text = emailStatusText(status);
  if (text === COMPANY_LIST_TEXTS.sent) return "info";
  if (text === COMPANY_LIST_TEXTS.notSent) return "neutral";
  // Bounced, dropped, failed and the like: the e-mail did not reach the company.
  return "danger";
}

/** The E-mail Status column: Sent, Not Sent, or the provider's own word for a failure. */
export function EmailStatusCell({ status }: { status: Status }) {
  return <StatusPill tone={emailStatusTone(status)}>{emailStatusText(status)}</StatusPill>;
}

/** The Opened column: Opened or Not Opened once the e-mail went out, empty otherwise. */
export function OpenedStatusCell({ status }: { status: Status }) {
  const text = openedStatusText(status);
  if (text === null) return null;
  return <StatusPill tone={text === COMPANY_LIST_TEXTS.opened ? "success" : "neutral"}>{text}</StatusPill>;
}
