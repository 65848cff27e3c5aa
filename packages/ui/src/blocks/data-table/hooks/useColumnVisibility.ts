import { useCallback, useState } from "react";
import type { DataTableColumn } from "../types";

function read(storageKey: string | undefined): Record<string, boolean> {
  if (!storageKey || typeof localStorage === "undefined") return {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
    if (typeof stored !== "object" || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry) => typeof entry[1] === "boolean"));
  } catch {
    // A value some other version wrote: start from the defaults rather than fail.
    return {};
  }
}

/** Which columns show, remembered between visits under the caller's localStorage key. */
export function useColumnVisibility<Row>(columns: readonly DataTableColumn<Row>[], storageKey?: string) {
  const [choices, setChoices] = useState<Record<string, boolean>>(() => read(storageKey));

  const isVisible = useCallback(
    (column: DataTableColumn<Row>) =>
      column.hideable === false ? true : (choices[column.id] ?? !column.defaultHidden),
    [choices],
  );

  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      setChoices((current) => {
        const next = { ...current, [id]: visible };
        if (storageKey && typeof localStorage !== "undefined") {
          localStorage.setItem(storageKey, JSON.stringify(next));
        }
        return next;
      });
    },
    [storageKey],
  );

  return { isVisible, setVisible };
}
