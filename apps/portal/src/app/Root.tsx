import { useCallback, useEffect } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import type { DataAdapter } from "@pipeline/contract";
import { PipelineProvider, type Navigate } from "@pipeline/ui";
import { setRouterNavigate } from "./redirects";

/** Every route below gets the adapter, the theme, toasts, the cache and the router's navigation. */
export function Root({ adapter, queryClient }: { adapter: DataAdapter; queryClient: QueryClient }) {
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
    <PipelineProvider adapter={adapter} queryClient={queryClient} navigate={navigate}>
      <Outlet />
    </PipelineProvider>
  );
}
