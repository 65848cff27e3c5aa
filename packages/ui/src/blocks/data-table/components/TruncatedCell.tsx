import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { Tooltip } from "../../../primitives/Tooltip";

const StyledText = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The full text of an element whose content is cut short, or null when all of it shows. */
function hiddenText(element: HTMLElement): string | null {
  if (element.scrollWidth <= element.clientWidth) return null;
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
      <StyledText ref={ref}>{children}</StyledText>
    </Tooltip>
  );
}
