import { type RefObject, useEffect, useRef, useState } from "react";

export type ProgressiveCount<S extends HTMLElement, E extends HTMLElement> = {
  /** How many items to render now. */
  shown: number;
  /** The element that scrolls the list. */
  scrollerRef: RefObject<S | null>;
  /** An empty element after the rendered items; when it comes near the view, `step` more render. */
  sentinelRef: RefObject<E | null>;
};

/**
 * Renders a long list a step at a time: the first `step` items at once, then `step` more each time
 * the end of what is rendered comes within `ahead` pixels of the scroller's view. A column of the
 * board paints its first cards without paying for the hundred it may hold.
 */
export function useProgressiveCount<S extends HTMLElement, E extends HTMLElement>(
  total: number,
  step: number,
  ahead = 400,
): ProgressiveCount<S, E> {
  const [wanted, setWanted] = useState(step);
  const shown = Math.min(wanted, total);
  const scrollerRef = useRef<S>(null);
  const sentinelRef = useRef<E>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || shown >= total) return undefined;
    // A new observer reports at once whether the sentinel is near, so a tall view fills step by step.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(shown + step);
      },
      { root: scrollerRef.current, rootMargin: `0px 0px ${ahead}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shown, total, step, ahead]);

  return { shown, scrollerRef, sentinelRef };
}
