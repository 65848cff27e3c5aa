/** What a cancelled call rejects with, as fetch does; screens ignore errors of this name. */
export function abortError(): DOMException {
  return new DOMException("This operation was aborted", "AbortError");
}

export function isAbortError(value: unknown): boolean {
  return value instanceof Error && value.name === "AbortError";
}
