import {
  BULK_OUTREACH_LIMITS,
  type CampaignAudience,
  type CampaignAudienceInput,
  type CampaignCreateInput,
  campaignSchema,
  type Id,
  type IsoDateTime,
  type TaskDefinition,
} from "@pipeline/contract";
import { array, number, object, string } from "yup";
import { invalidField } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedCampaignStats, SeedCompany, SeedUser } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";
import { heldByGate } from "./committeeRules";
import { addJourneyItem, unique } from "./journeyRules";
import { checkSender } from "./mediaRules";

// Bulk initial outreach in memory: whom a campaign for some companies reaches, and the campaign
// itself with the journey item it adds to each company reached. Nothing is sent; a campaign due
// now counts its recipients as sent and delivered at once, a scheduled one keeps them pending.

/** Words of the campaign answers and refusals. */
export const CAMPAIGN_MESSAGES = {
  created: "Campaign created successfully.",
  scheduled: "Campaign scheduled successfully.",
  noCompanies: "Select at least one company.",
  noRecipients: "None of the selected companies has an address to write to.",
  notEmailTask: "Campaigns send the journey's e-mail tasks only.",
  emailTypeRequired: "Email type is required.",
} as const;

// The form's fields with what the companies list adds to them.
const campaignInputSchema = campaignSchema.concat(
  object({
    company_ids: array(number().required()).default([]).min(1, CAMPAIGN_MESSAGES.noCompanies),
    journey_item_id: number().required(CAMPAIGN_MESSAGES.notEmailTask),
    email_type: string().trim().required(CAMPAIGN_MESSAGES.emailTypeRequired),
  }),
);

/** An address worth writing to: something, an @, something. */
const isAddress = (email: string | null | undefined): email is string => /.@./.test(email?.trim() ?? "");

type Recipient = {
  company: SeedCompany;
  member_id: Id | null;
  email: string;
  first_name: string;
};

type Reach = {
  summary: CampaignAudience;
  recipients: Recipient[];
  /** The companies reached, in the order chosen. */
  companies: SeedCompany[];
};

/** Whether the company's journey already holds the task's e-mail (the task takes one). */
function contacted(state: MemoryState, company: SeedCompany, taskId: Id): boolean {
  return state.journeyItems.some(
    (item) => item.company_id === company.id && item.task_id === taskId && item.type === "EMAIL",
  );
}

/**
 * Each company's active members with an address, or the company's own address when none has
 * one; an address is written to once, for the first company that has it. Companies whose
 * journey has the task's e-mail already are left out, and unknown ids are passed over, as the
 * server does. The memory adapter keeps no suppression list, so nobody is suppressed.
 */
function reach(state: MemoryState, companyIds: readonly Id[], taskId: Id): Reach {
  const chosen = unique(companyIds).flatMap((id) => {
    const company = state.companies.find((entry) => entry.id === id);
    return company ? [company] : [];
  });
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  const reached: SeedCompany[] = [];
  let alreadyContacted = 0;
  let gateNotPassed = 0;
  const stageId = state.journey.find(({ tasks }) => tasks.some((task) => task.id === taskId))?.stage.id;
  for (const company of chosen) {
    if (contacted(state, company, taskId)) {
      alreadyContacted += 1;
      continue;
    }
    if (stageId !== undefined && heldByGate(state, company.id, stageId)) {
      gateNotPassed += 1;
      continue;
    }
    const members = state.members
      .filter((member) => member.company_id === company.id && member.is_active && !member.deleted)
      .filter((member) => isAddress(member.email))
      .sort((a, b) => a.id - b.id);
    const addresses: Omit<Recipient, "company">[] =
      members.length > 0
        ? members.map((member) => ({
            member_id: member.id,
            email: member.email.trim(),
            first_name: member.first_name,
          }))
        : isAddress(company.email)
          ? [{ member_id: null, email: company.email.trim(), first_name: "" }]
          : [];
    if (addresses.length === 0) continue;
    reached.push(company);
    for (const address of addresses) {
      const key = address.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      recipients.push({ company, ...address });
    }
  }
  const sample = recipients[0];
  return {
    summary: {
      companies: chosen.length,
      recipients: recipients.length,
      suppressed: 0,
      without_email: chosen.length - alreadyContacted - gateNotPassed - reached.length,
      already_contacted: alreadyContacted,
      gate_not_passed: gateNotPassed,
      sample: sample
        ? {
            email: sample.email,
            first_name: sample.first_name,
            company_name: sample.company.company_name,
            pitch_line: sample.company.pitch_line ?? "",
          }
        : null,
    },
    recipients,
    companies: reached,
  };
}

