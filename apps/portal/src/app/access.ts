import type { StoredSession } from "@pipeline/adapter-http";
import type { RoleName } from "@pipeline/contract";
import { hasAccess } from "@pipeline/ui";
import type { RouteAccess, RouteEntry, SidebarLink } from "../routes";

/** The role the session acts as: the one picked, else the user's first; null when there is none. */
export function actingRoleOf(session: StoredSession): RoleName | null {
  return session.activeRole ?? session.user.role[0]?.role_name ?? null;
}

/**
 * Whether this session may open a route of this access. The guard lets in by this rule and the
 * sidebar links by it, so a link is shown exactly when following it is let through.
 */
export function mayOpen(session: StoredSession | null, access: RouteAccess): boolean {
  switch (access.kind) {
    case "public":
      return true;
    case "signed-in":
      return session !== null;
    case "role":
      return session !== null && hasAccess(session.user, actingRoleOf(session), access);
  }
}

/** A sidebar link of the route table at its path; the layout draws its named icon. */
export type SidebarRouteLink = SidebarLink & { path: string };

/** The sidebar of this session: the links of the routes it may open, in the table's order. */
export function sidebarEntriesFor(
  routes: readonly RouteEntry[],
  session: StoredSession | null,
): SidebarRouteLink[] {
  return routes.flatMap(({ path, access, sidebar }) =>
    sidebar && mayOpen(session, access) ? [{ path, ...sidebar }] : [],
  );
}
