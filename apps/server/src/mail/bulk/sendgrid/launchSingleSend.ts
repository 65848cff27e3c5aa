import { PLACEHOLDER_PATTERN } from "../placeholders";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type LaunchCheckpoints,
  type ProviderCampaign,
  type ProviderRecipient,
} from "../provider";
import type { SendgridClient } from "./sendgridClient";

/** SendGrid's limits for one "Add or Update Contacts" call: 30,000 contacts or 6 MB, whichever comes first. */
export const CONTACTS_PER_CALL = 30_000;
/** Below 6 MB, with room for the call's own wrapping. */
export const CONTACT_BYTES_PER_CALL = 5_500_000;

/** The custom fields the placeholders other than first_name (a reserved field) are kept in. */
export const CUSTOM_FIELDS = ["company_name", "pitch_line"] as const;
type CustomField = (typeof CUSTOM_FIELDS)[number];

/**
 * The unsubscribe group of the product's campaigns: a single send needs one (or a page of its own),
 * and with SendGrid's group it keeps the unsubscribe page, the suppression and the count itself.
 */
export const SUPPRESSION_GROUP = {
  name: "Pipeline outreach",
  description: "Outreach e-mails sent from Pipeline",
} as const;

/** How long a launch waits for SendGrid to add the contacts before it schedules the single send. */
export type ImportWait = { intervalMs: number; timeoutMs: number };

/** A single send scheduled closer than this to now is sent now: SendGrid refuses a time already past. */
const SEND_NOW_WITHIN_MS = 60_000;

/** List and single send names: at most 100 characters, the campaign id kept so that names stay apart. */
function sendgridName(campaign: ProviderCampaign): string {
  const suffix = ` (#${campaign.id})`;
  const name = campaign.name.trim() || "Campaign";
  return `${name.slice(0, 100 - suffix.length).trimEnd()}${suffix}`;
}

/**
 * SendGrid's Marketing Campaigns fill Handlebars tags from the contact's fields: `{{name}}` escapes
 * the value for HTML, `{{{name}}}` does not, which the plain-text subject needs.
 */
export function sendgridSubject(subject: string): string {
  return subject.replace(PLACEHOLDER_PATTERN, (_match, name: string) => `{{{${name}}}}`);
}

const UNSUBSCRIBE_TAG = /\{\{\{\s*unsubscribe(_preferences)?\s*\}\}\}/;

/**
 * The body with SendGrid's tags; a body without an unsubscribe link gets SendGrid's, with the
 * sender's postal address, as a marketing e-mail must carry both.
 */
export function sendgridHtml(body: string): string {
  const html = body.replace(PLACEHOLDER_PATTERN, (_match, name: string) => `{{${name}}}`);
  if (UNSUBSCRIBE_TAG.test(html)) return html;
  return (
    `${html}\n<p style="font-size:12px;line-height:18px;color:#666666;text-align:center">` +
    `{{Sender_Name}}, {{Sender_Address}}, {{Sender_City}}<br>` +
    `<a href="{{{unsubscribe}}}">Unsubscribe</a></p>`
  );
}

/** "now", or the time as SendGrid documents it (yyyy-MM-ddTHH:mm:ssZ). */
export function sendAtOf(sendAt: Date, now: Date): string {
  if (sendAt.getTime() - now.getTime() < SEND_NOW_WITHIN_MS) return "now";
  return sendAt.toISOString().replace(/\.\d{3}Z$/, "Z");
}

type FieldDefinitions = {
  custom_fields?: { id: string; name: string; field_type: string }[];
};

async function customFieldIds(client: SendgridClient): Promise<Partial<Record<CustomField, string>>> {
  const definitions = await client<FieldDefinitions>({
    method: "GET",
    path: "/v3/marketing/field_definitions",
  });
  const ids: Partial<Record<CustomField, string>> = {};
  for (const field of definitions.custom_fields ?? []) {
    // Field names are unique regardless of case at SendGrid.
    const name = CUSTOM_FIELDS.find((wanted) => wanted === field.name.toLowerCase());
    if (name) ids[name] = field.id;
  }
  return ids;
}

/** The ids of the custom fields, made where missing (once per account, in practice). */
async function ensureCustomFields(client: SendgridClient): Promise<Record<CustomField, string>> {
  const ids = await customFieldIds(client);
  for (const name of CUSTOM_FIELDS) {
    if (ids[name]) continue;
    try {
      const made = await client<{ id: string }>({
        method: "POST",
        path: "/v3/marketing/field_definitions",
        body: { name, field_type: "Text" },
      });
      ids[name] = made.id;
    } catch (error) {
      // Another launch may have made it a moment ago: SendGrid then refuses the name.
      if (!(error instanceof ProviderRefusedError)) throw error;
      const again = (await customFieldIds(client))[name];
      if (!again) throw error;
      ids[name] = again;
    }
  }
  return ids as Record<CustomField, string>;
}

type SuppressionGroup = { id: number; name: string };

