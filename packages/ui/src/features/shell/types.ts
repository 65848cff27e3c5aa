import type { ReactNode } from "react";

/** One link of the layout's sidebar. */
export type SidebarEntry = {
  /** Visible text and accessible name of the link. */
  label: string;
  /** The app path it opens; it is also marked current on any path under it. */
  path: string;
  /** A decorative icon before the label. Default: none. */
  icon?: ReactNode;
  /**
   * A count beside the label, e.g. the reviews waiting, with what it says to assistive technology
   * ("3 reviews waiting"); none shows for 0. Default: none.
   */
  badge?: { count: number; label: string };
};
