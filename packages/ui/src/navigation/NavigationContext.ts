import { createContext, useContext } from "react";

export type NavigateOptions = {
  /** Replace the current history entry instead of adding one (after a save, back to the list). */
  replace?: boolean;
  /** Open in a new browser tab (kanban cards, "+N more companies"). */
  newTab?: boolean;
};

/** Moves the app to another path. The portal gives its router's; an embedding app gives its own. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** Without a router: plain page loads, so a widget still works in any page. */
export const documentNavigate: Navigate = (to, options = {}) => {
  if (options.newTab) {
    window.open(to, "_blank", "noopener");
  } else if (options.replace) {
    window.location.replace(to);
  } else {
    window.location.assign(to);
  }
};

export const NavigationContext = createContext<Navigate>(documentNavigate);

/** The navigate function of the nearest PipelineProvider. */
export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}