/** The journey's EMAIL task a campaign sends, with its stage; 400 on journey_item_id otherwise. */
function emailTask(state: MemoryState, taskId: Id): { task: TaskDefinition; stageId: Id } {
  for (const { stage, tasks } of state.journey) {
    const task = tasks.find((entry) => entry.id === taskId);
    if (task?.type === "EMAIL") return { task, stageId: stage.id };
  }
  throw invalidField("journey_item_id", CAMPAIGN_MESSAGES.notEmailTask);
}

/** `campaigns/preview/`: whom a campaign of the initial outreach task for these companies reaches. */
export function campaignAudience(
  state: MemoryState,
  input: CampaignAudienceInput,
  taskId: Id = BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId,
): CampaignAudience {
  return reach(state, input.company_ids, taskId).summary;
}

/**
 * `campaigns/`: checks the payload as the server does (the form's messages, a verified active
 * sender, an e-mail task, someone to write to), then stores the campaign's statistics row and adds
 * the task's e-mail to the journey of every company reached.
 */
export async function createCampaign(
  state: MemoryState,
  input: CampaignCreateInput,
  user: SeedUser,
  stamp: IsoDateTime,
): Promise<{ message: string }> {
  const values = await validateInput(campaignInputSchema, input);
  checkSender(state, values.sender_id);
  const { task, stageId } = emailTask(state, values.journey_item_id);
  const found = reach(state, values.company_ids, task.id);
  if (found.summary.recipients === 0) throw invalidField("company_ids", CAMPAIGN_MESSAGES.noRecipients);

  const sendAt = values.datetime ? new Date(values.datetime).toISOString() : stamp;
  const scheduled = sendAt > stamp;
  const sender = state.senders.find((entry) => entry.id === values.sender_id);
  const id = nextId(state.campaignStats);
  const recipients = found.summary.recipients;
  const sent = scheduled ? 0 : recipients;
  const stats: SeedCampaignStats = {
    id,
    delivered: sent,
    invalid_emails: 0,
    opens: 0,
    unique_opens: 0,
    clicks: 0,
    unique_clicks: 0,
    campaign: {
      id,
      name: values.campaign_name,
      subject: values.subject,
      sender: sender?.email ?? "",
      send_date: sendAt,
      status: scheduled ? "scheduled" : "triggered",
      created_by: user.pk,
      singlesend_id: null,
    },
    progress: {
      recipients,
      pending: recipients - sent,
      sent,
      failed: 0,
      suppressed: 0,
      bounces: 0,
      spam_reports: 0,
      unsubscribes: 0,
    },
    stats_updated: null,
  };
  state.campaignStats.push(stats);

  for (const company of found.companies) {
    const own = found.recipients.filter((recipient) => recipient.company === company);
    addJourneyItem(state, company, task, stageId, user, stamp, {
      status: scheduled ? "scheduled" : "sent",
      subject: values.subject,
      body: values.body,
      receiver_emails: own.map((recipient) => recipient.email),
      member_ids: own.flatMap((recipient) => (recipient.member_id === null ? [] : [recipient.member_id])),
      sender_id: values.sender_id,
      start_date: sendAt,
    });
  }
  return { message: scheduled ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.created };
}
