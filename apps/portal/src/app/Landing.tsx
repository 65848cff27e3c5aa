import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { RoleName } from "@pipeline/contract";
import { useSessionStore } from "../session/SessionContext";

/** What a role change carries to /gwx: the role to act as once the page left behind is gone. */
export type RoleChange = { activeRole: RoleName };

function roleChangeOf(state: unknown): RoleName | null {
  if (typeof state !== "object" || state === null || !("activeRole" in state)) return null;
  return typeof state.activeRole === "string" ? (state.activeRole as RoleName) : null;
}

/**
 * /gwx: where a sign-in or a role change lands, sent on to the companies list. A role change takes
 * effect here, once the page it was made on is no longer shown: that page, if the new role may not
 * open it, would otherwise send the user to the 403 page first. What one role saw is not what the
 * next may see, so the cache is emptied with it. It sends the user on at every arrival (each has
 * its own location key): a second arrival while the page is still shown, as when the role is
 * changed twice in a row, must not leave the user at /gwx.
 */
export function Landing() {
  const navigate = useNavigate();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const { key, state } = useLocation();

  useEffect(() => {
    const role = roleChangeOf(state);
    if (role !== null && store.snapshot()?.activeRole !== role) {
      store.setActiveRole(role);
      queryClient.clear();
    }
    void navigate("/companies", { replace: true });
  }, [key, state, navigate, store, queryClient]);

  return null;
}
