import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import type { DataAdapter } from "@pipeline/contract";
import { ROUTES } from "../routes";
import { LoginPage } from "./LoginPage";
import { RequireAccess } from "./RequireAccess";
import { Root } from "./Root";
import { SCREENS } from "./screens";

// Everything behind sign-in loads after it, so /login carries only what signing in needs.
const SignedInLayout = lazy(() => import("./SignedInLayout").then((m) => ({ default: m.SignedInLayout })));
const Landing = lazy(() => import("./Landing").then((m) => ({ default: m.Landing })));
const StatusRoute = lazy(() => import("./StatusRoute").then((m) => ({ default: m.StatusRoute })));
const MeetingRoute = lazy(() => import("./MeetingRoute").then((m) => ({ default: m.MeetingRoute })));

export type AppRouteOptions = { adapter: DataAdapter; queryClient: QueryClient; envelopeKey: string | null };

const NOT_FOUND = <Navigate to="/404" replace />;
const STATUS_KINDS = ["401", "403", "404"] as const;

/** The route table as router objects: public pages, then the signed-in layout around the rest. */
export function appRoutes({ adapter, queryClient, envelopeKey }: AppRouteOptions): RouteObject[] {
  const signedIn: RouteObject[] = ROUTES.filter((route) => route.access.kind !== "public").map((route) => ({
    path: route.path,
    element: (
      <RequireAccess access={route.access}>
        {route.path === "/gwx" ? <Landing /> : (SCREENS[route.path] ?? NOT_FOUND)}
      </RequireAccess>
    ),
  }));
  return [
    {
      element: <Root adapter={adapter} queryClient={queryClient} />,
      children: [
        { path: "/", element: <Navigate to="/login" replace /> },
        { path: "/login", element: <LoginPage envelopeKey={envelopeKey} /> },
        {
          path: "/meeting/:token",
          element: (
            <Suspense fallback={null}>
              <MeetingRoute />
            </Suspense>
          ),
        },
        ...STATUS_KINDS.map((kind) => ({
          path: `/${kind}`,
          element: (
            <Suspense fallback={null}>
              <StatusRoute kind={kind} />
            </Suspense>
          ),
        })),
        {
          element: (
            <Suspense fallback={null}>
              <SignedInLayout />
            </Suspense>
          ),
          children: signedIn,
        },
        { path: "*", element: NOT_FOUND },
      ],
    },
  ];
}
