/** Spacing scale; `space.md` is the default gap between related controls. */
export const space = {
  none: "0",
  xxs: "2px",
  xs: "4px",
  sm: "8px",
  md: "12px",
  lg: "16px",
  xl: "24px",
  xxl: "32px",
  xxxl: "48px",
} as const;

export type SpaceToken = keyof typeof space;
