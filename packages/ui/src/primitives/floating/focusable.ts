const FOCUSABLE = [
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "button:not([disabled])",
  "a[href]",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

/** The first element in `container` a keyboard user could tab to, if any. */
export function firstFocusable(container: HTMLElement | null): HTMLElement | null {
  if (container === null) return null;
  for (const candidate of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.closest("[hidden], [inert]") === null) return candidate;
  }
  return null;
}
