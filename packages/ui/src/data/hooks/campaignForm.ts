// What the Bulk Initial Outreach form reads and writes: the companies behind an "every company
// matching" selection, whom the campaign would reach, the initial outreach template and the
// campaign itself. The provider's usage, which may block outreach, is read in campaigns.ts.
import type { CampaignCreateInput, CompanyMatchParams, Id, PortName } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";
import { CAMPAIGNS_KEY_ROOT } from "./campaigns";
import { type EmailTemplateSlice, useEmailTemplate } from "./journeyItem";

/** The e-mail type, and template key, of initial outreach campaigns. */
export const INITIAL_OUTREACH_EMAIL_TYPE = "initial_outreach";

/**
 * What a campaign changes: every campaigns read (CAMPAIGNS_KEY_ROOT: the history, the usage), and
 * the companies' e-mail status and last stage and task (the companies table, the dashboard) and
 * their journeys.
 */
const CAMPAIGN_WRITE_INVALIDATES: readonly PortName[] = [CAMPAIGNS_KEY_ROOT[0], "companies", "journey"];

const matchingIdsRead = (params: CompanyMatchParams, excludedIds: readonly Id[]) =>
  adapterRead(["companies", "matchingIds", params, excludedIds], (companies, options) =>
    companies.matchingIds(params, excludedIds, options),
  );
export type MatchingCompanyIdsSlice = SliceOf<typeof matchingIdsRead>;

/** The ids of every company matching the table's search, filters and dates, less the unticked ones. */
export function useMatchingCompanyIds(
  selection: { params: CompanyMatchParams; excludedIds: readonly Id[] } | null,
) {
  return useAdapterQuery(matchingIdsRead(selection?.params ?? {}, selection?.excludedIds ?? []), {
    enabled: selection !== null,
  });
}

const audienceRead = (companyIds: readonly Id[]) =>
  adapterRead(["campaigns", "audience", companyIds], (campaigns, options) =>
    campaigns.audience({ company_ids: [...companyIds] }, options),
  );
export type CampaignAudienceSlice = SliceOf<typeof audienceRead>;

/** Whom a campaign for these companies would reach; nothing is asked before the ids are known. */
export function useCampaignAudience(companyIds: readonly Id[] | null) {
  return useAdapterQuery(audienceRead(companyIds ?? []), { enabled: companyIds !== null });
}

export type InitialOutreachTemplateSlice = EmailTemplateSlice;

const INITIAL_OUTREACH_TEMPLATE = { key: INITIAL_OUTREACH_EMAIL_TYPE };

/** The initial outreach template, its placeholders left in for each recipient; asked only while `enabled`. */
export function useInitialOutreachTemplate(enabled = true) {
  return useEmailTemplate(INITIAL_OUTREACH_TEMPLATE, enabled);
}

export type CreateCampaignSlice = PortSlice<"campaigns", "create">;

/**
 * Creates (and starts or schedules) a campaign. The history and the usage are read again after
 * it, and so are the companies and journeys it wrote an e-mail item to.
 */
export function useCreateCampaign() {
  return useAdapterMutation(
    "campaigns",
    (campaigns: CreateCampaignSlice["campaigns"], input: CampaignCreateInput) => campaigns.create(input),
    CAMPAIGN_WRITE_INVALIDATES,
  );
}
