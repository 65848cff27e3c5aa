// Companies that share a website's domain are likely one company entered twice: the company form
// warns about them, and the Excel import matches rows to existing companies by it.
import { isWebsiteUrl, trimBlank } from "./schemas";

/**
 * The domain of a lower-cased website: protocol, credentials and a leading `www.` skipped, the host
 * captured up to its port, path, query or fragment. Written for both JavaScript and PostgreSQL
 * regular expressions (no escapes inside brackets), so the server reads stored websites in SQL
 * exactly as this module reads typed ones: `substring(lower(website) from pattern)`.
 */
export const WEBSITE_DOMAIN_PATTERN = "^(?:[a-z][a-z0-9+.-]*://)?(?:[^/?#@]*@)?(?:www\\.)?([^/?#:]*)";

const DOMAIN = new RegExp(WEBSITE_DOMAIN_PATTERN);

/** How many companies sharing a website's domain are listed: enough to warn and link them. */
export const SAME_WEBSITE_LIMIT = 5;

/**
 * The domain a website names, e.g. `"https://www.Example.com/about"` -> `"example.com"`: the host,
 * lower-cased, without a leading `www.`; the protocol may be left out. Null when the text is not a
 * website the company form accepts, or names no domain with a dot (an IPv6 address).
 */
export function websiteDomain(website: string): string | null {
  // Blank ends as the company form drops them, invisible characters included.
  const text = trimBlank(website);
  if (!isWebsiteUrl(text)) return null;
  const host = DOMAIN.exec(text.toLowerCase())?.[1] ?? "";
  return host.includes(".") ? host : null;
}
