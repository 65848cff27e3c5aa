import { useParams } from "react-router-dom";
import { MeetingGateway } from "@pipeline/ui";

/** /meeting/{token}, public and in a module of its own: the sign-in page loads without it. */
export function MeetingRoute() {
  const { token = "" } = useParams();
  return <MeetingGateway token={token} />;
}
