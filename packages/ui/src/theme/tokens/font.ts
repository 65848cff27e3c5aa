/** Inter ships with the library (`@pipeline/ui/font.css`) so text measures the same everywhere. */
export const font = {
  family: "'Inter', system-ui, sans-serif",
  familyMono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  size: {
    xs: "11px",
    sm: "12px",
    md: "14px",
    lg: "16px",
    xl: "20px",
    xxl: "24px",
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

export type FontSizeToken = keyof typeof font.size;
