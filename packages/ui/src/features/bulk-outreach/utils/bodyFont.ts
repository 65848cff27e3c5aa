import { EDITOR_FONTS, type EmailFont } from "@pipeline/contract";

// A campaign carries no font of its own: the server sends its body in the first editor font. A
// body written in another font carries it on its paragraphs and list items, in the one form the
// server's cleaning keeps (a font-family of one of the fonts, on a p or a span).

/** Each font as the server's cleaning accepts it: the font, then a generic family. */
export const BODY_FONT_FAMILY: Record<EmailFont, string> = {
  Calibri: "Calibri, sans-serif",
  Arial: "Arial, sans-serif",
  "Times New Roman": "'Times New Roman', serif",
};

/** The editor's HTML written in the font; unchanged in the default font. */
export function withBodyFont(html: string, font: EmailFont): string {
  if (font === EDITOR_FONTS[0]) return html;
  const style = `font-family: ${BODY_FONT_FAMILY[font]}`;
  return html
    .replace(/<p>/g, `<p style="${style}">`)
    .replace(/<li>/g, `<li><span style="${style}">`)
    .replace(/<\/li>/g, "</span></li>");
}
