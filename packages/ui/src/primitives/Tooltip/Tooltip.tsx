import { useDismiss, useFocus, useHover, useInteractions, useMergeRefs, useRole } from "@floating-ui/react";
import type { HTMLAttributes, ReactNode, Ref } from "react";
import styled from "styled-components";
import { StyledTooltip, TOOLTIP_DELAY_MS } from "./tooltipStyles";
import { FloatingLayer } from "../floating/FloatingLayer";
import { TriggerSlot, type TriggerElement } from "../floating/TriggerSlot";
import { useAnchoredPanel, type FloatingPlacement } from "../floating/useAnchoredFloating";

export { TOOLTIP_DELAY_MS };

// A disabled control takes neither focus nor pointer events, so the wrapper takes both in its place.
const StyledDisabledAnchor = styled.span`
  display: inline-flex;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: not-allowed;

  > * {
    pointer-events: none;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.focusOffset};
  }
`;

export type TooltipProps = {
  /** The text shown; nothing is wrapped when it is empty. */
  content: ReactNode;
  /** The described element; a disabled one is wrapped so it still shows the tooltip. */
  children: TriggerElement;
  /** Side and alignment against the element; it flips when there is no room. Default: "top". */
  placement?: FloatingPlacement;
  /** Hover time before showing, in milliseconds; focus shows it at once. Default: TOOLTIP_DELAY_MS (400). */
  delayMs?: number;
  /** Open state when controlled. Default: undefined (uncontrolled). */
  open?: boolean;
  /** Open state on first render when uncontrolled. Default: false. */
  defaultOpen?: boolean;
  /** Called with the next open state. Default: none. */
  onOpenChange?: (open: boolean) => void;
  /** Reaches the described element, as do all other props: a menu or popover may use it as its trigger. */
  ref?: Ref<HTMLElement>;
} & Omit<HTMLAttributes<HTMLElement>, "content" | "children">;

/** A short description shown on hover and on keyboard focus, announced as the element's description. */
export function Tooltip({
  content,
  children,
  placement = "top",
  delayMs = TOOLTIP_DELAY_MS,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  ...forwarded
}: TooltipProps) {
  const { open, setReference, setFloating, floatingStyles, context } = useAnchoredPanel({
    open: openProp,
    defaultOpen,
    onOpenChange,
    placement,
  });
  // Without text there is nothing to describe: the element renders as it would on its own.
  const enabled = content !== undefined && content !== null && content !== "";
  const hover = useHover(context, { enabled, move: false, delay: { open: delayMs, close: 0 } });
  const focus = useFocus(context, { enabled });
  const dismiss = useDismiss(context, { enabled });
  const role = useRole(context, { enabled, role: "tooltip" });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const anchorRef = useMergeRefs([setReference, ref]);

  const anchor =
    enabled && children.props.disabled === true ? (
      <StyledDisabledAnchor ref={anchorRef} tabIndex={0} {...getReferenceProps(forwarded)}>
        {children}
      </StyledDisabledAnchor>
    ) : (
      <TriggerSlot
        element={children}
        setReference={setReference}
        getReferenceProps={getReferenceProps}
        extraProps={forwarded}
        forwardedRef={ref}
      />
    );

  return (
    <>
      {anchor}
      {enabled && open && (
        <FloatingLayer>
          <StyledTooltip ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </StyledTooltip>
        </FloatingLayer>
      )}
    </>
  );
}
