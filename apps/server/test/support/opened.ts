import { afterAll, beforeAll } from "vitest";

/** Starting PGlite or creating a database takes seconds: give the hooks room. */
export const SETUP_TIMEOUT_MS = 60_000;

/**
 * Opens what a test file works on before its tests and closes it after them, and hands back a
 * stand-in for it: `const server = opened(startX)` is then used as the opened value itself in
 * the file's hooks and tests. The file's own `beforeAll` hooks, declared after, run once it is
 * open; its `afterAll` hooks run before it closes. Read outside them, the stand-in throws.
 */
export function opened<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    const closing = value;
    value = undefined;
    await closing?.close();
  });

  const current = (): T => {
    if (!value) throw new Error("Read before the file's beforeAll opened it, or after afterAll closed it.");
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key) as unknown,
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
