export { CampaignDetails, type CampaignDetailsProps, type CampaignDetailsSlice } from "./CampaignDetails";
export {
  CampaignActivityPage,
  type CampaignActivityPageProps,
  type CampaignActivityPageSlice,
} from "./CampaignActivityPage";
export { CAMPAIGN_LIST_PATH, campaignActivityPath } from "./utils/campaignPaths";
