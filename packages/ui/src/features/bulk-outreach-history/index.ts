export {
  CampaignDetails,
  type CampaignDetailsProps,
  type CampaignDetailsSlice,
  type CampaignDetailsSlice as CampaignDetailsAdapter,
} from "./CampaignDetails";
export {
  CampaignActivityPage,
  type CampaignActivityPageProps,
  type CampaignActivityPageSlice,
  type CampaignActivityPageSlice as CampaignActivityPageAdapter,
} from "./CampaignActivityPage";
export { CAMPAIGN_LIST_PATH, campaignActivityPath } from "./utils/campaignPaths";
