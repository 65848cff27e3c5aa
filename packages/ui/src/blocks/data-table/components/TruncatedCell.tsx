import { useEffect, useRef, useState, type ReactNode } from "react";
import { css } from "styled-components";
import { Tooltip } from "../../../primitives/Tooltip";
import { ellipsesInside, isCutShort } from "./cutShort";

/**
 * The text of a truncating cell (the element marked `data-cell-content`), styled once by the table
 * rather than by every cell: as wide as its content, up to the cell: its scrollWidth is the content's
 * width either way, which is what the table sizes its columns by; an inline block follows the cell's
 * alignment.
 */
export const truncatedTextStyle = css`
  display: inline-block;
  max-width: 100%;
  vertical-align: middle;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The full text of an element whose content is cut short, by itself or by something inside it that
 * ends in its own ellipsis, or null when all of it shows.
 */
function hiddenText(element: HTMLElement): string | null {
  if (!isCutShort(element) && ellipsesInside(element).length === 0) return null;
  const text = element.textContent?.trim() ?? "";
  return text === "" ? null : text;
}

type Listener = () => void;
const listeners = new WeakMap<Element, Listener>();
let sizes: ResizeObserver | null = null;

/**
 * Calls `listener` once `element` is laid out, and whenever its size changes: one observer for every
 * cell of every table. Its first call comes after the layout of the frame that draws the element, so
 * measuring there forces no layout of its own.
 */
function observeSize(element: Element, listener: Listener): () => void {
  sizes ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.();
  });
  listeners.set(element, listener);
  sizes.observe(element);
  return () => {
    listeners.delete(element);
    sizes?.unobserve(element);
  };
}

/**
 * A cell's content on one line, never broken inside a word: what does not fit ends in an ellipsis,
 * and the whole text shows in a tooltip on hover and on focus. Whether it is cut short is read once
 * the cell is laid out (and when its content or its size changes), so drawing a page forces no
 * layout for it. The text stays in its tooltip's anchor either way: what the cell holds (a link, a
 * button) is never drawn anew, nor loses focus, as it comes to be cut short or whole.
 */
export function TruncatedCell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState<string | null>(null);

  // Observed anew when the content changes (a row drawn again for another row's values).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFull(hiddenText(element));
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    return observeSize(element, measure);
  }, [children]);

  return (
    <Tooltip content={full}>
      <div ref={ref} data-cell-content="">
        {children}
      </div>
    </Tooltip>
  );
}
