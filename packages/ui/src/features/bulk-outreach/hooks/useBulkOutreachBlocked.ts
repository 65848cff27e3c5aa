import { useEffect } from "react";
import {
  type CampaignUsageSlice,
  OUTREACH_LIMIT_TEXT,
  outreachLimitExceeded,
  useCampaignUsage,
} from "../../../data/hooks/campaigns";
import { useToast } from "../../../primitives/Toast";

export type BulkOutreachBlockedSlice = CampaignUsageSlice;

/**
 * Why Bulk Initial Outreach is blocked by the provider's usage ('SendGrid limit exceeded'), for the
 * companies toolbar's `bulkOutreachBlocked`; null while the usage loads, while it is within the
 * limits, or when it could not be read (the error toast says so, and the server refuses a campaign
 * past the limits anyway).
 */
export function useBulkOutreachBlocked(): string | null {
  const usage = useCampaignUsage();
  const toast = useToast();
  const { error, isError } = usage;
  useEffect(() => {
    if (isError) toast.error(error);
  }, [isError, error, toast]);
  return usage.data && outreachLimitExceeded(usage.data) ? OUTREACH_LIMIT_TEXT : null;
}
