import { useCallback, useEffect } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import type { DataAdapter } from "@pipeline/contract";
import { PipelineShellProvider, type Navigate } from "@pipeline/ui";
import { EnvelopeKeyProvider } from "./envelopeKey";
import { setRouterNavigate } from "./redirects";
import { ServerCacheProvider, type ServerCache } from "./serverCache";

/**
 * Every route below gets the adapter, the theme, toasts, the router's navigation, the envelope key
 * and the server-state cache (which the pages that read through it put around themselves: see
 * DataLayer).
 */
export function Root({
  adapter,
  cache,
  envelopeKey,
}: {
  adapter: DataAdapter;
  cache: ServerCache;
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
  useEffect(() => {
    setRouterNavigate((to, options) => void routerNavigate(to, options));
    return () => setRouterNavigate(null);
  }, [routerNavigate]);
  return (
    <PipelineShellProvider adapter={adapter} navigate={navigate}>
      <EnvelopeKeyProvider envelopeKey={envelopeKey}>
        <ServerCacheProvider cache={cache}>
          <Outlet />
        </ServerCacheProvider>
      </EnvelopeKeyProvider>
    </PipelineShellProvider>
  );
}
