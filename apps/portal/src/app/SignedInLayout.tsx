import { Suspense } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { AppLayout, SIDEBAR_ENTRIES, Skeleton, SkeletonText, StatusPage } from "@pipeline/ui";
import { useSession, useSessionStore } from "../session/SessionContext";
import { hasScreen } from "./screens";

/** Sidebar entries whose screens exist. */
export const AVAILABLE_ENTRIES = SIDEBAR_ENTRIES.filter((entry) => hasScreen(entry.path));

/** Every signed-in route: the layout around it, or the logged-out page without a session. */
export function SignedInLayout() {
  const session = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (!session) return <StatusPage kind="logged-out" />;
  const activeRole = session.activeRole ?? session.user.role[0]?.role_name ?? "USER";

  return (
    <AppLayout
      user={session.user}
      activeRole={activeRole}
      currentPath={pathname}
      entries={AVAILABLE_ENTRIES}
      onRoleChange={(role) => {
        store.setActiveRole(role);
        // What one role saw is not what the next may see.
        queryClient.clear();
        void navigate("/gwx");
      }}
      onLoggedOut={() => {
        store.clear();
        queryClient.clear();
        void navigate("/login", { replace: true });
      }}
    >
      <Suspense
        fallback={
          <Skeleton>
            <SkeletonText lines={8} />
          </Skeleton>
        }
      >
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
