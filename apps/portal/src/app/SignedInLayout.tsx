import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@pipeline/contract";
import {
  AppLayout,
  Skeleton,
  SkeletonText,
  StatusPage,
  useCurrentUser,
  useMyReviewCount,
} from "@pipeline/ui";
import type { RouteEntry } from "../routes";
import { useSession, useSessionStore } from "../session/SessionContext";
import { actingRoleOf, sidebarEntriesFor } from "./access";
import type { RoleChange } from "./Landing";
import { loginPathFor } from "./nextPath";
import { SIDEBAR_ICONS } from "./sidebarIcons";

/**
 * Reads the signed-in user again once per visit, so roles and names changed by an administrator
 * since sign-in show without signing out; the active role stays when the user still holds it.
 */
function useRefreshedUser() {
  const session = useSession();
  const store = useSessionStore();
  const { data } = useCurrentUser(session !== null);
  useEffect(() => {
    const stored = store.snapshot();
    if (!data || !stored || fingerprint(data) === fingerprint(stored.user)) return;
    const held = data.role.some((role) => role.is_active && role.role_name === stored.activeRole);
    store.save({ user: data, key: stored.token }, held ? stored.activeRole : undefined);
  }, [data, store]);
}

/** "3 reviews waiting", "1 review waiting". */
function reviewsWaitingText(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"} waiting`;
}

/** What the layout and the guards read from the user. */
function fingerprint({ first_name, last_name, email, role, permissions }: CurrentUser): string {
  return JSON.stringify([first_name, last_name, email, role, permissions]);
}

/**
 * Every signed-in route: the layout around it, its sidebar linking the routes of the table the user
 * may open; or the logged-out page without a session.
 */
export function SignedInLayout({ routes }: { routes: readonly RouteEntry[] }) {
  const session = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useRefreshedUser();
  // Read again whenever an answer, a new evaluation or a reopening changes the reviews waiting.
  const reviews = useMyReviewCount(session !== null).count;

  // Go to Home signs in and comes back to the page asked for (a link followed while signed out).
  if (!session) return <StatusPage kind="logged-out" home={loginPathFor(`${pathname}${search}${hash}`)} />;
  const activeRole = actingRoleOf(session) ?? "USER";

  return (
    <AppLayout
      user={session.user}
      activeRole={activeRole}
      currentPath={pathname}
      entries={sidebarEntriesFor(routes, session).map(({ count, ...link }) => ({
        ...link,
        icon: SIDEBAR_ICONS[link.icon],
        ...(count === "myReviews" && reviews !== null
          ? { badge: { count: reviews, label: reviewsWaitingText(reviews) } }
          : {}),
      }))}
      onRoleChange={(role) => {
        // The role takes effect at /gwx, once this page is left (see Landing).
        void navigate("/gwx", { state: { activeRole: role } satisfies RoleChange });
      }}
      onLoggedOut={() => {
        store.clear();
        queryClient.clear();
        void navigate("/login", { replace: true });
      }}
    >
      {/* One boundary per page: the router navigates in a transition, which keeps a boundary that
          already showed a page on that page while the next one's code loads; a new boundary shows
          the skeleton at once. */}
      <Suspense
        key={pathname}
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
