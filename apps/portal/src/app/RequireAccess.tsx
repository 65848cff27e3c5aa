import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { hasAccess } from "@pipeline/ui";
import { useSession } from "../session/SessionContext";
import type { RouteAccess } from "../routes";
import { loginPathFor } from "./nextPath";

/** A route's role rule: without it, the 403 page (the server refuses the calls all the same). */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (access.kind !== "role") return children;
  if (!session) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  const activeRole = session.activeRole ?? session.user.role[0]?.role_name ?? "";
  const allowed = hasAccess(session.user, activeRole, {
    roles: [...access.roles],
    permissions: access.permissions ? [...access.permissions] : undefined,
  });
  return allowed ? children : <Navigate to="/403" replace />;
}
