import { createHmac, timingSafeEqual } from "node:crypto";
import type { Id } from "@pipeline/contract";
import { publicLink } from "../../http/publicLink";
import { WITHHELD_LINK } from "../../mail";

// The link of a sender's verification e-mail: `{id}.{sent}.{signature}`, where `sent` is the
// request's time in milliseconds and the signature an HMAC-SHA256 over the sender, its address and
// that time, with a key derived from the server's signing secret. It works for 48 hours, and only
// while its request is the sender's newest for the same address: a new request or a changed
// address voids every earlier link.

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export const VERIFICATION_PATH = "sender-details/verify/";

export type VerificationToken = { senderId: Id; sentAt: Date };

export type TokenProblem = "invalid" | "expired";

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("pipeline sender verification").digest();
}

function signature(secret: string, senderId: Id, email: string, sentAtMs: number): string {
  return createHmac("sha256", keyOf(secret))
    .update(`${senderId}\n${email.toLowerCase()}\n${sentAtMs}`)
    .digest("base64url");
}

export function verificationToken(secret: string, senderId: Id, email: string, sentAt: Date): string {
  const sentAtMs = sentAt.getTime();
  return `${senderId}.${sentAtMs}.${signature(secret, senderId, email, sentAtMs)}`;
}

/** The sender and request time a token names, before its signature is checked; null when malformed. */
export function readVerificationToken(token: string): VerificationToken | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const senderId = Number(match[1]);
  const sentAtMs = Number(match[2]);
  if (senderId > 2_147_483_647) return null;
  const sentAt = new Date(sentAtMs);
  if (Number.isNaN(sentAt.getTime())) return null;
  return { senderId, sentAt };
}

/** Whether the token is this sender's (its address) and still in time; the problem when not. */
export function checkVerificationToken(
  secret: string,
  token: string,
  email: string,
  now = Date.now(),
): TokenProblem | null {
  const read = readVerificationToken(token);
  if (!read) return "invalid";
  const expected = Buffer.from(verificationToken(secret, read.senderId, email, read.sentAt));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (now - read.sentAt.getTime() > VERIFICATION_LINK_TTL_MS) return "expired";
  return null;
}

/** The address the e-mail links to. */
export function verificationUrl(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `api/v1/${VERIFICATION_PATH}${encodeURIComponent(token)}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The verification e-mail's HTML. `url` null gives the version the e-mail log keeps: whoever reads
 * the log could otherwise verify an address that is not theirs, so the link is withheld there.
 */
export function verificationEmailHtml(senderName: string, email: string, url: string | null): string {
  return [
    `<p>Hello ${escapeHtml(senderName)},</p>`,
    `<p>Pipeline was asked to send e-mails as <strong>${escapeHtml(email)}</strong>. `,
    `To confirm that this address is yours, open this link within 48 hours:</p>`,
    url === null
      ? `<p>${escapeHtml(WITHHELD_LINK)}</p>`
      : `<p><a href="${escapeHtml(url)}">Verify ${escapeHtml(email)}</a></p>`,
    `<p>If you did not expect this message, ignore it: nothing is sent as this address until it is verified.</p>`,
  ].join("");
}

/** The small page the link answers. */
export function verificationPage(title: string, text: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Pipeline</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  ].join("");
}
