import { useEffect, useState } from "react";

/**
 * Whether `element` currently scrolls. A scrolling region with nothing focusable inside must itself
 * take focus, or keyboard users cannot read what is below the fold.
 */
export function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (element === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      setScrollable(element.scrollHeight > element.clientHeight);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}
