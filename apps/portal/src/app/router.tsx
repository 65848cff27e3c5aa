import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import type { DataAdapter } from "@pipeline/contract";
import type { RouteEntry } from "../routes";
import { SIGN_IN_ROUTES } from "../signInRoutes";
import { Root } from "./Root";
import type { ServerCache } from "./serverCache";

// Every page but the sign-in one loads after it, with the server-state cache and the rest of the
// route table, so /login carries only what signing in needs.
const DataLayer = lazy(() => import("./DataLayer").then((m) => ({ default: m.DataLayer })));

export type AppRouteOptions = {
  adapter: DataAdapter;
  /** The server-state cache, made by the first page that reads through it. */
  cache: ServerCache;
  envelopeKey: string | null;
  /**
   * The route table. Default: ROUTES, which loads with the first page that is not the sign-in
   * one (SIGN_IN_ROUTES).
   */
  routes?: readonly RouteEntry[];
};

/** Whether a route is a public page that opens without the server-state cache (sign-in). */
export const withoutCache = (route: RouteEntry) =>
  route.access.kind === "public" && route.withoutCache === true;

/** A public page stands alone, without the session; while its code loads, nothing is shown. */
export const publicPage = (route: RouteEntry): RouteObject => ({
  path: route.path,
  element: <Suspense fallback={null}>{route.screen}</Suspense>,
});

/**
 * The route table as router objects: the pages that do without the server-state cache (sign-in),
 * and every other path in the cache's layer (DataLayer), which holds the rest of the table.
 */
export function appRoutes({ adapter, cache, envelopeKey, routes }: AppRouteOptions): RouteObject[] {
  return [
    {
      element: <Root adapter={adapter} cache={cache} envelopeKey={envelopeKey} />,
      children: [
        ...(routes ?? SIGN_IN_ROUTES).filter(withoutCache).map(publicPage),
        {
          path: "*",
          element: (
            <Suspense fallback={null}>
              <DataLayer routes={routes} />
            </Suspense>
          ),
        },
      ],
    },
  ];
}
