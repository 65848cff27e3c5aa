import type { MailAddress } from "./types";

// What the installation's own messages share (a set-password link, a sender's verification): who
// they come from, and what the e-mail log keeps in place of the link they carry.

/** What the e-mail log keeps in place of a link: the log is readable by more people than its owner. */
export const WITHHELD_LINK = "(the link is not kept in the log)";

/** The installation's own sender: no-reply at the host people reach it at. */
export function noReplyAddress(publicUrl: string): Exclude<MailAddress, string> {
  return { name: "Pipeline", address: `no-reply@${new URL(publicUrl).hostname}` };
}
