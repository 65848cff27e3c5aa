/** The chart's height in pixels, axes and legend included; its placeholder takes the same room. */
export const ACTIVITY_CHART_HEIGHT = 280;
