import { useNavigate, useSearchParams } from "react-router-dom";
import { SetPasswordScreen } from "@pipeline/ui";
import { useSessionStore } from "../session/SessionContext";

/**
 * /set-password?token=…, public and in a module of its own (the sign-in page loads without it):
 * the page of a set-password link. Once the password is set, every session of its user has
 * ended, so the one this browser may hold is forgotten and sign-in comes next.
 */
export function SetPasswordRoute() {
  const [params] = useSearchParams();
  const store = useSessionStore();
  const navigate = useNavigate();
  return (
    <SetPasswordScreen
      token={params.get("token") ?? ""}
      onPasswordSet={() => {
        store.clear();
        void navigate("/login", { replace: true });
      }}
    />
  );
}
