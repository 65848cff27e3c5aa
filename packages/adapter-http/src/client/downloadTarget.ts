/*
 * Where a download goes, and whether it may carry the session. Paths come from answers: a file
 * under the API, one from the site root, or a signed URL on a storage host, which must not see
 * the token (S3-style hosts also refuse a second authorization).
 */

export type DownloadTarget = { url: string; baseURL: string; ownOrigin: boolean };

const WITH_HOST = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

function resolve(url: string, base: string | undefined): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

export function downloadTarget(baseUrl: string, path: string): DownloadTarget {
  const withHost = WITH_HOST.test(path);
  if (!withHost && !path.startsWith("/")) return { url: path, baseURL: baseUrl, ownOrigin: true };
  // A relative API base lives on the page's origin; outside a browser there is no page.
  const pageUrl = typeof location === "undefined" ? undefined : location.href;
  const api = resolve(baseUrl, pageUrl);
  const target = resolve(path, api?.href ?? pageUrl);
  if (target === null) return { url: path, baseURL: "", ownOrigin: !withHost };
  return { url: target.href, baseURL: "", ownOrigin: !withHost || target.origin === api?.origin };
}
