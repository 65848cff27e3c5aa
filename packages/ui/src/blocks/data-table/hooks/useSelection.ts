import type { ListParams } from "@pipeline/contract";
import { useCallback, useState } from "react";
import type { DataTableSelection, RowId } from "../types";

const NONE: DataTableSelection = { kind: "ids", ids: new Set() };

export function isSelected(selection: DataTableSelection, id: RowId): boolean {
  return selection.kind === "ids" ? selection.ids.has(id) : !selection.excluded.has(id);
}

/** How many rows the selection stands for, across every page. */
export function selectedCount(selection: DataTableSelection): number {
  return selection.kind === "ids" ? selection.ids.size : selection.matching - selection.excluded.size;
}

function toggled(set: ReadonlySet<RowId>, id: RowId, present: boolean): Set<RowId> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/** Selection that survives paging, with "select all N matching" as a mode of its own. */
export function useSelection(
  controlled?: DataTableSelection,
  onChange?: (selection: DataTableSelection) => void,
) {
  const [own, setOwn] = useState<DataTableSelection>(NONE);
  const selection = controlled ?? own;
  const set = useCallback(
    (next: DataTableSelection) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );

  const toggle = useCallback(
    (id: RowId, selected: boolean) => {
      set(
        selection.kind === "ids"
          ? { kind: "ids", ids: toggled(selection.ids, id, selected) }
          : { ...selection, excluded: toggled(selection.excluded, id, !selected) },
      );
    },
    [selection, set],
  );

  const togglePage = useCallback(
    (ids: readonly RowId[], selected: boolean) => {
      let next = selection;
      for (const id of ids) {
        next =
          next.kind === "ids"
            ? { kind: "ids", ids: toggled(next.ids, id, selected) }
            : { ...next, excluded: toggled(next.excluded, id, !selected) };
      }
      set(next);
    },
    [selection, set],
  );

  const selectAllMatching = useCallback(
    (matching: number, params: ListParams) =>
      set({ kind: "all-matching", excluded: new Set(), matching, params }),
    [set],
  );

  const clear = useCallback(() => set(NONE), [set]);

  return { selection, toggle, togglePage, selectAllMatching, clear };
}
