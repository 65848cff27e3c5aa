import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../session/SessionContext";
import type { RouteAccess } from "../routes";
import { mayOpen } from "./access";
import { loginPathFor } from "./nextPath";

/**
 * A route's access rule: without a session, the sign-in that leads back here; without the role, the
 * 403 page (the server refuses the calls all the same).
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (mayOpen(session, access)) return children;
  if (!session) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return <Navigate to="/403" replace />;
}
