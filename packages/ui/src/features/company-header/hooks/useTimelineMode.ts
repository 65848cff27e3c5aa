import { useCallback, useState } from "react";
import type { TimelineMode } from "../types";

/** Where the company page remembers its timeline view unless told otherwise. */
export const TIMELINE_MODE_STORAGE_KEY = "pipeline.company.timelineMode";

/** The spec's default: a first visit shows the collapsed timeline. */
const DEFAULT_MODE: TimelineMode = "collapsed";

function read(storageKey: string): TimelineMode {
  try {
    return localStorage.getItem(storageKey) === "expanded" ? "expanded" : DEFAULT_MODE;
  } catch {
    // No storage at all (a sandboxed frame, a server render): the default, every visit.
    return DEFAULT_MODE;
  }
}

function write(storageKey: string, mode: TimelineMode): void {
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Storage full or refused: the choice still holds until the page is left.
  }
}

/**
 * The company page's timeline view, remembered between visits under a localStorage key:
 * collapsed until the user picks expanded.
 */
export function useTimelineMode(
  storageKey: string = TIMELINE_MODE_STORAGE_KEY,
): [mode: TimelineMode, setMode: (mode: TimelineMode) => void] {
  const [choice, setChoice] = useState(() => ({ storageKey, mode: read(storageKey) }));
  // Another key is another remembered choice: read it rather than carry this one over.
  const mode = choice.storageKey === storageKey ? choice.mode : read(storageKey);
  const setMode = useCallback(
    (next: TimelineMode) => {
      setChoice({ storageKey, mode: next });
      write(storageKey, next);
    },
    [storageKey],
  );
  return [mode, setMode];
}
