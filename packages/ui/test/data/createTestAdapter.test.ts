import { describe, expect, it } from "vitest";
import { createTestAdapter } from "../../src/data";

describe("createTestAdapter", () => {
  it("answers with the methods it was given", async () => {
    const adapter = createTestAdapter({
      lookups: { options: async () => [{ id: 1, label: "India", is_active: true }] },
    });
    await expect(adapter.lookups.options("location")).resolves.toEqual([
      { id: 1, label: "India", is_active: true },
    ]);
  });

  it("names the port and method a test left out", () => {
    const adapter = createTestAdapter({ lookups: {} });
    expect(() => adapter.lookups.get("industry", 1)).toThrow("`lookups.get` is not implemented");
    expect(() => adapter.companies.list({})).toThrow("`companies.list` is not implemented");
  });

  it("does not look like a promise", async () => {
    const adapter = createTestAdapter();
    await expect(Promise.resolve(adapter.users)).resolves.toBe(adapter.users);
  });
});
