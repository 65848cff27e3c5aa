import type { ReactNode } from "react";
import { LOOKUP_ROUTE_SEGMENT, type LookupKind } from "@pipeline/contract";
import type { SidebarIconName } from "./app/sidebarIcons";
import {
  AddCompanyPage,
  AuditLogScreen,
  CampaignActivityScreen,
  CampaignDetailsScreen,
  CompaniesScreen,
  CompanyMemberFormScreen,
  CompanyMembersScreen,
  CompanyPage,
  DashboardScreen,
  DecisionRecordScreen,
  EmailLogsScreen,
  ImportHistoryScreen,
  JourneySettingsScreen,
  Landing,
  LookupFormScreen,
  LookupListScreen,
  MeetingRoute,
  MyReviewsScreen,
  SenderFormScreen,
  SetPasswordRoute,
  SendersScreen,
  StatusRoute,
  UserFormScreen,
  UsersScreen,
} from "./app/screens";
import { PUBLIC, SIGN_IN_ROUTES } from "./signInRoutes";

/** Who may open a route; the server still decides every call on its own. */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "role"; roles: readonly string[]; permissions?: readonly string[] };

/**
 * A route's link in the sidebar; its icon is named here and drawn by the signed-in layout, which
 * also reads the count a link shows beside its label (`count`: the reviews waiting for the user).
 */
export type SidebarLink = { label: string; icon: SidebarIconName; count?: "myReviews" };

/**
 * One route of the portal: who may open it, what it shows, and its sidebar link when it has one.
 * The router, the access guard and the sidebar all read the table of these (ROUTES).
 */
export type RouteEntry = {
  path: string;
  access: RouteAccess;
  screen: ReactNode;
  sidebar?: SidebarLink;
  /**
   * A public page that reads nothing through the server-state cache, so it opens without loading
   * the cache (the sign-in page). Default: the cache is put around the page, as around the
   * signed-in layout.
   */
  withoutCache?: true;
};

const SIGNED_IN: RouteAccess = { kind: "signed-in" };
const SUPER_ADMIN: RouteAccess = { kind: "role", roles: ["SUPER_ADMIN"] };
/** Admin-portal section 6: FSD_Admin holding can_view_email_logs. */
const EMAIL_LOG_READERS: RouteAccess = {
  kind: "role",
  roles: ["FSD_Admin"],
  permissions: ["can_view_email_logs"],
};

/** A list, its add form and its edit form; the sidebar links to the list. */
function crud(
  segment: string,
  access: RouteAccess,
  { list, form, sidebar }: { list: ReactNode; form: ReactNode; sidebar?: SidebarLink },
): RouteEntry[] {
  return [
    { path: `/${segment}`, access, screen: list, ...(sidebar && { sidebar }) },
    { path: `/${segment}/add`, access, screen: form },
    { path: `/${segment}/edit/:id`, access, screen: form },
  ];
}

function lookup(kind: LookupKind, sidebar: SidebarLink): RouteEntry[] {
  return crud(LOOKUP_ROUTE_SEGMENT[kind], SUPER_ADMIN, {
    list: <LookupListScreen kind={kind} />,
    form: <LookupFormScreen kind={kind} />,
    sidebar,
  });
}

/**
 * Every route of both specs (journey section 2, admin section 2.1). The routes with a sidebar link
 * come in the sidebar's order (admin section 2.2), and the sidebar shows a link exactly to those
 * who may open its route.
 */
export const ROUTES: readonly RouteEntry[] = [
  // The sign-in page and the way to it (signInRoutes.tsx): the portal's first script holds them.
  ...SIGN_IN_ROUTES,
  { path: "/meeting/:token", access: PUBLIC, screen: <MeetingRoute /> },
  // Not in the spec: the page of a set-password link an administrator e-mails.
  { path: "/set-password", access: PUBLIC, screen: <SetPasswordRoute /> },
  { path: "/401", access: PUBLIC, screen: <StatusRoute kind="401" /> },
  { path: "/403", access: PUBLIC, screen: <StatusRoute kind="403" /> },
  { path: "/404", access: PUBLIC, screen: <StatusRoute kind="404" /> },
  // Where a sign-in or a role change lands.
  { path: "/gwx", access: SIGNED_IN, screen: <Landing /> },
  {
    path: "/dashboard/",
    access: SIGNED_IN,
    screen: <DashboardScreen />,
    sidebar: { label: "Dashboard", icon: "layout-dashboard" },
  },
  {
    path: "/companies",
    access: SIGNED_IN,
    screen: <CompaniesScreen />,
    sidebar: { label: "Companies", icon: "building" },
  },
  { path: "/companies/add/", access: SIGNED_IN, screen: <AddCompanyPage /> },
  { path: "/companies/:id", access: SIGNED_IN, screen: <CompanyPage /> },
  // Not in the spec: a gate's decision record (the investment committee), and the reviews waiting
  // for the user, with their count beside the link.
  { path: "/companies/:id/decisions/:decisionId", access: SIGNED_IN, screen: <DecisionRecordScreen /> },
  {
    path: "/my-reviews",
    access: SIGNED_IN,
    screen: <MyReviewsScreen />,
    sidebar: { label: "My Reviews", icon: "inbox", count: "myReviews" },
  },
  {
    path: "/excel-import",
    access: SIGNED_IN,
    screen: <ImportHistoryScreen />,
    sidebar: { label: "Import History", icon: "file-spreadsheet" },
  },
  {
    path: "/bulk-outreach",
    access: SIGNED_IN,
    screen: <CampaignDetailsScreen />,
    sidebar: { label: "Bulk Outreach History", icon: "send" },
  },
  { path: "/bulk-outreach/:id", access: SIGNED_IN, screen: <CampaignActivityScreen /> },
  {
    path: "/email-logs",
    access: EMAIL_LOG_READERS,
    screen: <EmailLogsScreen />,
    sidebar: { label: "Email Logs", icon: "mail-check" },
  },
  ...crud("users", SUPER_ADMIN, {
    list: <UsersScreen />,
    form: <UserFormScreen />,
    sidebar: { label: "User", icon: "users" },
  }),
  ...lookup("location", { label: "Location", icon: "map-pin" }),
  ...lookup("practice", { label: "Practice", icon: "briefcase" }),
  ...lookup("currency", { label: "Currency", icon: "coins" }),
  ...lookup("company-member-designation", { label: "Designation", icon: "id-card" }),
  ...lookup("company-type", { label: "Company Type", icon: "shapes" }),
  ...lookup("confidence-level", { label: "Confidence Level", icon: "gauge" }),
  ...lookup("industry", { label: "Industry", icon: "factory" }),
  ...crud("company-members", SUPER_ADMIN, {
    list: <CompanyMembersScreen />,
    form: <CompanyMemberFormScreen />,
  }),
  ...crud("sender-details", SUPER_ADMIN, {
    list: <SendersScreen />,
    form: <SenderFormScreen />,
    sidebar: { label: "Sender Details", icon: "mail" },
  }),
  // Not in the spec: the journey's stages and tasks, edited in place of the seed file.
  {
    path: "/journey-settings",
    access: SUPER_ADMIN,
    screen: <JourneySettingsScreen />,
    sidebar: { label: "Journey Settings", icon: "workflow" },
  },
  // Not in the spec: the audit trail of every write, after its admin screens.
  {
    path: "/audit-log",
    access: SUPER_ADMIN,
    screen: <AuditLogScreen />,
    sidebar: { label: "Audit Log", icon: "history" },
  },
];
