import type { ReactNode, RefObject } from "react";
import type { TriggerElement } from "./TriggerSlot";

/** What a dialog and a drawer both accept. */
export type ModalBaseProps = {
  /** The heading that names the panel for assistive technology; required. */
  title: ReactNode;
  /** Text under the title, announced as the panel's description. Default: none. */
  description?: ReactNode;
  /** The body; it scrolls when taller than the panel. Default: none. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. Default: none (no footer). */
  footer?: ReactNode;
  /** Open state when controlled. Default: undefined (uncontrolled). */
  open?: boolean;
  /** Open state on first render when uncontrolled. Default: false. */
  defaultOpen?: boolean;
  /** Called with the next open state on every open and close. Default: none. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the panel on click; focus returns to it on close. Default: none. */
  trigger?: TriggerElement;
  /** Whether Escape closes the panel; turn off where input must not be lost. Default: true. */
  closeOnEscape?: boolean;
  /** Whether a press on the backdrop closes the panel; turn off where input must not be lost. Default: true. */
  closeOnOutsideClick?: boolean;
  /** The element focused on open. Default: the first focusable element of the body, then of the footer. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the header's close button. Default: "Close". */
  closeLabel?: string;
};
