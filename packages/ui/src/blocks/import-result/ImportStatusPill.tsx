import type { ImportStatus } from "@pipeline/contract";
import { StatusPill, importTone } from "../../primitives/StatusPill";

/**
 * The upload flow's phases (admin-portal 4): Uploading while the file is on its way, then the
 * import's own statuses.
 */
export type ImportFlowStatus = "Uploading" | ImportStatus;

export type ImportStatusPillProps = {
  status: ImportFlowStatus;
};

/** An import's status in the spec's colour: Pending olive, Processing orange, Completed green... */
export function ImportStatusPill({ status }: ImportStatusPillProps) {
  return <StatusPill tone={status === "Uploading" ? "info" : importTone(status)}>{status}</StatusPill>;
}
