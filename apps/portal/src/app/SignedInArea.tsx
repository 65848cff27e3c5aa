import { useMemo } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router-dom";
import type { RouteEntry } from "../routes";
import { RequireAccess } from "./RequireAccess";
import { SignedInLayout } from "./SignedInLayout";

const NOT_FOUND = <Navigate to="/404" replace />;

/**
 * Every path the public pages do not take: the signed-in layout around the routes behind sign-in,
 * each behind its access rule, or the not-found page. In a module of its own, so a public page
 * opens without the layout.
 */
export function SignedInArea({ routes }: { routes: readonly RouteEntry[] }) {
  const table = useMemo<RouteObject[]>(
    () => [
      {
        element: <SignedInLayout routes={routes} />,
        children: routes
          .filter((route) => route.access.kind !== "public")
          .map((route) => ({
            path: route.path,
            element: <RequireAccess access={route.access}>{route.screen}</RequireAccess>,
          })),
      },
      { path: "*", element: NOT_FOUND },
    ],
    [routes],
  );
  return useRoutes(table);
}
