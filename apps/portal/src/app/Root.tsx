import { useCallback, useEffect } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import type { AdapterError, DataAdapter } from "@pipeline/contract";
import { PipelineProvider, type Navigate } from "@pipeline/ui";
import { EnvelopeKeyProvider } from "./envelopeKey";
import { setRouterNavigate } from "./redirects";

/**
 * Every route below gets the adapter, the theme, toasts, the cache, the router's navigation and the
 * envelope key.
 */
export function Root({
  adapter,
  queryClient,
  envelopeKey,
}: {
  adapter: DataAdapter;
  queryClient: QueryClient;
  envelopeKey: string | null;
}) {
  const routerNavigate = useNavigate();
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (options.newTab) window.open(to, "_blank", "noopener");
      else void routerNavigate(to, { replace: options.replace ?? false });
    },
    [routerNavigate],
  );
  // A page whose read the server refuses is not the user's to see: the 403 page says why, and its
  // Go Back returns to the page before (the refused one is replaced). A refused action stays put.
  const onReadRefused = useCallback(
    (error: AdapterError) => void routerNavigate("/403", { replace: true, state: { reason: error.message } }),
    [routerNavigate],
  );
  useEffect(() => {
    setRouterNavigate((to, options) => void routerNavigate(to, options));
    return () => setRouterNavigate(null);
  }, [routerNavigate]);
  return (
    <PipelineProvider
      adapter={adapter}
      queryClient={queryClient}
      navigate={navigate}
      onReadRefused={onReadRefused}
    >
      <EnvelopeKeyProvider envelopeKey={envelopeKey}>
        <Outlet />
      </EnvelopeKeyProvider>
    </PipelineProvider>
  );
}
