import { TOAST_DURATION_MS, type Id } from "@pipeline/contract";
import { useCallback } from "react";
import { useRefreshCampaignStats } from "../../../data/hooks/campaigns";
import { useToast } from "../../../primitives/Toast";

/**
 * Refresh statistics with its answer shown: the server's message, or the error, each for
 * TOAST_DURATION_MS.campaign (admin-portal section 8). `pendingId` is the campaign being refreshed.
 */
export function useRefreshStatsAction() {
  const toast = useToast();
  const { mutateAsync, isPending, variables } = useRefreshCampaignStats();

  const handleRefresh = useCallback(
    async (id: Id) => {
      try {
        const { message } = await mutateAsync(id);
        toast.success(message, { duration: TOAST_DURATION_MS.campaign });
      } catch (error) {
        toast.error(error, { duration: TOAST_DURATION_MS.campaign });
      }
    },
    [mutateAsync, toast],
  );

  return { refresh: handleRefresh, pendingId: isPending ? variables : undefined };
}
