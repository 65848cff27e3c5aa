export const radius = {
  none: "0",
  sm: "4px",
  md: "6px",
  lg: "10px",
  pill: "999px",
  round: "50%",
} as const;

export type RadiusToken = keyof typeof radius;
