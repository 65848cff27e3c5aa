import sanitizeHtml from "sanitize-html";
import { EDITOR_FONTS } from "@pipeline/contract";

// The body of an e-mail as the editor writes it, cleaned on the server before it is stored or
// sent: whatever a client sends, only the editor's own markup survives. Scripts, event handlers,
// styles other than one of the three fonts, and links other than http, https and mailto go; the
// text inside removed tags stays (a script's or style's content goes with it).

export type EmailFont = (typeof EDITOR_FONTS)[number];

const FONT_NAMES = EDITOR_FONTS.map((font) => font.replace(/ /g, "\\s+")).join("|");
/** `Arial`, `"Times New Roman"`, `'Calibri', sans-serif`: one of the fonts, a generic family after it. */
const FONT_FAMILY = new RegExp(`^\\s*(["']?)(${FONT_NAMES})\\1\\s*(,\\s*(serif|sans-serif))?\\s*$`, "i");

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "span"],
  allowedAttributes: { a: ["href", "target", "rel"], span: ["style"], p: ["style"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedStyles: { span: { "font-family": [FONT_FAMILY] }, p: { "font-family": [FONT_FAMILY] } },
  disallowedTagsMode: "discard",
  transformTags: {
    // A link opened in a new window never hands the page that opened it to the site it opens.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs:
          target === "_blank" ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : { ...rest },
      };
    },
  },
};

/** The body with only the editor's markup left. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const CSS_FAMILY: Record<EmailFont, string> = {
  Calibri: "Calibri, sans-serif",
  Arial: "Arial, sans-serif",
  "Times New Roman": "'Times New Roman', serif",
};

/** A stored font name as one of the editor's fonts; the first one when it is none of them. */
export function emailFont(name: string | null): EmailFont {
  return EDITOR_FONTS.find((font) => font === name) ?? EDITOR_FONTS[0];
}

/** The HTML that goes out: the sanitised body in the chosen font. */
export function emailHtml(body: string, font: EmailFont): string {
  return `<div style="font-family: ${CSS_FAMILY[font]};">${body}</div>`;
}
