import type { ImportStatus } from "@pipeline/contract";
import { StatusPill, importTone } from "../../primitives/StatusPill";

export type ImportStatusPillProps = {
  status: ImportStatus;
};

/** An import's status in the spec's colour: Pending olive, Processing orange, Completed green... */
export function ImportStatusPill({ status }: ImportStatusPillProps) {
  return <StatusPill tone={importTone(status)}>{status}</StatusPill>;
}
