import type { CampaignAudience } from "@pipeline/contract";

// The placeholders of a campaign ({{company_name}}, {{first_name}}, {{pitch_line}}) filled as the
// server fills them for each recipient, and the writing of one into the subject or the body.

type Words = NonNullable<CampaignAudience["sample"]>;
type Placeholder = "company_name" | "first_name" | "pitch_line";

const PLACEHOLDER = /\{\{\s*(company_name|first_name|pitch_line)\s*\}\}/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject as the recipient reads it, as plain text. */
export function fillSubject(subject: string, words: Words): string {
  return subject.replace(PLACEHOLDER, (_match, name: Placeholder) => words[name]);
}

/** The HTML body as the recipient reads it; the words are escaped, so a name cannot add markup. */
export function fillBody(html: string, words: Words): string {
  return html.replace(PLACEHOLDER, (_match, name: Placeholder) => escapeHtml(words[name]));
}

/** The text with `insert` in place of the selection from `start` to `end`, and where the caret goes. */
export function insertAt(
  text: string,
  insert: string,
  start: number | null,
  end: number | null,
): { text: string; caret: number } {
  const from = start ?? text.length;
  const to = end ?? from;
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/** The body with the text added at its end, inside its last paragraph when it ends with one. */
export function appendToBody(html: string, text: string): string {
  const escaped = escapeHtml(text);
  if (html.endsWith("<br></p>")) return `${html.slice(0, -"<br></p>".length)}${escaped}</p>`;
  if (html.endsWith("</p>")) return `${html.slice(0, -"</p>".length)} ${escaped}</p>`;
  return `${html}<p>${escaped}</p>`;
}
