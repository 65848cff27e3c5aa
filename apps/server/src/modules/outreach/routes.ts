import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { array, number, object, string } from "yup";
import {
  ADAPTER_MESSAGES,
  BULK_OUTREACH_LIMITS,
  campaignSchema,
  OUTREACH_LIMIT_TEXT,
  outreachLimitExceeded,
  type UsageInfo,
} from "@pipeline/contract";
import { emailHtml, emailFont, sanitizeEmailHtml } from "../../mail/sanitize";
import { badRequest, notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { enqueue } from "../../jobs";
import {
  CAMPAIGN_JOB,
  CAMPAIGN_PARTS_PER_PROCESS,
  CAMPAIGN_WORKERS,
  campaignSendJob,
  type CampaignJobPayload,
} from "./campaignJob";
import { CAMPAIGN_LIST_FIELDS } from "./campaignDetails";
import { answers, Data, Paged } from "../../http/schemas/common";
import { actionRoute, formRoute, queryRoute, readRoute } from "../../http/recordRoutes";
import { CampaignCreated, CampaignStatsQuery } from "./schemas";
import { MessageSchema } from "../senders";
import { SIGNED_IN } from "../../http/schemas/security";
import { viewerOf } from "../../auth/companyVisibility";
import type { ModuleContext } from "../../services";
import type { EmailLogRepository } from "../emails";
import type { CampaignRepository } from "./repository";
import type { SenderRepository } from "../senders";
import {
  CampaignActivitySchema,
  CampaignAudienceBody,
  CampaignAudienceSchema,
  CampaignCreateBody,
  CampaignStatsSchema,
  MAX_ID,
  UsageSchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { campaigns: CampaignRepository; emailLogs: EmailLogRepository; senders: SenderRepository };

export const CAMPAIGN_CREATED_MESSAGE = "Campaign created successfully.";
export const CAMPAIGN_SCHEDULED_MESSAGE = "Campaign scheduled successfully.";
export const LIMIT_EXCEEDED_MESSAGE = OUTREACH_LIMIT_TEXT;
export const NO_COMPANIES_MESSAGE = "Select at least one company.";
export const TOO_MANY_COMPANIES_MESSAGE = `A campaign can reach at most ${BULK_OUTREACH_LIMITS.maxContacts} companies.`;
export const COMPANIES_NOT_YOURS_MESSAGE =
  "Some of the selected companies do not exist or are not assigned to you.";
export const NO_RECIPIENTS_MESSAGE =
  "None of the selected companies has an address to send to (or every one was contacted before or unsubscribed).";
export const SENDER_NOT_USABLE_MESSAGE =
  "This sender is not active and verified: choose a verified sender, or verify this one in Sender Details.";
export const NOT_AN_EMAIL_TASK_MESSAGE = "The journey item must be an e-mail task of the journey.";

/** The id of a stored row: a whole number from 1 to MAX_ID; anything else is an invalid choice. */
const idSchema = () =>
  number()
    .typeError(ADAPTER_MESSAGES.invalidChoice)
    .integer(ADAPTER_MESSAGES.invalidChoice)
    .min(1, ADAPTER_MESSAGES.invalidChoice)
    .max(MAX_ID, ADAPTER_MESSAGES.invalidChoice);

const companyIdsSchema = array(idSchema().required(ADAPTER_MESSAGES.invalidChoice))
  .typeError(NO_COMPANIES_MESSAGE)
  .required(NO_COMPANIES_MESSAGE)
  .min(1, NO_COMPANIES_MESSAGE)
  .max(BULK_OUTREACH_LIMITS.maxContacts, TOO_MANY_COMPANIES_MESSAGE);

const createSchema = campaignSchema.shape({
  company_ids: companyIdsSchema,
  journey_item_id: idSchema().required("Journey item is required"),
  email_type: string()
    .trim()
    .required("Email type is required")
    .max(100, "Email type must be at most 100 characters"),
});

const audienceSchema = object({ company_ids: companyIdsSchema });

/**
 * Bulk outreach (admin-portal.md 2.6, 7): campaigns made from the companies table, their
 * statistics and the provider's usage, for every signed-in user, each reaching only the companies
 * they may see. A campaign is a durable job (outreach/campaignJob.ts).
 */
export async function campaignRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["campaigns"];
  const { campaigns } = repos;
  const provider = services.bulkMail;

  app.jobs.handle<CampaignJobPayload>(
    CAMPAIGN_JOB,
    campaignSendJob({
      campaigns,
      emailLogs: repos.emailLogs,
      transaction: campaigns.transaction,
      provider,
      senderUsable: async (senderId) => {
        const sender = await repos.senders.get(senderId);
        return Boolean(sender?.is_active && sender.is_verified);
      },
    }),
    { concurrency: CAMPAIGN_PARTS_PER_PROCESS },
  );

  async function usage(): Promise<UsageInfo> {
    const counted = await campaigns.usage();
    const contacts = await provider.contactsCount();
    return {
      contacts_count: contacts ?? counted.contacts,
      resumex_sent: counted.campaignSends,
      growthx_sent: counted.journeySends,
    };
  }

  app.get(
    "/campaigns/sendgrid-usage/",
    {
      schema: {
        tags,
        summary:
          "Usage this month: contacts held (sendgrid) or addresses written to (smtp), campaign messages (resumex_sent) and journey e-mails (growthx_sent) sent",
        security: SIGNED_IN,
        response: answers(Data(UsageSchema)),
      },
    },
    async (request) => {
      app.requireUser(request);
      return { data: await usage() };
    },
  );

  app.post(
    "/campaigns/preview/",
    formRoute(
      {
        tags,
        summary:
          "Whom a campaign for these companies would reach: recipients, suppressed addresses, companies left out",
      },
      Data(CampaignAudienceSchema),
      CampaignAudienceBody,
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { company_ids } = await validateBody(audienceSchema, request.body);
      const found = await campaigns.audience(
        company_ids,
        BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId,
        viewer,
      );
      return { data: found.summary };
    },
  );

  app.post(
    "/campaigns/",
    formRoute(
      {
        tags,
        summary:
          "Create a campaign for the chosen companies: sent now (datetime empty) or at its time; each company gets the task's journey item",
      },
      CampaignCreated,
      CampaignCreateBody,
    ),
    async (request) => {
      const principal = app.requireUser(request);
      const viewer = viewerOf(principal);
      const input = await validateBody(createSchema, request.body);
      const task = await campaigns.emailTask(input.journey_item_id);
      if (!task)
        throw badRequest(NOT_AN_EMAIL_TASK_MESSAGE, { journey_item_id: [NOT_AN_EMAIL_TASK_MESSAGE] });
      const sender = await repos.senders.get(input.sender_id);
      if (!sender)
        throw badRequest(ADAPTER_MESSAGES.invalidChoice, { sender_id: [ADAPTER_MESSAGES.invalidChoice] });
      // With a provider that keeps verified senders, the sender must be one of them.
      if (!sender.is_active || !sender.is_verified || (provider.senders && !sender.sender_id)) {
        throw badRequest(SENDER_NOT_USABLE_MESSAGE, { sender_id: [SENDER_NOT_USABLE_MESSAGE] });
      }
      if (outreachLimitExceeded(await usage())) throw badRequest(LIMIT_EXCEEDED_MESSAGE);
      const ids = [...new Set(input.company_ids)];
      const now = new Date();
      const later = input.datetime && input.datetime > now ? input.datetime : null;
      const scheduled = later !== null;
      const sendAt = later ?? now;
      const body = emailHtml(sanitizeEmailHtml(input.body), emailFont(null));

      const created = await campaigns.transaction(async (tx) => {
        const result = await campaigns.create(
          tx,
          {
            name: input.campaign_name,
            subject: input.subject,
            body,
            emailType: input.email_type,
            taskId: task.id,
            sender: { id: sender.id, email: sender.email, name: sender.sender_name },
            provider: provider.name,
            sendAt,
            scheduled,
            createdBy: principal.user.pk,
          },
          ids,
          task.stageId,
          viewer,
        );
        if (result.audience.companies !== ids.length) {
          throw badRequest(COMPANIES_NOT_YOURS_MESSAGE, { company_ids: [COMPANIES_NOT_YOURS_MESSAGE] });
        }
        if (result.audience.recipients === 0) {
          throw badRequest(NO_RECIPIENTS_MESSAGE, { company_ids: [NO_RECIPIENTS_MESSAGE] });
        }
        // Several parts share a campaign sent by the server itself; a provider that takes the
        // whole audience at once needs one. The parts commit with the campaign or not at all.
        const parts = provider.mode === "per-recipient" ? CAMPAIGN_WORKERS : 1;
        for (let part = 0; part < parts; part += 1) {
          await enqueue(tx, {
            kind: CAMPAIGN_JOB,
            payload: { campaignId: result.campaign.id, part },
            // A provider that schedules the send itself is handed the campaign at once.
            runAt: provider.mode === "per-recipient" ? sendAt : now,
            dedupeKey: `campaign:${result.campaign.id}:${part}`,
            maxAttempts: 10,
          });
        }
        return result;
      });
      const message = scheduled ? CAMPAIGN_SCHEDULED_MESSAGE : CAMPAIGN_CREATED_MESSAGE;
      return {
        message,
        detail: message,
        data: { detail: message, id: created.campaign.id, audience: created.audience },
      };
    },
  );

  app.get(
    "/campaigns-stats",
    queryRoute(
      {
        tags,
        summary:
          "Campaign Details: each campaign with its statistics and progress; status, created_by and date filters",
      },
      CampaignStatsQuery,
      Paged(CampaignStatsSchema),
    ),
    async (request) => {
      app.requireUser(request);
      return paged(await campaigns.list(readListQuery(request.query, CAMPAIGN_LIST_FIELDS)));
    },
  );

  app.put(
    "/campaigns-stats/:id/update-stats/",
    actionRoute(
      {
        tags,
        summary:
          "Read the campaign's statistics again: from the provider (sendgrid) or the server's own events (smtp)",
      },
      MessageSchema,
    ),
    async (request) => {
      app.requireUser(request);
      const campaign = await campaigns.get(request.params.id);
      if (!campaign) throw notFound(ADAPTER_MESSAGES.notFound);
      const forProvider = await campaigns.forProvider(campaign.id);
      const fromProvider =
        campaign.provider === provider.name && forProvider ? await provider.stats(forProvider) : null;
      await campaigns.saveStats(campaign.id, fromProvider ?? (await campaigns.countStats(campaign.id)));
      if (
        campaign.status === "scheduled" &&
        campaign.sendAt.getTime() <= Date.now() &&
        campaign.provider !== "smtp"
      ) {
        await campaigns.markStarted(campaign.id);
      }
      return { message: ADAPTER_MESSAGES.statsRefreshed };
    },
  );

  app.get(
    "/campaigns-stats/:id/activity/",
    readRoute(
      { tags, summary: "One campaign's statistics with its sends, opens and clicks per hour (or per day)" },
      CampaignActivitySchema,
    ),
    async (request) => {
      app.requireUser(request);
      const stats = await campaigns.stats(request.params.id);
      if (!stats) throw notFound(ADAPTER_MESSAGES.notFound);
      return { data: await campaigns.activity(stats.id, stats) };
    },
  );
}
