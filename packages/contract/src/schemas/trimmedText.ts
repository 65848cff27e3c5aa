import { string } from "yup";

// Spaces, and characters that take no room on screen: zero-width space and joiners, word joiner,
// byte-order mark, direction marks (Unicode's format characters, Cf).
const BLANK_EDGES = /^[\s\p{Zs}\p{Cf}]+|[\s\p{Zs}\p{Cf}]+$/gu;

/** The text without the blank characters at either end, invisible ones included. */
export function trimBlank(value: string): string {
  return value.replace(BLANK_EDGES, "");
}

/**
 * Text with its blank ends removed, so that a field holding only spaces or a zero-width space is
 * empty and fails required(), which yup's own trim() (JavaScript's) would let pass. A value that
 * is not text is left for the type check.
 */
export function trimmedText() {
  return string().transform((value: unknown) => (typeof value === "string" ? trimBlank(value) : value));
}
