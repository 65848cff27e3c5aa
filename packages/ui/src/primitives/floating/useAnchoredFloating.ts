import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from "@floating-ui/react";
import { useTheme } from "styled-components";
import { useControllableState } from "./useControllableState";

/** Where a floating panel sits against its anchor, e.g. "bottom-start". */
export type FloatingPlacement = Placement;

type AnchoredFloatingOptions = {
  /** Whether the panel is shown; positioning only runs while it is. */
  open: boolean;
  /** Called when an interaction asks to open or close the panel. */
  onOpenChange?: (open: boolean) => void;
  placement?: FloatingPlacement;
  /** An anchor held by the caller instead of one set through the returned `setReference`. */
  reference?: HTMLElement | null;
};

/** Size tokens are CSS pixel strings; the positioning middleware wants plain numbers. */
export function tokenToPixels(token: string): number {
  return Number.parseFloat(token);
}

/**
 * Positions a panel next to its anchor, flipping and shifting it to stay on screen. The room left
 * and the anchor's width are published as CSS custom properties so the panel's styles can cap its
 * height and match a field's width.
 */
export function useAnchoredFloating({
  open,
  onOpenChange,
  placement = "bottom-start",
  reference,
}: AnchoredFloatingOptions) {
  const theme = useTheme();
  const gap = tokenToPixels(theme.space.xs);
  const edge = tokenToPixels(theme.space.sm);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => onOpenChange?.(next),
    placement,
    ...(reference !== undefined && { elements: { reference } }),
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: edge }),
      shift({ padding: edge }),
      size({
        padding: edge,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.setProperty(
            "--floating-available-height",
            `${Math.floor(availableHeight)}px`,
          );
          elements.floating.style.setProperty("--floating-anchor-width", `${rects.reference.width}px`);
        },
      }),
    ],
  });
  const { setReference, setFloating } = refs;
  return { setReference, setFloating, floatingStyles, context };
}

type AnchoredPanelOptions = {
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  placement: FloatingPlacement;
};

/** An anchored panel's open state, controlled or not, together with its positioning. */
export function useAnchoredPanel({ open, defaultOpen, onOpenChange, placement }: AnchoredPanelOptions) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const floating = useAnchoredFloating({ open: isOpen, onOpenChange: setOpen, placement });
  return { ...floating, open: isOpen, setOpen };
}
