// jsdom computes an element's style by matching it against every rule of the page, each time it is
// asked; the accessibility queries (getByRole, accessible names) and user-event's pointer checks ask
// for the same elements and their ancestors over and over, which took half of a form test's time.
// The page's computed styles change only when the document or a style sheet does: each answer is
// kept until then. A mutation is seen at once (the observer's pending records are read on every
// call), and a rule added or removed through the CSS object model clears the answers too.

type ComputedStyle = (element: Element, pseudoElement?: string | null) => CSSStyleDeclaration;

export function memoizeComputedStyle(view: Window & typeof globalThis): void {
  const compute: ComputedStyle = view.getComputedStyle.bind(view);
  let answers = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  const forget = () => {
    answers = new WeakMap();
  };
  const observer = new view.MutationObserver(forget);
  observer.observe(view.document, { subtree: true, childList: true, attributes: true, characterData: true });

  for (const method of ["insertRule", "deleteRule", "replaceSync"] as const) {
    const prototype = view.CSSStyleSheet.prototype as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const original = prototype[method];
    if (typeof original !== "function") continue;
    prototype[method] = function (this: CSSStyleSheet, ...args: unknown[]) {
      forget();
      return original.apply(this, args);
    };
  }

  view.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (observer.takeRecords().length > 0) forget();
    const key = pseudoElement ?? "";
    let byPseudo = answers.get(element);
    if (!byPseudo) {
      byPseudo = new Map();
      answers.set(element, byPseudo);
    }
    let answer = byPseudo.get(key);
    if (!answer) {
      answer = compute(element, pseudoElement);
      byPseudo.set(key, answer);
    }
    return answer;
  };
}
