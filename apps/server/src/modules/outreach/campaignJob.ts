import pMap from "p-map";
import type { Database } from "../../db/database";
import { type JobContext, type JobHandler, JobStoppedError } from "../../jobs";
import type { EmailLogEntry, EmailLogRepository } from "../emails";
import type { CampaignRecord } from "./campaignRecords";
import type { ClaimedRecipient } from "./recipientQueue";
import type { CampaignRepository } from "./repository";
import { fillHtml, fillSubject } from "../../mail/bulk/placeholders";
import {
  type BulkMailProvider,
  type PerRecipientProvider,
  type ProviderCampaign,
  ProviderRefusedError,
  type RecipientOutcome,
  type SingleSendProvider,
} from "../../mail/bulk/provider";

// The `campaign.send` job: sends a campaign to every recipient exactly once.
//
// Per-recipient providers (smtp): workers claim recipients in batches (FOR UPDATE SKIP LOCKED, so
// that any number of workers in any number of processes share one campaign); the statement that
// claims a batch marks it `sending`, each recipient with the Message-ID its message will carry, and
// commits just before the messages go out; each is marked `sent` or `failed` right after, with its
// e-mail log row. A worker that dies leaves at most its batch `sending`: whether the mail server
// took those cannot be known, so once the claim is stale another worker sends them again with the
// same Message-IDs, which mail stores keep as one message (never lost; at worst one message
// delivered twice under one id). A server that is stopped normally finishes the messages under way
// and hands the rest back (JobStoppedError).
// Single-send providers (sendgrid): the job hands the whole audience over through the provider's
// checkpoints, then marks every recipient sent.

export const CAMPAIGN_JOB = "campaign.send";

/** How many jobs share one per-recipient campaign: several workers, several processes. */
export const CAMPAIGN_WORKERS = 4;

/** Messages of one part handed to the mail server at once (the mailer's pool keeps five connections). */
export const IN_FLIGHT = 5;

/** How many of those parts one server process runs at once: the others are left to other processes. */
export const CAMPAIGN_PARTS_PER_PROCESS = 2;

export type CampaignJobPayload = { campaignId: number; part: number };

export const SENDER_GONE_MESSAGE = "The sender is no longer active and verified; the campaign was not sent.";

export type CampaignJobDeps = {
  campaigns: CampaignRepository;
  emailLogs: Pick<EmailLogRepository, "insertMany">;
  transaction: <T>(run: (tx: Database) => Promise<T>) => Promise<T>;
  provider: BulkMailProvider;
  /** Whether the campaign's sender may still send; checked when sending starts. */
  senderUsable: (senderId: number) => Promise<boolean>;
  /** How many recipients a worker claims, sends and records at once; default 20. */
  batchSize?: number;
  /** How long a claim is held before another worker may take it; default: the job's lease. */
  claimStaleMs?: number;
  wait?: (ms: number) => Promise<void>;
};

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).replace(/[^A-Za-z0-9.-]/g, "") || "pipeline.invalid";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Paces sends to `rate` a second, shared by the parts of one campaign this process runs. */
function pacer(rate: number, wait: (ms: number) => Promise<void>) {
  const interval = rate > 0 ? 1000 / rate : 0;
  let next = Date.now();
  return async () => {
    if (interval === 0) return;
    const now = Date.now();
    if (next > now) await wait(next - now);
    next = Math.max(next, now) + interval;
  };
}

/** Sent, or refused for good: nothing more will be tried for the recipient. */
function settles(outcome: RecipientOutcome | null): boolean {
  return outcome !== null && (outcome.delivered || outcome.permanent);
}

