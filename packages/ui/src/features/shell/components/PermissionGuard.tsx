import { PERMISSION_DENIED_MESSAGE, type CurrentUser } from "@pipeline/contract";
import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../primitives/EmptyState";
import { hasAccess } from "../access";

export type PermissionGuardProps = {
  /** The signed-in user; without one nothing is granted. */
  user: CurrentUser | null | undefined;
  /** The role the user is acting as. */
  activeRole: string | null | undefined;
  /** Roles allowed in: the user must hold one and be acting as one. */
  roles: readonly string[];
  /** When given, the user must also hold one of these permissions. Default: none. */
  permissions?: readonly string[];
  /** What is guarded. */
  children: ReactNode;
};

/** Shows its children to users that pass hasAccess, and "You do not have enough permissions !" to others. */
export function PermissionGuard({ user, activeRole, roles, permissions, children }: PermissionGuardProps) {
  if (hasAccess(user, activeRole, { roles, permissions })) return <>{children}</>;
  return <EmptyState icon={<ShieldX />} title={PERMISSION_DENIED_MESSAGE} />;
}
