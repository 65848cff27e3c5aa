import type { Id, LabelRef, LookupKind } from "@pipeline/contract";
import type { MemoryState } from "../state/MemoryState";

/** Labels of one reference list by id, for reading many records at once. */
export function lookupLabels(state: MemoryState, kind: LookupKind): Map<Id, string> {
  return new Map(state.lookups[kind].map((row) => [row.id, row.label]));
}

export function refIn(labels: ReadonlyMap<Id, string>, id: Id | null): LabelRef | null {
  if (id === null) return null;
  const label = labels.get(id);
  return label === undefined ? null : { id, label };
}

export function refsIn(labels: ReadonlyMap<Id, string>, ids: readonly Id[]): LabelRef[] {
  return ids.flatMap((id) => refIn(labels, id) ?? []);
}
