import { useEffect, useState } from "react";

/**
 * How tall the sideways scrollbar of `element` is now (0 when it has none, or the browser overlays
 * its scrollbars), so a box sized to its content can grow by it instead of hiding its last line.
 */
export function useScrollbarHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (element === null || typeof ResizeObserver === "undefined") return;
    // The content box shrinks when a scrollbar appears, so the observer hears of it.
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight - element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
