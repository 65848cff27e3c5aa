import { PERMISSION_DENIED_MESSAGE } from "@pipeline/contract";
import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { useCurrentUser, type CurrentUserSlice } from "../../../data/hooks/users";
import { EmptyState } from "../../../primitives/EmptyState";
import { ErrorState } from "../../../primitives/ErrorState";
import { Skeleton, SkeletonText } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";
import { guardGrants } from "../utils/guardAccess";

/** What JourneyPermissionGuard reads through the adapter: the signed-in user. */
export type JourneyPermissionGuardAdapter = CurrentUserSlice;

export type JourneyPermissionGuardProps = {
  /** Roles allowed in: the user must hold one and be acting as one. */
  roles: readonly string[];
  /** When given, the user must also hold one of these permissions. Default: none. */
  permissions?: readonly string[];
  /** What is guarded. */
  children: ReactNode;
};

/**
 * Shows its children to the signed-in user when the guard's rule grants it, and "You do not have
 * enough permissions !" otherwise. The user, with the role the server decided with, is read
 * through the adapter; when that read fails the guard says so and offers Retry.
 */
export function JourneyPermissionGuard({ roles, permissions, children }: JourneyPermissionGuardProps) {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <Skeleton label="Checking permissions">
        <SkeletonText lines={2} />
      </Skeleton>
    );
  }
  if (user.isError && user.data === undefined) {
    return (
      <ErrorState
        title="Could not check your permissions"
        message={toastErrorText(user.error)}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  if (guardGrants(user.data, { roles, permissions })) return <>{children}</>;
  return <EmptyState icon={<ShieldX />} title={PERMISSION_DENIED_MESSAGE} />;
}
