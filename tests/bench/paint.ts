// What the browser benchmarks' harness pages share: timing a change from the data's arrival to the
// DOM showing it and to the next frame painted.

export type Paint = { dataToDomMs: number; dataToPaintMs: number };

/**
 * Waits until `ready()` holds after a DOM change, then for the next frame; times both from
 * `dataAt()`. Fails, naming `what`, when that takes more than 15 s.
 */
export function paintOnceReady(what: string, ready: () => boolean, dataAt: () => number): Promise<Paint> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let domAt = 0;
    const observer = new MutationObserver(() => {
      if (domAt === 0 && ready()) domAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const poll = () => {
      if (domAt === 0) {
        if (performance.now() - started > 15_000) {
          observer.disconnect();
          reject(new Error(`${what} not shown after 15 s`));
        } else requestAnimationFrame(poll);
        return;
      }
      requestAnimationFrame(() => {
        observer.disconnect();
        resolve({ dataToDomMs: domAt - dataAt(), dataToPaintMs: performance.now() - dataAt() });
      });
    };
    requestAnimationFrame(poll);
  });
}
