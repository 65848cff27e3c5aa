import type { Database } from "../../db/database";
import { campaignDetails } from "./campaignDetails";
import { campaignRecords } from "./campaignRecords";
import { providerEvents } from "./providerEvents";
import { recipientQueue } from "./recipientQueue";
import { campaignStatistics } from "./statistics";
import { outreachUsage } from "./usage";

/**
 * Campaigns as the routes and the sending job read and write them: the campaigns and their
 * audience, Campaign Details, the recipient queue, the provider's events, the statistics and the
 * month's usage.
 */
export function createCampaignRepository(db: Database) {
  return {
    db,
    transaction: <T>(run: (tx: Database) => Promise<T>): Promise<T> => db.transaction(run),
    ...campaignRecords(db),
    ...campaignDetails(db),
    ...recipientQueue(db),
    ...providerEvents(db),
    ...campaignStatistics(db),
    ...outreachUsage(db),
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
