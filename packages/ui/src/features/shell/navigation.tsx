import { LOOKUP_ROUTE_SEGMENT } from "@pipeline/contract";
import {
  Briefcase,
  Building,
  Coins,
  Factory,
  FileSpreadsheet,
  Gauge,
  IdCard,
  LayoutDashboard,
  Mail,
  MailCheck,
  MapPin,
  Send,
  Shapes,
  Users,
} from "lucide-react";
import type { AccessRule } from "../../data/access";
import type { SidebarEntry } from "./types";

/** Who may read the e-mail logs (admin-portal section 6): FSD_Admin holding can_view_email_logs. */
export const EMAIL_LOG_READERS: AccessRule = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] };

/** The sidebar of the shared layout, in the spec's order (admin-portal section 2.2). */
export const SIDEBAR_ENTRIES: SidebarEntry[] = [
  { label: "Dashboard", path: "/dashboard/", icon: <LayoutDashboard /> },
  { label: "Companies", path: "/companies", icon: <Building /> },
  { label: "Import History", path: "/excel-import", icon: <FileSpreadsheet /> },
  { label: "Bulk Outreach History", path: "/bulk-outreach", icon: <Send /> },
  { label: "Email Logs", path: "/email-logs", icon: <MailCheck />, access: EMAIL_LOG_READERS },
  { label: "User", path: "/users", icon: <Users />, superAdminOnly: true },
  { label: "Location", path: `/${LOOKUP_ROUTE_SEGMENT.location}`, icon: <MapPin />, superAdminOnly: true },
  { label: "Practice", path: `/${LOOKUP_ROUTE_SEGMENT.practice}`, icon: <Briefcase />, superAdminOnly: true },
  { label: "Currency", path: `/${LOOKUP_ROUTE_SEGMENT.currency}`, icon: <Coins />, superAdminOnly: true },
  {
    label: "Designation",
    path: `/${LOOKUP_ROUTE_SEGMENT["company-member-designation"]}`,
    icon: <IdCard />,
    superAdminOnly: true,
  },
  {
    label: "Company Type",
    path: `/${LOOKUP_ROUTE_SEGMENT["company-type"]}`,
    icon: <Shapes />,
    superAdminOnly: true,
  },
  {
    label: "Confidence Level",
    path: `/${LOOKUP_ROUTE_SEGMENT["confidence-level"]}`,
    icon: <Gauge />,
    superAdminOnly: true,
  },
  { label: "Industry", path: `/${LOOKUP_ROUTE_SEGMENT.industry}`, icon: <Factory />, superAdminOnly: true },
  { label: "Sender Details", path: "/sender-details", icon: <Mail />, superAdminOnly: true },
];

function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether `currentPath` is the entry's path or lies under it; trailing slashes do not count. */
export function isEntryActive(entryPath: string, currentPath: string): boolean {
  const entry = trimSlashes(entryPath);
  const current = trimSlashes(currentPath.split(/[?#]/)[0] ?? "");
  return current === entry || current.startsWith(entry === "/" ? "/" : `${entry}/`);
}

/** The entry marked current: the longest path that matches, so nested entries win over their parents. */
export function activeEntryPath(entries: readonly SidebarEntry[], currentPath: string): string | null {
  let best: string | null = null;
  for (const entry of entries) {
    if (!isEntryActive(entry.path, currentPath)) continue;
    if (best === null || trimSlashes(entry.path).length > trimSlashes(best).length) best = entry.path;
  }
  return best;
}

/** The top bar's title: Dashboard under /dashboard, Companies on the companies list only, else none. */
export function topBarTitle(currentPath: string): string | null {
  if (isEntryActive("/dashboard", currentPath)) return "Dashboard";
  const path = trimSlashes(currentPath.split(/[?#]/)[0] ?? "");
  return path === "/companies" ? "Companies" : null;
}

/** Up to two capital letters for the avatar: first and last name, else the username. */
export function initialsOf(user: { first_name: string; last_name: string; username: string }): string {
  const fromNames = [user.first_name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
  return fromNames !== "" ? fromNames : user.username.trim().slice(0, 2).toUpperCase();
}

/** "First Last", else the username. */
export function fullNameOf(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name !== "" ? name : user.username;
}
