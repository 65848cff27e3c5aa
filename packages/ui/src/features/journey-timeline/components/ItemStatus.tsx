import { evaluationTone, StatusPill } from "../../../primitives/StatusPill";
import { statusLabel } from "../utils/timelineRows";

export type ItemStatusProps = { status: string | null | undefined };

/** A journey status in its colour: APPROVED green, REJECTED red, any other orange. */
export function ItemStatus({ status }: ItemStatusProps) {
  if (!status) return null;
  return <StatusPill tone={evaluationTone(status)}>{statusLabel(status)}</StatusPill>;
}
