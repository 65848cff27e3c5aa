import { PASSWORD_POLICY } from "@pipeline/contract";
import { publicLink } from "../../http/publicLink";
import type { MailAddress } from "../../mail";

// The e-mail of a set-password link: sent at once by the request that asks for it (its token is
// never stored in plain, so no job could send it later), from the installation's no-reply address.

export const PASSWORD_LINK_SUBJECT = "Set your Pipeline password";

/** What the e-mail log keeps in place of the link: the log is readable by more people than its owner. */
export const WITHHELD_LINK = "(the link is not kept in the log)";

/** The portal page the link opens. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `set-password?token=${encodeURIComponent(token)}`);
}

/** The installation's own sender: no-reply at the host people reach it at. */
export function noReplyAddress(publicUrl: string): MailAddress {
  return { name: "Pipeline", address: `no-reply@${new URL(publicUrl).hostname}` };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The message's HTML: who it is for, the link, how long it works. */
export function passwordLinkHtml(firstName: string, username: string, url: string): string {
  return [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>An administrator asked Pipeline to let you set a password for the account <strong>${escapeHtml(username)}</strong>. `,
    `Open this link within ${PASSWORD_POLICY.linkValidHours} hours to choose it; the link works once:</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>If you did not expect this message, ignore it: your account stays as it is.</p>`,
  ].join("");
}
