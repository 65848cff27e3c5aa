import type { ReactNode } from "react";
import { FloatingLayer } from "../floating/FloatingLayer";
import { useAnchoredFloating, type FloatingPlacement } from "../floating/useAnchoredFloating";
import { StyledTooltip } from "./tooltipStyles";

export type TooltipPanelProps = {
  /** The element the tooltip hangs on, held by the caller. */
  anchor: HTMLElement;
  /** The text shown. */
  content: ReactNode;
  /** The tooltip's id, by which the caller names it as the anchor's description. */
  id: string;
  /** Side and alignment against the anchor; it flips when there is no room. Default: "top". */
  placement?: FloatingPlacement;
};

/**
 * A shown tooltip over an element whose hover, focus and description its caller handles, e.g. one
 * tooltip shared by many elements: placed and kept on screen as every tooltip is. A module of its
 * own, so that a caller can load it the first time a tooltip shows.
 */
export function TooltipPanel({ anchor, content, id, placement = "top" }: TooltipPanelProps) {
  const { setFloating, floatingStyles } = useAnchoredFloating({ open: true, reference: anchor, placement });
  return (
    <FloatingLayer>
      <StyledTooltip ref={setFloating} id={id} role="tooltip" style={floatingStyles}>
        {content}
      </StyledTooltip>
    </FloatingLayer>
  );
}
