import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { IST_TIME_ZONE } from "@pipeline/contract";
import type { MeetingConfig } from "../../config";

// The product's own meetings: a room on the configured Jitsi-style video service, reached through
// two gateway links of this server (`/meeting/{token}`), one for attendees and one for moderators.
// The tokens and the room name are random and unguessable; the room address itself is handed out
// only by `interview-link/{token}/`, with a signed moderator JWT for the moderator token when the
// installation has a JWT secret.

/** Kept after a meeting's planned end before its moderator JWT expires. */
export const MODERATOR_JWT_MARGIN_MS = 2 * 60 * 60 * 1000;

/** 192 random bits, URL-safe: a gateway link's token. */
export function newMeetingToken(): string {
  return randomBytes(24).toString("base64url");
}

/** 128 random bits as lower-case hex: a room name no one can guess. */
export function newRoomName(): string {
  return `pipeline-${randomBytes(16).toString("hex")}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** The room's address on the video service. */
export function roomAddress(config: Pick<MeetingConfig, "baseUrl">, room: string): string {
  return `${withoutTrailingSlash(config.baseUrl)}/${encodeURIComponent(room)}`;
}

export type ModeratorClaims = {
  room: string;
  /** The planned end of the meeting: the token stays valid a margin after it. */
  end: Date;
  name: string;
  email: string;
  now?: Date;
};

/**
 * A moderator token in the format Jitsi's JWT authentication reads: issuer and audience the app id,
 * subject the video service's host, the room, and the user marked moderator; HS256 with the secret.
 */
export async function moderatorJwt(
  config: Pick<MeetingConfig, "baseUrl" | "jwtSecret" | "jwtAppId">,
  claims: ModeratorClaims,
): Promise<string> {
  if (!config.jwtSecret) throw new Error("No meeting JWT secret is configured.");
  const now = claims.now ?? new Date();
  const expires = Math.max(claims.end.getTime(), now.getTime()) + MODERATOR_JWT_MARGIN_MS;
  return new SignJWT({
    room: claims.room,
    context: { user: { name: claims.name, email: claims.email, moderator: true } },
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(config.jwtAppId)
    .setAudience(config.jwtAppId)
    .setSubject(new URL(config.baseUrl).hostname)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires / 1000))
    .sign(new TextEncoder().encode(config.jwtSecret));
}

const startFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "1 December 2026, 15:30 IST": when a meeting starts, as the journey shows times. */
export function istTime(instant: Date): string {
  return `${startFormat.format(instant).replace(" at ", ", ")} IST`;
}

/** The words under the gateway page's title: start in IST and length. */
export function meetingDescription(start: Date, durationMinutes: number): string {
  return `Starts ${istTime(start)}; ${durationMinutes} minutes.`;
}