export function campaignSendJob(deps: CampaignJobDeps): JobHandler<CampaignJobPayload> {
  const { campaigns, provider } = deps;
  // A batch is recorded in one go; after a crash, at most one batch is sent again (same Message-IDs).
  const batchSize = deps.batchSize ?? 20;
  const wait = deps.wait ?? sleep;
  const pacers = new Map<number, { pace: () => Promise<void>; users: number }>();

  function logEntry(
    campaign: { id: number; createdBy: number | null },
    recipient: ClaimedRecipient,
    sent: RecipientOutcome,
  ): EmailLogEntry {
    return {
      subject: sent.subject,
      receiver_emails: [recipient.email],
      message: sent.html,
      sender_id: campaign.createdBy,
      company_id: recipient.companyId,
      delivered: sent.delivered,
      reason: sent.reason,
      failure: sent.delivered ? null : sent.permanent ? "permanent" : "temporary",
      message_id: sent.messageId,
      journey_item_id: recipient.journeyItemId,
    };
  }

  async function perRecipient(
    job: JobContext<CampaignJobPayload>,
    sending: PerRecipientProvider,
    record: CampaignRecord,
  ) {
    const campaign = await campaigns.forProvider(record.id);
    if (!campaign) return;
    // BULK_MAIL_RATE holds per server process: its parts of the campaign share one pace.
    const shared = pacers.get(record.id) ?? { pace: pacer(sending.rate, wait), users: 0 };
    shared.users += 1;
    pacers.set(record.id, shared);
    try {
      await sendAll(job, sending, record, campaign, shared.pace);
    } finally {
      shared.users -= 1;
      if (shared.users === 0) pacers.delete(record.id);
    }
  }

  async function sendAll(
    job: JobContext<CampaignJobPayload>,
    sending: PerRecipientProvider,
    record: CampaignRecord,
    campaign: ProviderCampaign,
    pace: () => Promise<void>,
  ) {
    const staleMs = deps.claimStaleMs ?? job.leaseMs;
    const worker = `job-${job.id}-attempt-${job.attempt}`;
    const domain = domainOf(campaign.sender.email);
    let lastRenewal = Date.now();
    for (;;) {
      if (job.stopping()) throw new JobStoppedError(job.id);
      if (Date.now() - lastRenewal > staleMs / 3) {
        await job.extendLease();
        lastRenewal = Date.now();
      }
      const batch = await campaigns.claimForSending(record.id, worker, batchSize, staleMs, domain);
      if (batch.length === 0) break;
      const due = batch.filter(
        (recipient): recipient is ClaimedRecipient & { messageId: string } =>
          !recipient.suppressed && typeof recipient.messageId === "string",
      );
      // Several messages in flight, paced together; a stop hands the ones not yet sent back.
      const results = await pMap(
        due,
        async (recipient) => {
          if (job.stopping()) return { recipient, outcome: null };
          await pace();
          return { recipient, outcome: await sending.send(campaign, recipient, recipient.messageId) };
        },
        { concurrency: IN_FLIGHT },
      );
      // Sent, or refused for good, is settled; a refusal that may pass (a 4xx answer, a mail server
      // out of reach) goes back to the queue and the job tries again later, as do messages a stop
      // kept from going out.
      const settled = results.flatMap(({ recipient, outcome }) =>
        outcome && settles(outcome) ? [{ recipient, outcome }] : [],
      );
      const unsent = results.filter(({ outcome }) => !settles(outcome));
      const deferred = unsent.filter(({ outcome }) => outcome !== null);
      // A recipient is recorded sent together with its log row: neither is ever seen without the other.
      await deps.transaction(async (tx) => {
        await campaigns.finishMany(tx, record.id, settled);
        await deps.emailLogs.insertMany(
          settled.map(({ recipient, outcome }) => logEntry(record, recipient, outcome)),
          tx,
        );
      });
      await campaigns.releaseUnsent(unsent.map(({ recipient }) => recipient.id));
      if (deferred.length > 0) {
        throw new Error(
          `The mail server could not take ${deferred.length} message(s) now: ${deferred[0]?.outcome?.reason ?? "no answer"}`,
        );
      }
    }
    // Rows claimed by a worker that died are taken over above once stale; the last part to find
    // nothing left closes the campaign.
    if ((await campaigns.remaining(record.id)) === 0) await campaigns.markFinished(record.id);
  }

  async function singleSend(sending: SingleSendProvider, record: CampaignRecord) {
    const campaign = await campaigns.forProvider(record.id);
    if (!campaign) return;
    const pending = await campaigns.pendingRecipients(record.id);
    const audience = pending.filter((recipient) => !recipient.suppressed);
    try {
      await sending.launch(campaign, audience, {
        listCreated: (providerListId) => campaigns.setProviderIds(record.id, { providerListId }),
        singlesendCreated: (singlesendId) => campaigns.setProviderIds(record.id, { singlesendId }),
      });
    } catch (error) {
      if (error instanceof ProviderRefusedError) {
        await campaigns.markDraft(record.id, error.message);
        return;
      }
      throw error;
    }
    const logs = audience.map((recipient) =>
      logEntry(record, recipient, {
        subject: fillSubject(campaign.subject, recipient),
        html: fillHtml(campaign.body, recipient),
        delivered: true,
        reason: null,
        messageId: null,
        permanent: false,
      }),
    );
    await deps.transaction(async (tx) => {
      await campaigns.markAllSent(
        tx,
        record.id,
        pending.filter((recipient) => recipient.suppressed).map((recipient) => recipient.id),
      );
      for (let start = 0; start < logs.length; start += 1000) {
        await deps.emailLogs.insertMany(logs.slice(start, start + 1000), tx);
      }
    });
    await campaigns.markFinished(record.id);
  }

  return async (job) => {
    const record = await campaigns.get(job.payload.campaignId);
    await job.onBehalfOf(record?.createdBy ?? null);
    if (!record || record.finishedAt || record.status === "draft") return;
    if (record.senderId === null || !(await deps.senderUsable(record.senderId))) {
      await campaigns.markDraft(record.id, SENDER_GONE_MESSAGE);
      return;
    }
    if (provider.mode === "per-recipient") {
      await campaigns.markStarted(record.id);
      return perRecipient(job, provider, record);
    }
    // The provider schedules the send itself: the campaign stays scheduled until its time.
    if (record.sendAt.getTime() <= Date.now()) await campaigns.markStarted(record.id);
    return singleSend(provider, record);
  };
}
