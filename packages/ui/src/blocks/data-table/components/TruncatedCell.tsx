import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { Tooltip } from "../../../primitives/Tooltip";
import { ellipsesInside, isCutShort } from "./cutShort";

// As wide as its content, up to the cell: its scrollWidth is the content's width either way, which is
// what the table sizes its columns by; an inline block follows the cell's alignment.
const StyledText = styled.div`
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

/**
 * A cell's content on one line, never broken inside a word: what does not fit ends in an ellipsis,
 * and the whole text shows in a tooltip on hover and on focus.
 */
export function TruncatedCell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFull(hiddenText(element));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  return (
    <Tooltip content={full}>
      <StyledText ref={ref} data-cell-content="">
        {children}
      </StyledText>
    </Tooltip>
  );
}
