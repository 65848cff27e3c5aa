/** Stacking order of layered UI; later layers sit above earlier ones. */
export const zIndex = {
  base: 0,
  sticky: 10,
  drawer: 1000,
  dialog: 1100,
  popover: 1200,
  tooltip: 1300,
  toast: 1400,
} as const;
