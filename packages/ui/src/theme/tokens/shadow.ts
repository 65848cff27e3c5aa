export const shadow = {
  none: "none",
  sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
  md: "0 4px 8px -2px rgba(16, 24, 40, 0.12), 0 2px 4px -2px rgba(16, 24, 40, 0.06)",
  lg: "0 12px 16px -4px rgba(16, 24, 40, 0.12), 0 4px 6px -2px rgba(16, 24, 40, 0.05)",
  focus: "0 0 0 3px",
} as const;
