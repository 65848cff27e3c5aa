import { StatusPage, type StatusPageProps } from "@pipeline/ui";

/** /401, /403 and /404, in a module of their own: the sign-in page loads without them. */
export function StatusRoute({ kind }: Pick<StatusPageProps, "kind">) {
  return <StatusPage kind={kind} />;
}
