import type { ProviderRecipient } from "./provider";

/** The placeholders a campaign's subject and body may hold (admin-portal.md section 5). */
export const PLACEHOLDER_PATTERN = /\{\{\s*(company_name|first_name|pitch_line)\s*\}\}/g;

type Words = Pick<ProviderRecipient, "company_name" | "first_name" | "pitch_line">;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject with the recipient's words in it, as plain text. */
export function fillSubject(subject: string, words: Words): string {
  return subject.replace(PLACEHOLDER_PATTERN, (_match, name: keyof Words) => words[name]);
}

/** The HTML body with the recipient's words in it, escaped: a company name cannot add markup. */
export function fillHtml(html: string, words: Words): string {
  return html.replace(PLACEHOLDER_PATTERN, (_match, name: keyof Words) => escapeHtml(words[name]));
}
