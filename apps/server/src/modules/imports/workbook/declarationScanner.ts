// Finds a document type or entity declaration in an XML part as it streams by, also when the words
// are split between two chunks. An import never needs one, and entity expansion ("billion laughs")
// is how a few kilobytes of XML grow into gigabytes.

const PATTERNS = ["<!doctype", "<!entity"];
const KEEP = Math.max(...PATTERNS.map((pattern) => pattern.length)) - 1;

/** `push` each chunk in order; it answers true once a declaration has been seen. */
export function createDeclarationScanner(): { push(chunk: Buffer): boolean } {
  let tail = "";
  return {
    push(chunk) {
      // latin1 maps each byte to one character, so the ASCII patterns are found whatever the encoding.
      const text = tail + chunk.toString("latin1").toLowerCase();
      if (PATTERNS.some((pattern) => text.includes(pattern))) return true;
      tail = text.slice(-KEEP);
      return false;
    },
  };
}
