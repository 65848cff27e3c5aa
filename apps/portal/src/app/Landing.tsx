import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { EmptyState } from "@pipeline/ui";
import { useSession } from "../session/SessionContext";
import { hasScreen } from "./screens";
import { AVAILABLE_ENTRIES } from "./SignedInLayout";

/**
 * /gwx: where a sign-in or a role change lands: the companies list, else the first screen the role
 * has. It sends the user on at every arrival (each has its own location key): a second arrival
 * while the page is still shown, as when the role is changed twice in a row, must not leave the
 * user at /gwx.
 */
export function Landing() {
  const session = useSession();
  const navigate = useNavigate();
  const { key } = useLocation();
  const superAdmin = session?.activeRole === "SUPER_ADMIN";
  const target = hasScreen("/companies")
    ? "/companies"
    : AVAILABLE_ENTRIES.find((entry) => superAdmin || !entry.superAdminOnly)?.path;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [key, target, navigate]);

  if (target) return null;
  return (
    <EmptyState
      title="Nothing to open yet"
      description="There is no screen for your role yet. Ask an administrator if you expected one."
    />
  );
}
