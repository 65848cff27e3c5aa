import { FloatingPortal } from "@floating-ui/react";
import { useContext, type ReactNode } from "react";
import { PortalContainerContext } from "./portalContainer";

export type FloatingLayerProps = {
  children: ReactNode;
  /** Keep Tab moving between the layer and the element it opened from (FloatingPortal's). Default: true. */
  preserveTabOrder?: boolean;
};

/**
 * Renders above the page, outside any clipping container: in the provider's `portalContainer`, the
 * document's body without one. Inside a dialog or drawer it nests in that panel's layer, so the
 * modal keeps treating it as its own content.
 */
export function FloatingLayer({ children, preserveTabOrder = true }: FloatingLayerProps) {
  const container = useContext(PortalContainerContext);
  return (
    <FloatingPortal root={container ?? undefined} preserveTabOrder={preserveTabOrder}>
      <PortalContainerContext.Provider value={null}>{children}</PortalContainerContext.Provider>
    </FloatingPortal>
  );
}
