import { useEffect, useState } from "react";

/**
 * An e-mail's HTML made safe to show, or null until it is. The server cleans a body when it is
 * written; it is cleaned again here, as the page must not trust what it did not write. The cleaner
 * loads on first use, so it stays out of the bundles of pages without e-mails.
 */
export function useSafeHtml(html: string | null): string | null {
  const [cleaned, setCleaned] = useState<{ source: string; safe: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    void import("dompurify").then(({ default: DOMPurify }) => {
      if (!current) return;
      // The editor writes no images; a remote one in a stored body would only be a tracking pixel.
      setCleaned({ source: html, safe: DOMPurify.sanitize(html, { FORBID_TAGS: ["style", "form", "img"] }) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return html && cleaned?.source === html ? cleaned.safe : null;
}
