import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import type { DataAdapter } from "@pipeline/contract";
import { ROUTES, type RouteEntry } from "../routes";
import { RequireAccess } from "./RequireAccess";
import { Root } from "./Root";

// Everything behind sign-in loads after it, so /login carries only what signing in needs.
const SignedInLayout = lazy(() => import("./SignedInLayout").then((m) => ({ default: m.SignedInLayout })));

export type AppRouteOptions = {
  adapter: DataAdapter;
  queryClient: QueryClient;
  envelopeKey: string | null;
  /** The route table. Default: ROUTES. */
  routes?: readonly RouteEntry[];
};

const NOT_FOUND = <Navigate to="/404" replace />;

/** The route table as router objects: public pages, then the signed-in layout around the rest. */
export function appRoutes({
  adapter,
  queryClient,
  envelopeKey,
  routes = ROUTES,
}: AppRouteOptions): RouteObject[] {
  const isPublic = (route: RouteEntry) => route.access.kind === "public";
  return [
    {
      element: <Root adapter={adapter} queryClient={queryClient} envelopeKey={envelopeKey} />,
      children: [
        // A public page stands alone, without the session; while its code loads, nothing is shown.
        ...routes.filter(isPublic).map((route) => ({
          path: route.path,
          element: <Suspense fallback={null}>{route.screen}</Suspense>,
        })),
        {
          element: (
            <Suspense fallback={null}>
              <SignedInLayout routes={routes} />
            </Suspense>
          ),
          children: routes
            .filter((route) => !isPublic(route))
            .map((route) => ({
              path: route.path,
              element: <RequireAccess access={route.access}>{route.screen}</RequireAccess>,
            })),
        },
        { path: "*", element: NOT_FOUND },
      ],
    },
  ];
}
