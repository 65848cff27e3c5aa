/*
 * Bulk Outreach History: the widgets of @pipeline/ui on /bulk-outreach (Campaign Details) and on
 * /bulk-outreach/{id} (a campaign's chart page, whose chart loads on its own when it first shows).
 * Loaded on first use.
 */
import { CampaignActivityPage, CampaignDetails } from "@pipeline/ui";
import { Navigate } from "react-router-dom";
import { WithRecordId } from "./WithRecordId";

export const CampaignDetailsScreen = () => <CampaignDetails />;

export const CampaignActivityScreen = () => (
  <WithRecordId>
    {(id) =>
      id === null ? <Navigate to="/404" replace /> : <CampaignActivityPage key={id} campaignId={id} />
    }
  </WithRecordId>
);
