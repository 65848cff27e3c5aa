// Bulk outreach: campaigns to many companies at once, their recipient queue and sending job, the
// provider's events and the statistics built from them.
export { campaignRoutes } from "./routes";
export { campaignTrackingRoutes } from "./trackingRoutes";
export { type CampaignRepository, createCampaignRepository } from "./repository";
