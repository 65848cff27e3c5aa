import { lazy, Suspense, useCallback, useMemo } from "react";
import { useNavigate, useRoutes, type RouteObject } from "react-router-dom";
import type { AdapterError } from "@pipeline/contract";
import { createQueryClient, PipelineQueryProvider } from "@pipeline/ui";
import { ROUTES, type RouteEntry } from "../routes";
import { publicPage, withoutCache } from "./router";
import { useServerCache } from "./serverCache";

// Behind sign-in, the signed-in layout and its pages load with the first of them.
const SignedInArea = lazy(() => import("./SignedInArea").then((m) => ({ default: m.SignedInArea })));

/**
 * Every page but the sign-in one, in a module of its own with the route table: the server-state
 * cache around the other public pages and around the signed-in area, which takes every other path.
 */
export function DataLayer({ routes = ROUTES }: { routes?: readonly RouteEntry[] }) {
  const cache = useServerCache();
  const routerNavigate = useNavigate();
  // A page whose read the server refuses is not the user's to see: the 403 page says why, and its
  // Go Back returns to the page before (the refused one is replaced). A refused action stays put.
  const onReadRefused = useCallback(
    (error: AdapterError) => void routerNavigate("/403", { replace: true, state: { reason: error.message } }),
    [routerNavigate],
  );
  const table = useMemo<RouteObject[]>(
    () => [
      ...routes.filter((route) => route.access.kind === "public" && !withoutCache(route)).map(publicPage),
      {
        path: "*",
        element: (
          <Suspense fallback={null}>
            <SignedInArea routes={routes} />
          </Suspense>
        ),
      },
    ],
    [routes],
  );
  const page = useRoutes(table);
  return (
    <PipelineQueryProvider queryClient={cache.client(createQueryClient)} onReadRefused={onReadRefused}>
      {page}
    </PipelineQueryProvider>
  );
}
