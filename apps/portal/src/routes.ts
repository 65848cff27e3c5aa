import { LOOKUP_KINDS, LOOKUP_ROUTE_SEGMENT } from "@pipeline/contract";

export { LOOKUP_ROUTE_SEGMENT };

/** Who may open a route; the server still decides every call on its own. */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "role"; roles: readonly string[]; permissions?: readonly string[] };

export type RouteEntry = { path: string; access: RouteAccess; title?: string };

const PUBLIC: RouteAccess = { kind: "public" };
const SIGNED_IN: RouteAccess = { kind: "signed-in" };
const SUPER_ADMIN: RouteAccess = { kind: "role", roles: ["SUPER_ADMIN"] };

function crud(segment: string, access: RouteAccess): RouteEntry[] {
  return [
    { path: `/${segment}`, access },
    { path: `/${segment}/add`, access },
    { path: `/${segment}/edit/:id`, access },
  ];
}

/** Every route of both specs (journey section 2, admin section 2.1). */
export const ROUTES: readonly RouteEntry[] = [
  { path: "/", access: PUBLIC },
  { path: "/login", access: PUBLIC },
  { path: "/meeting/:token", access: PUBLIC },
  { path: "/401", access: PUBLIC },
  { path: "/403", access: PUBLIC },
  { path: "/404", access: PUBLIC },
  { path: "/gwx", access: SIGNED_IN },
  { path: "/companies", access: SIGNED_IN, title: "Companies" },
  { path: "/companies/add/", access: SIGNED_IN },
  { path: "/companies/:id", access: SIGNED_IN },
  { path: "/dashboard/", access: SIGNED_IN, title: "Dashboard" },
  { path: "/excel-import", access: SIGNED_IN },
  { path: "/bulk-outreach", access: SIGNED_IN },
  { path: "/bulk-outreach/:id", access: SIGNED_IN },
  {
    path: "/email-logs",
    access: { kind: "role", roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] },
  },
  ...crud("users", SUPER_ADMIN),
  ...LOOKUP_KINDS.flatMap((kind) => crud(LOOKUP_ROUTE_SEGMENT[kind], SUPER_ADMIN)),
  ...crud("company-members", SUPER_ADMIN),
  ...crud("sender-details", SUPER_ADMIN),
];
