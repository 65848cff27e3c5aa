/** What the link popover says of an address it will not take. */
export const LINK_REFUSED = "Enter a link that starts with http://, https:// or mailto:";

/** Only web and mail links go into an e-mail; anything else (javascript:, data:, file:) is refused. */
export function isAllowedLink(url: string): boolean {
  const text = url.trim();
  if (/^mailto:/i.test(text)) return text.length > "mailto:".length;
  try {
    const parsed = new URL(text);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
