export { CampaignDialog, type CampaignDialogAdapter, type CampaignDialogProps } from "./CampaignDialog";
export { type BulkOutreachBlockedSlice, useBulkOutreachBlocked } from "./hooks/useBulkOutreachBlocked";
export type { OutreachCompanies } from "./types";
