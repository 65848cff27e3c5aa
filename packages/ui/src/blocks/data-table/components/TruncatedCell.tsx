import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from "react";
import { css } from "styled-components";
import { TOOLTIP_DELAY_MS } from "../../../primitives/Tooltip/tooltipStyles";
import { ellipsesInside, isCutShort } from "./cutShort";

const TooltipPanel = lazy(() =>
  import("../../../primitives/Tooltip/TooltipPanel").then((module) => ({ default: module.TooltipPanel })),
);

/**
 * Marks the text of a truncating cell: on one line, never broken inside a word, what does not fit
 * ends in an ellipsis and shows whole in the table's tooltip (see `useCellTooltip`). The table sizes
 * its columns by it. A plain element: a page draws hundreds of them.
 */
export const CELL_CONTENT = "data-cell-content";

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

/** The truncating cell's text an event happened in, if any. */
function cellTextOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${CELL_CONTENT}]`) : null;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

type Shown = { anchor: HTMLElement; text: string; by: "hover" | "focus" };

/**
 * One tooltip for all the truncating cells of a table: the whole text of a cell that is cut short,
 * shown after the tooltip's hover delay under the pointer, or at once on keyboard focus inside the
 * cell; it hides when the pointer leaves the cell, on blur, on Escape and on a press, and
 * describes the cell's text while shown. Whether a cell is cut short is read only then, from the
 * laid-out page, so drawing rows costs nothing for it; the tooltip's code loads the first time one
 * shows. Spread `handlers` on the element around the cells and render `tooltip` beside it.
 */
export function useCellTooltip() {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const hovered = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const hover = useCallback((anchor: HTMLElement | null) => {
    if (anchor === hovered.current) return;
    hovered.current = anchor;
    cancel();
    setShown((current) => (current?.by === "hover" ? null : current));
    if (!anchor) return;
    timer.current = window.setTimeout(() => {
      const text = hiddenText(anchor);
      if (text !== null) setShown((current) => current ?? { anchor, text, by: "hover" });
    }, TOOLTIP_DELAY_MS);
  }, []);

  const onPointerOver = useCallback((event: PointerEvent) => hover(cellTextOf(event.target)), [hover]);
  const onPointerLeave = useCallback(() => hover(null), [hover]);
  const onFocus = useCallback((event: FocusEvent) => {
    const anchor = cellTextOf(event.target);
    if (!anchor || !isFocusVisible(event.target)) return;
    const text = hiddenText(anchor);
    if (text !== null) setShown({ anchor, text, by: "focus" });
  }, []);
  const onBlur = useCallback(() => setShown((current) => (current?.by === "focus" ? null : current)), []);
  // A press is not a rest: what it opens (a drawer, a page) is not to be covered by a tooltip that
  // was waiting for the pointer to rest. It shows again once the pointer leaves the cell and comes back.
  const onPointerDown = useCallback(() => {
    cancel();
    setShown((current) => (current?.by === "hover" ? null : current));
  }, []);

  // Escape and a press outside the cell hide it; while shown it is the cell text's description.
  useEffect(() => {
    if (!shown) return;
    const { anchor } = shown;
    const describedBy = anchor.getAttribute("aria-describedby");
    anchor.setAttribute("aria-describedby", id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setShown(null);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && anchor.contains(event.target))) setShown(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      if (describedBy === null) anchor.removeAttribute("aria-describedby");
      else anchor.setAttribute("aria-describedby", describedBy);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [shown, id]);

  useEffect(() => cancel, []);

  const tooltip = shown ? (
    <Suspense fallback={null}>
      <TooltipPanel anchor={shown.anchor} content={shown.text} id={id} />
    </Suspense>
  ) : null;
  return { handlers: { onPointerOver, onPointerLeave, onPointerDown, onFocus, onBlur }, tooltip };
}
