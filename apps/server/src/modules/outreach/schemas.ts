import { Type } from "typebox";
import { CampaignAudienceSchema } from "@pipeline/contract/wire";
import { CAMPAIGN_LIST_FIELDS } from "./campaignDetails";
import { ListQuery } from "../../http/schemas/lists";

export const CampaignCreated = Type.Object(
  {
    message: Type.String(),
    detail: Type.String({ description: "The same words as message" }),
    data: Type.Object({ detail: Type.String(), id: Type.Integer(), audience: CampaignAudienceSchema }),
  },
  { description: "Created; the message is shown as it comes" },
);

export const CampaignStatsQuery = ListQuery(CAMPAIGN_LIST_FIELDS);

export const TrackingParams = Type.Object({
  token: Type.String({ maxLength: 100, description: "The recipient's token from the message" }),
});

export const ClickQuery = Type.Object({
  u: Type.String({ maxLength: 4000, description: "The link's target" }),
  s: Type.String({ maxLength: 100, description: "Its signature" }),
});