async function ensureSuppressionGroup(client: SendgridClient): Promise<number> {
  const find = async () =>
    (await client<SuppressionGroup[]>({ method: "GET", path: "/v3/asm/groups" })).find(
      (group) => group.name === SUPPRESSION_GROUP.name,
    );
  const existing = await find();
  if (existing) return existing.id;
  try {
    const made = await client<SuppressionGroup>({
      method: "POST",
      path: "/v3/asm/groups",
      body: SUPPRESSION_GROUP,
    });
    return made.id;
  } catch (error) {
    if (!(error instanceof ProviderRefusedError)) throw error;
    const again = await find();
    if (!again) throw error;
    return again.id;
  }
}

type Contact = { email: string; first_name: string; custom_fields: Record<string, string> };

/** The contacts in calls SendGrid accepts, each under both of its limits. */
export function contactBatches(contacts: readonly Contact[]): Contact[][] {
  const batches: Contact[][] = [];
  let batch: Contact[] = [];
  let bytes = 0;
  for (const contact of contacts) {
    const size = Buffer.byteLength(JSON.stringify(contact)) + 1;
    if (batch.length > 0 && (batch.length === CONTACTS_PER_CALL || bytes + size > CONTACT_BYTES_PER_CALL)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(contact);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

type ImportJob = { id: string; status: string; results?: { errored_count?: number } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adding contacts is a job on SendGrid's side, and a single send goes to the list as it is when sent:
 * scheduling "now" before the job is done would leave contacts out.
 */
async function waitForImports(
  client: SendgridClient,
  jobIds: readonly string[],
  wait: ImportWait,
): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  for (const jobId of jobIds) {
    for (;;) {
      const job = await client<ImportJob>({
        method: "GET",
        path: `/v3/marketing/contacts/imports/${encodeURIComponent(jobId)}`,
      });
      // errored: some contacts were refused, the others added; they are sent to.
      if (job.status === "completed" || job.status === "errored") break;
      if (job.status === "failed") {
        throw new ProviderRefusedError(
          `SendGrid could not add the campaign's contacts (import ${jobId} failed).`,
          400,
        );
      }
      if (Date.now() + wait.intervalMs > deadline) {
        throw new ProviderUnavailableError(
          `SendGrid is still adding the campaign's contacts (import ${jobId} is ${job.status}).`,
        );
      }
      await sleep(wait.intervalMs);
    }
  }
}

type Singlesend = { id: string; status: string };

/**
 * Makes the list (once), adds the recipients to it, makes the single send (once) and schedules it.
 * Each id is stored through the checkpoints as soon as SendGrid answers it, so a launch run again
 * after a crash makes neither twice; adding contacts again is an upsert by address.
 */
export async function launchSingleSend(
  client: SendgridClient,
  wait: ImportWait,
  campaign: ProviderCampaign,
  recipients: readonly ProviderRecipient[],
  checkpoints: LaunchCheckpoints,
): Promise<{ singlesendId: string }> {
  const senderId = Number(campaign.sender.providerSenderId);
  if (campaign.sender.providerSenderId === null || !Number.isSafeInteger(senderId)) {
    throw new ProviderRefusedError(
      `The sender ${campaign.sender.email} is not registered with SendGrid: verify it first.`,
      400,
    );
  }

  if (campaign.singlesendId !== null) {
    // A launch that scheduled it and stopped before it could say so: sending it again would fail, or send twice.
    const existing = await client<Singlesend>({
      method: "GET",
      path: `/v3/marketing/singlesends/${encodeURIComponent(campaign.singlesendId)}`,
    });
    if (existing.status !== "draft") return { singlesendId: campaign.singlesendId };
  }

  let listId = campaign.providerListId;
  if (listId === null) {
    const list = await client<{ id: string }>({
      method: "POST",
      path: "/v3/marketing/lists",
      body: { name: sendgridName(campaign) },
    });
    listId = list.id;
    await checkpoints.listCreated(listId);
  }

  const fields = await ensureCustomFields(client);
  const contacts = recipients.map((recipient) => ({
    email: recipient.email,
    first_name: recipient.first_name,
    custom_fields: {
      [fields.company_name]: recipient.company_name,
      [fields.pitch_line]: recipient.pitch_line,
    },
  }));
  const jobIds: string[] = [];
  for (const batch of contactBatches(contacts)) {
    const answer = await client<{ job_id: string }>({
      method: "PUT",
      path: "/v3/marketing/contacts",
      body: { list_ids: [listId], contacts: batch },
    });
    jobIds.push(answer.job_id);
  }
  await waitForImports(client, jobIds, wait);

  let singlesendId = campaign.singlesendId;
  if (singlesendId === null) {
    const suppressionGroupId = await ensureSuppressionGroup(client);
    const made = await client<Singlesend>({
      method: "POST",
      path: "/v3/marketing/singlesends",
      body: {
        name: sendgridName(campaign),
        send_to: { list_ids: [listId] },
        email_config: {
          subject: sendgridSubject(campaign.subject),
          html_content: sendgridHtml(campaign.body),
          generate_plain_content: true,
          editor: "code",
          sender_id: senderId,
          suppression_group_id: suppressionGroupId,
        },
      },
    });
    singlesendId = made.id;
    await checkpoints.singlesendCreated(singlesendId);
  }

  await client({
    method: "PUT",
    path: `/v3/marketing/singlesends/${encodeURIComponent(singlesendId)}/schedule`,
    body: { send_at: sendAtOf(campaign.sendAt, new Date()) },
  });
  return { singlesendId };
}
