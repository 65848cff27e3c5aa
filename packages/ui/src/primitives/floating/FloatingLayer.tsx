import { FloatingPortal } from "@floating-ui/react";
import type { ReactNode } from "react";

/**
 * Renders above the page, outside any clipping container. Inside a dialog or drawer it nests in that
 * panel's layer, so the modal keeps treating it as its own content.
 */
export function FloatingLayer({ children }: { children: ReactNode }) {
  return <FloatingPortal>{children}</FloatingPortal>;
}
