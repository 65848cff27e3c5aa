import type { EmailLog, IsoDateTime } from "@pipeline/contract";
import { formatIstDateTime, personName } from "../../../format";

/** Elements after which a reader expects a break between words. */
const BLOCKS = "br, p, div, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, hr";

/** Whether the stored body is HTML (the default) rather than plain text. */
export function isHtmlBody(log: Pick<EmailLog, "body_type">): boolean {
  return log.body_type.trim().toLowerCase() !== "text";
}

/**
 * The body as one line of plain text: tags dropped, blocks and runs of white space turned into
 * single spaces. The HTML is parsed into an inert document, where nothing runs or loads.
 */
export function messageText(log: Pick<EmailLog, "message" | "body_type">): string {
  if (!isHtmlBody(log)) return log.message.replace(/\s+/g, " ").trim();
  const doc = new DOMParser().parseFromString(log.message, "text/html");
  doc.querySelectorAll("head, style, script, template").forEach((node) => node.remove());
  doc.querySelectorAll(BLOCKS).forEach((node) => node.after(" "));
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** "8 Jan 2024, 10:00 am IST"; "—" when there is no time. */
export function istText(value: IsoDateTime | null | undefined): string {
  const text = formatIstDateTime(value);
  return text ? `${text} IST` : "—";
}

/** Who the message went out for, or "—" for one the product sent on its own. */
export function senderText(log: Pick<EmailLog, "sender">): string {
  return personName(log.sender) || "—";
}

/** A list of addresses as one line; "—" when there is none. */
export function addressesText(addresses: readonly string[]): string {
  return addresses.length > 0 ? addresses.join(", ") : "—";
}
