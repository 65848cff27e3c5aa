import { describe, expect, it } from "vitest";
import { SeenKeys, hashOf } from "../../src/modules/imports/seenKeys";

/** Two different keys of the same hash, found among generated ones. */
function collidingPair(): [string, string] {
  const byHash = new Map<number, string>();
  for (let index = 0; ; index += 1) {
    const key = `website:company${index}.example`;
    const hash = hashOf(key);
    const earlier = byHash.get(hash);
    if (earlier !== undefined) return [earlier, key];
    byHash.set(hash, key);
  }
}

describe("SeenKeys", () => {
  it("answers the number of each key set, the latest one set, and nothing for a key never set", () => {
    const seen = new SeenKeys();
    try {
      const keys = Array.from({ length: 50_000 }, (_, index) => `member:person${index}@example.com`);
      keys.forEach((key, index) => seen.set(key, -(index + 1)));
      seen.set(keys[7] as string, 42);
      expect(seen.size).toBe(keys.length);
      expect(seen.get(keys[7] as string)).toBe(42);
      expect(keys.every((key, index) => index === 7 || seen.get(key) === -(index + 1))).toBe(true);
      expect(seen.get("member:nobody@example.com")).toBeUndefined();
      expect(seen.get("")).toBeUndefined();
    } finally {
      seen.dispose();
    }
  });

  // The search for two keys of one hash takes a second alone, several beside other files' tests.
  it("never takes one key for another of the same hash", { timeout: 30_000 }, () => {
    const [first, second] = collidingPair();
    expect(hashOf(first)).toBe(hashOf(second));
    const seen = new SeenKeys();
    try {
      seen.set(first, 1);
      expect(seen.get(second)).toBeUndefined();
      seen.set(second, 2);
      expect([seen.get(first), seen.get(second), seen.size]).toEqual([1, 2, 2]);
    } finally {
      seen.dispose();
    }
  });
});
