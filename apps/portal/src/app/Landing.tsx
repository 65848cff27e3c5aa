import { Navigate } from "react-router-dom";
import { EmptyState } from "@pipeline/ui";
import { useSession } from "../session/SessionContext";
import { hasScreen } from "./screens";
import { AVAILABLE_ENTRIES } from "./SignedInLayout";

/** /gwx: where a sign-in or a role change lands: the companies list, else the first screen the role has. */
export function Landing() {
  const session = useSession();
  if (hasScreen("/companies")) return <Navigate to="/companies" replace />;
  const superAdmin = session?.activeRole === "SUPER_ADMIN";
  const first = AVAILABLE_ENTRIES.find((entry) => superAdmin || !entry.superAdminOnly);
  if (first) return <Navigate to={first.path} replace />;
  return (
    <EmptyState
      title="Nothing to open yet"
      description="There is no screen for your role yet. Ask an administrator if you expected one."
    />
  );
}
