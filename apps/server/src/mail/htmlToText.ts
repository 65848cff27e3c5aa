import { convert } from "html-to-text";

/**
 * The plain-text alternative of an e-mail's HTML body, by html-to-text: paragraphs and list items
 * on lines of their own, links followed by their address, no wrapping (mail clients wrap).
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["(", ")"] } },
      { selector: "ul", options: { itemPrefix: "- " } },
    ],
  });
}
