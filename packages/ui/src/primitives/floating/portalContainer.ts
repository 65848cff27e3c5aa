import { createContext } from "react";

/**
 * Where dialogs, drawers, menus, popovers and tooltips render: null for the document's body.
 * PipelineProvider's `portalContainer` sets it; a layer resets it for the layers it holds, which
 * nest in its own node.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);
