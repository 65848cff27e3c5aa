/** Whether an element's content is wider than its box. */
export function isCutShort(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth;
}

/**
 * What inside a cell's text ends in an ellipsis of its own because its text is cut short (a link,
 * a line under a badge); not what merely clips, such as a progress bar's moving stripe.
 */
export function ellipsesInside(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>("*")).filter(
    (inner) => isCutShort(inner) && getComputedStyle(inner).textOverflow === "ellipsis",
  );
}
