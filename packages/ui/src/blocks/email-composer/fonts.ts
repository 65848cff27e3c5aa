import type { EmailFont } from "@pipeline/contract";

/** How each font of the body is shown, with look-alikes for machines without it. */
export const FONT_STACKS: Record<EmailFont, string> = {
  Calibri: "Calibri, Carlito, 'Segoe UI', sans-serif",
  Arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  "Times New Roman": "'Times New Roman', 'Liberation Serif', Times, serif",
};
