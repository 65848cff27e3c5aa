/** How the company page lays out the journey: a list of accordions, or the alternating timeline. */
export type TimelineMode = "collapsed" | "expanded";
