import {
  FloatingFocusManager,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from "@floating-ui/react";
import { X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { firstFocusable } from "./focusable";
import {
  StyledModalBody,
  StyledModalClose,
  StyledModalDescription,
  StyledModalFooter,
  StyledModalHeader,
  StyledModalHeading,
  StyledModalPanel,
  StyledModalTitle,
  StyledOverlay,
  type ModalFrame,
} from "./modalStyles";
import { FloatingLayer } from "./FloatingLayer";
import type { ModalBaseProps } from "./modalTypes";
import { TriggerSlot } from "./TriggerSlot";
import { useControllableState } from "./useControllableState";
import { useScrollable } from "./useScrollable";

type ModalShellProps = ModalBaseProps & {
  frame: ModalFrame;
};

/**
 * The modal behaviour a dialog and a drawer share: a portal above the page, a backdrop that locks
 * the page's scrolling, focus held inside until close and then given back, and dismissal by
 * Escape or a press on the backdrop unless the caller turns either off.
 */
export function ModalShell({
  frame,
  title,
  description,
  children,
  footer,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  initialFocus,
  closeLabel = "Close",
}: ModalShellProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const { refs, context } = useFloating({ open, onOpenChange: (next) => setOpen(next) });
  const { setReference, setFloating } = refs;
  const click = useClick(context);
  const dismiss = useDismiss(context, { escapeKey: closeOnEscape, outsidePress: closeOnOutsideClick });
  const role = useRole(context, { role: "dialog" });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const titleId = useId();
  const descriptionId = useId();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const footerRef = useRef<HTMLElement>(null);
  const bodyScrolls = useScrollable(body);

  // Read lazily when the panel opens: focus lands on the first field of the body rather than on the
  // header's close button, so typing can start at once; a body without fields falls back to the footer.
  const initialFocusTarget = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return initialFocus?.current ?? firstFocusable(body) ?? firstFocusable(footerRef.current);
      },
    }),
    [initialFocus, body],
  );

  const layer = frame.kind === "drawer" ? "drawer" : "dialog";
  const hasDescription = description !== undefined && description !== null && description !== "";

  return (
    <>
      {trigger && (
        <TriggerSlot element={trigger} setReference={setReference} getReferenceProps={getReferenceProps} />
      )}
      {open && (
        <FloatingLayer>
          <StyledOverlay lockScroll $layer={layer} $frame={frame}>
            <FloatingFocusManager context={context} initialFocus={initialFocusTarget} outsideElementsInert>
              <StyledModalPanel
                ref={setFloating}
                $frame={frame}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={hasDescription ? descriptionId : undefined}
                {...getFloatingProps()}
              >
                <StyledModalHeader>
                  <StyledModalHeading>
                    <StyledModalTitle id={titleId}>{title}</StyledModalTitle>
                    {hasDescription && (
                      <StyledModalDescription id={descriptionId}>{description}</StyledModalDescription>
                    )}
                  </StyledModalHeading>
                  <StyledModalClose type="button" aria-label={closeLabel} onClick={() => setOpen(false)}>
                    <X aria-hidden="true" />
                  </StyledModalClose>
                </StyledModalHeader>
                <StyledModalBody ref={setBody} tabIndex={bodyScrolls ? 0 : undefined}>
                  {children}
                </StyledModalBody>
                {footer !== undefined && footer !== null && (
                  <StyledModalFooter ref={footerRef}>{footer}</StyledModalFooter>
                )}
              </StyledModalPanel>
            </FloatingFocusManager>
          </StyledOverlay>
        </FloatingLayer>
      )}
    </>
  );
}
