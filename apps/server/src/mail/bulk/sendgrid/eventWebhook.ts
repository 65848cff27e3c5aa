import { createPublicKey, verify, type KeyObject } from "node:crypto";
import type { CampaignEventKind } from "../../../db/schema";
import type { ProviderEvent } from "../provider";

/** The headers of SendGrid's Signed Event Webhook. */
export const SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
export const TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

/** The custom argument a message may carry to name its campaign (single sends carry none). */
export const CAMPAIGN_ID_ARGUMENT = "pipeline_campaign_id";

export class WebhookKeyError extends Error {
  override name = "WebhookKeyError";
}

/**
 * The webhook's verification key as SendGrid shows it (base64 of the DER public key), or the same
 * key as PEM. It must be an ECDSA P-256 key: SendGrid signs with nothing else.
 */
export function parseWebhookPublicKey(key: string): KeyObject {
  let parsed: KeyObject;
  try {
    parsed = key.includes("-----BEGIN")
      ? createPublicKey(key)
      : createPublicKey({ key: Buffer.from(key.replace(/\s+/g, ""), "base64"), format: "der", type: "spki" });
  } catch {
    throw new WebhookKeyError(
      "SENDGRID_WEBHOOK_PUBLIC_KEY is not a public key: copy the verification key of the Signed Event Webhook as SendGrid shows it.",
    );
  }
  if (parsed.asymmetricKeyType !== "ec" || parsed.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
    throw new WebhookKeyError("SENDGRID_WEBHOOK_PUBLIC_KEY must be an ECDSA P-256 key, as SendGrid's is.");
  }
  return parsed;
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() ? first.trim() : null;
  }
  return null;
}

/**
 * SendGrid signs the timestamp header followed by the body exactly as sent (ECDSA with SHA-256, the
 * signature base64 of its DER form). No replay window is enforced: SendGrid documents none and retries
 * a failed delivery for up to a day, and every event carries its sg_event_id, which is recorded once.
 */
function signedBySendgrid(
  key: KeyObject,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const signature = headerOf(headers, SIGNATURE_HEADER);
  const timestamp = headerOf(headers, TIMESTAMP_HEADER);
  if (!signature || !timestamp) return false;
  try {
    return verify(
      "sha256",
      Buffer.concat([Buffer.from(timestamp, "utf8"), rawBody]),
      key,
      Buffer.from(signature, "base64"),
    );
  } catch {
    return false;
  }
}

const KINDS: Record<string, CampaignEventKind> = {
  delivered: "delivered",
  open: "open",
  click: "click",
  bounce: "bounce",
  dropped: "dropped",
  spamreport: "spamreport",
  unsubscribe: "unsubscribe",
  group_unsubscribe: "unsubscribe",
};

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function campaignIdOf(value: unknown): number | null {
  const id =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One event of the webhook's array; null for those not recorded (processed, deferred, …) or unreadable. */
function eventOf(raw: unknown, receivedAt: Date): ProviderEvent | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const event = raw as Record<string, unknown>;
  const kind = typeof event.event === "string" ? KINDS[event.event] : undefined;
  const email = text(event.email);
  if (!kind || !email) return null;
  const at =
    typeof event.timestamp === "number" && Number.isFinite(event.timestamp)
      ? new Date(event.timestamp * 1000)
      : receivedAt;
  return {
    kind,
    email,
    at,
    externalId: text(event.sg_event_id),
    singlesendId: text(event.singlesend_id),
    campaignId: campaignIdOf(event[CAMPAIGN_ID_ARGUMENT]),
    url: kind === "click" ? text(event.url) : null,
    reason: kind === "bounce" || kind === "dropped" ? text(event.reason) : null,
    // SendGrid's `blocked` bounces are refusals of the moment (a blocklisted IP, content); only `bounce` is the address.
    permanent: kind === "bounce" && event.type === "bounce",
  };
}

/**
 * Reads calls of SendGrid's Event Webhook: null unless signed by the key (or with no key at all), the
 * events to record otherwise. A signed body that is not an array of events records nothing.
 */
export function createSendgridWebhookReader(
  webhookPublicKey: string | null,
): (rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => ProviderEvent[] | null {
  const key = webhookPublicKey === null ? null : parseWebhookPublicKey(webhookPublicKey);
  return (rawBody, headers) => {
    if (!key || !signedBySendgrid(key, rawBody, headers)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString("utf8"));
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    const receivedAt = new Date();
    return parsed.flatMap((raw) => eventOf(raw, receivedAt) ?? []);
  };
}
