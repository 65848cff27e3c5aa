import {
  ProviderRefusedError,
  type ProviderSender,
  type ProviderStats,
  type SenderVerificationProvider,
  type SingleSendProvider,
} from "../provider";
import { createSendgridWebhookReader } from "./eventWebhook";
import { launchSingleSend, type ImportWait } from "./launchSingleSend";
import { createSendgridClient, type SendgridClient } from "./sendgridClient";

export type SendgridProviderOptions = {
  apiKey: string;
  /** Default: SendGrid's own v3 API, https://api.sendgrid.com. */
  apiUrl?: string;
  /** The Signed Event Webhook's verification key (base64 DER, as SendGrid shows it); null: no webhook. */
  webhookPublicKey: string | null;
  fetch?: typeof fetch;
  /** How long one call to SendGrid may take, in ms; default 30000. */
  timeoutMs?: number;
  /**
   * How often a launch asks whether SendGrid has added the contacts, and for how long, in ms; default
   * every 2 s for 40 s, within a job's lease. Past it the launch fails as unavailable and is tried again.
   */
  importWait?: Partial<ImportWait>;
};

const ZERO_STATS: ProviderStats = {
  delivered: 0,
  invalid_emails: 0,
  opens: 0,
  unique_opens: 0,
  clicks: 0,
  unique_clicks: 0,
  bounces: 0,
  spam_reports: 0,
  unsubscribes: 0,
};
const STAT_NAMES = Object.keys(ZERO_STATS) as (keyof ProviderStats)[];

type StatsAnswer = { results?: { stats?: Partial<Record<string, number>> }[] };

async function singlesendStats(client: SendgridClient, singlesendId: string): Promise<ProviderStats> {
  // One row per A/B variation at most; aggregated_by=total gives the whole life of the single send.
  const answer = await client<StatsAnswer>({
    method: "GET",
    path: `/v3/marketing/stats/singlesends/${encodeURIComponent(singlesendId)}`,
    query: { aggregated_by: "total", page_size: 50 },
  });
  const sum = { ...ZERO_STATS };
  for (const row of answer.results ?? []) {
    for (const name of STAT_NAMES) {
      const value = row.stats?.[name];
      if (typeof value === "number" && Number.isFinite(value)) sum[name] += value;
    }
  }
  return sum;
}

type VerifiedSender = { id: number; from_email: string; verified: boolean };

function providerIdOf(sender: ProviderSender): string {
  if (sender.providerSenderId === null) {
    throw new ProviderRefusedError(`The sender ${sender.email} is not registered with SendGrid.`, 404);
  }
  return sender.providerSenderId;
}

/** SendGrid's "Get All Verified Senders", page by page. */
async function allVerifiedSenders(client: SendgridClient): Promise<VerifiedSender[]> {
  const limit = 100;
  const senders: VerifiedSender[] = [];
  let lastSeenID: number | null = null;
  for (let page = 0; page < 100; page += 1) {
    const answer: { results?: VerifiedSender[] } = await client({
      method: "GET",
      path: "/v3/verified_senders",
      query: lastSeenID === null ? { limit } : { limit, lastSeenID },
    });
    const results = answer.results ?? [];
    senders.push(...results);
    if (results.length < limit) break;
    lastSeenID = Math.max(...results.map((sender) => sender.id));
  }
  return senders;
}

function senderVerification(client: SendgridClient): SenderVerificationProvider {
  return {
    async register(sender) {
      try {
        const made = await client<VerifiedSender>({
          method: "POST",
          path: "/v3/verified_senders",
          body: {
            nickname: `${sender.name} (${sender.email})`.slice(0, 100),
            from_email: sender.email,
            from_name: sender.name,
            reply_to: sender.email,
            address: sender.address,
            city: sender.city,
            country: sender.country,
          },
        });
        return { providerSenderId: String(made.id) };
      } catch (error) {
        // The address may be registered already (by a registration that stopped short, or by hand).
        if (!(error instanceof ProviderRefusedError)) throw error;
        const email = sender.email.toLowerCase();
        const known = (await allVerifiedSenders(client)).find(
          (found) => found.from_email.toLowerCase() === email,
        );
        if (!known) throw error;
        return { providerSenderId: String(known.id) };
      }
    },
    async resend(sender) {
      await client({
        method: "POST",
        path: `/v3/verified_senders/resend/${encodeURIComponent(providerIdOf(sender))}`,
      });
    },
    async check(sender) {
      const id = providerIdOf(sender);
      const answer = await client<{ results?: VerifiedSender[] }>({
        method: "GET",
        path: "/v3/verified_senders",
        query: { id },
      });
      return answer.results?.find((found) => String(found.id) === id)?.verified === true;
    },
  };
}

/**
 * The `sendgrid` bulk provider over SendGrid's v3 API: a contact list per campaign, one single send
 * scheduled to it, its statistics read back, senders verified by SendGrid, events by signed webhook.
 */
export function createSendgridProvider(options: SendgridProviderOptions): SingleSendProvider {
  const client = createSendgridClient(options);
  const wait: ImportWait = { intervalMs: 2000, timeoutMs: 40_000, ...options.importWait };
  return {
    name: "sendgrid",
    mode: "single-send",
    launch: (campaign, recipients, checkpoints) =>
      launchSingleSend(client, wait, campaign, recipients, checkpoints),
    async contactsCount() {
      const answer = await client<{ contact_count: number }>({
        method: "GET",
        path: "/v3/marketing/contacts/count",
      });
      return answer.contact_count;
    },
    stats: async (campaign) =>
      campaign.singlesendId === null ? { ...ZERO_STATS } : singlesendStats(client, campaign.singlesendId),
    senders: senderVerification(client),
    readWebhook: createSendgridWebhookReader(options.webhookPublicKey),
    close() {},
  };
}
