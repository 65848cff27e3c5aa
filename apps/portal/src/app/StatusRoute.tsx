import { useLocation } from "react-router-dom";
import { StatusPage, type StatusPageProps } from "@pipeline/ui";

/** What a redirect to a status page may carry: the server's reason (a refused read's message). */
function reasonOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("reason" in state)) return null;
  return typeof state.reason === "string" ? state.reason : null;
}

/** /401, /403 and /404, in a module of their own: the sign-in page loads without them. */
export function StatusRoute({ kind }: Pick<StatusPageProps, "kind">) {
  const { state } = useLocation();
  return <StatusPage kind={kind} reason={reasonOf(state)} />;
}
