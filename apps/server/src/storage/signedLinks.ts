import { createHmac, timingSafeEqual } from "node:crypto";

// Short-lived links to stored files. A <video> or <img> cannot send the sign-in token, so the link
// itself is the proof: the storage key, the name to offer, the type and the expiry, signed with
// the server's file-signing secret (HMAC-SHA256). Whoever holds a link may open that one file
// until it expires, and nothing else.

/** How long a link opens its file. */
export const SIGNED_LINK_TTL_MS = 10 * 60 * 1000;

export const LINK_EXPIRED_MESSAGE = "This file link has expired. Open the file again from the page.";
export const LINK_INVALID_MESSAGE = "This file link is not valid.";

export type LinkedFile = { key: string; fileName: string; mimeType: string };

type Claims = { k: string; n: string; m: string; e: number };

function signature(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

/** The token of a link to `file`, valid until `expiresAt` (ms since the epoch). */
export function signFileToken(secret: string, file: LinkedFile, expiresAt: number): string {
  const claims: Claims = { k: file.key, n: file.fileName, m: file.mimeType, e: Math.floor(expiresAt / 1000) };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

export type TokenCheck = { ok: true; file: LinkedFile } | { ok: false; reason: "invalid" | "expired" };

/** What a token opens, or why it opens nothing. The signature is checked before anything is read of it. */
export function openFileToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const [body, signed, extra] = token.split(".");
  if (!body || !signed || extra !== undefined) return { ok: false, reason: "invalid" };
  const given = Buffer.from(signed, "base64url");
  const expected = signature(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Claims;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof claims.k !== "string" || typeof claims.e !== "number") return { ok: false, reason: "invalid" };
  if (claims.e * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, file: { key: claims.k, fileName: String(claims.n), mimeType: String(claims.m) } };
}

/** A byte range a client asked for, resolved against the file's size; null: the whole file. */
export type RangeAsked = { start: number; end: number } | null | "unsatisfiable";

/** Reads a `Range: bytes=…` header (one range; several are answered with the whole file). */
export function parseRange(header: string | undefined, size: number): RangeAsked {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** `Content-Disposition` that offers the file under its own name, any characters kept (RFC 6266). */
export function contentDisposition(fileName: string, kind: "inline" | "attachment" = "inline"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
