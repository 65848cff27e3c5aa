import { PASSWORD_POLICY } from "@pipeline/contract";
import { publicLink } from "../../http/publicLink";

// The e-mail of a set-password link: sent at once by the request that asks for it (its token is
// never stored in plain, so no job could send it later), from the installation's no-reply address.

export const PASSWORD_LINK_SUBJECT = "Set your Pipeline password";

/** The portal page the link opens. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `set-password?token=${encodeURIComponent(token)}`);
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
