import { describe, expect, it } from "vitest";
import { countFromPage } from "../../src/db/listQuery";

// A list's count, read from its page when the page tells it: every list then runs one statement
// unless its page is full or past the last one.
describe("countFromPage", () => {
  it("tells the count from a last page that has rows", () => {
    expect(countFromPage(3, { limit: 10, offset: 0 })).toBe(3);
    expect(countFromPage(7, { limit: 10, offset: 20 })).toBe(27);
  });

  it("tells an empty first page: nothing matches", () => {
    expect(countFromPage(0, { limit: 10, offset: 0 })).toBe(0);
  });

  it("cannot tell from a full page or one past the last: more may match, or how many is unknown", () => {
    expect(countFromPage(10, { limit: 10, offset: 0 })).toBeNull();
    expect(countFromPage(0, { limit: 10, offset: 30 })).toBeNull();
  });
});
