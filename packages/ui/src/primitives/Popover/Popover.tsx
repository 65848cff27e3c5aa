import { FloatingFocusManager, useClick, useDismiss, useInteractions, useRole } from "@floating-ui/react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { FloatingLayer } from "../floating/FloatingLayer";
import { StyledFloatingPanel } from "../floating/panelStyles";
import { TriggerSlot, type TriggerElement } from "../floating/TriggerSlot";
import { useAnchoredPanel, type FloatingPlacement } from "../floating/useAnchoredFloating";

const StyledPopoverPanel = styled(StyledFloatingPanel)`
  max-width: min(${({ theme }) => theme.size.dialogSm}, calc(100vw - 2 * ${({ theme }) => theme.space.sm}));
  padding: ${({ theme }) => theme.space.md};
`;

/** What a popover's render function receives. */
export type PopoverRenderProps = {
  /** Closes the popover and returns focus to its trigger. */
  close: () => void;
};

export type PopoverProps = {
  /** The element that opens and closes the panel on click; focus returns to it on close. */
  trigger: TriggerElement;
  /** The panel's content, or a function of `{ close }` for content that closes it (an Apply button). */
  children: ReactNode | ((props: PopoverRenderProps) => ReactNode);
  /** Open state when controlled. Default: undefined (uncontrolled). */
  open?: boolean;
  /** Open state on first render when uncontrolled. Default: false. */
  defaultOpen?: boolean;
  /** Called with the next open state on every open and close. Default: none. */
  onOpenChange?: (open: boolean) => void;
  /** Side and alignment against the trigger; it flips when there is no room. Default: "bottom-start". */
  placement?: FloatingPlacement;
  /** Accessible name of the panel. Default: the trigger's text (the panel is labelled by the trigger). */
  label?: string;
};

/**
 * A panel anchored to its trigger. Focus moves into it on open and back to the trigger on close;
 * Escape, a press outside or tabbing away closes it.
 */
export function Popover({
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = "bottom-start",
  label,
}: PopoverProps) {
  const { open, setOpen, setReference, setFloating, floatingStyles, context } = useAnchoredPanel({
    open: openProp,
    defaultOpen,
    onOpenChange,
    placement,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: "dialog" });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const generatedId = useId();
  const triggerId = trigger.props.id ?? generatedId;
  const close = () => setOpen(false);

  return (
    <>
      <TriggerSlot
        element={trigger}
        setReference={setReference}
        getReferenceProps={getReferenceProps}
        extraProps={{ id: triggerId }}
      />
      {open && (
        <FloatingLayer>
          <FloatingFocusManager context={context} modal={false}>
            <StyledPopoverPanel
              ref={setFloating}
              style={floatingStyles}
              $layer="popover"
              aria-label={label}
              aria-labelledby={label === undefined ? triggerId : undefined}
              {...getFloatingProps()}
            >
              {typeof children === "function" ? children({ close }) : children}
            </StyledPopoverPanel>
          </FloatingFocusManager>
        </FloatingLayer>
      )}
    </>
  );
}
