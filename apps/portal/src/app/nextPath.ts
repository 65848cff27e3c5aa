/**
 * The page a signed-out user asked for, carried through the sign-in as `/login?next=…` so they land
 * there once signed in. Only a path of this site is taken: anything that would lead elsewhere
 * (another origin, `//host`, a scheme) or back to the sign-in is dropped.
 */
export const NEXT_PARAM = "next";

const BASE = "https://portal.invalid";

/** The path to land on after sign-in, or null when `value` is none or not a path of this site. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === "/" || url.pathname.startsWith("/login")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that brings the user back to `path` (one of this site's) afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === null ? "/login" : `/login?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
