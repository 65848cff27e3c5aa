import { isAdapterError } from "@pipeline/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryAdapter } from "../src";
import { notImplemented } from "../src/runtime/notImplemented";

async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("the call did not fail");
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

afterEach(() => {
  vi.useRealTimers();
});

describe("latency", () => {
  it("answers after latencyMs, not before", async () => {
    vi.useFakeTimers();
    const adapter = createMemoryAdapter({ latencyMs: 400 });
    let settled = false;
    const call = adapter.lookups.options("industry").then((options) => {
      settled = true;
      return options;
    });

    await vi.advanceTimersByTimeAsync(399);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await call).length).toBeGreaterThan(0);
  });
});

describe("abort", () => {
  it("rejects a call whose signal has already aborted, with an AbortError", async () => {
    const adapter = createMemoryAdapter();
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await rejection(adapter.companies.list({}, { signal: controller.signal })))).toBe(
      true,
    );
  });

  it("rejects a call aborted right after it was made, even without latency", async () => {
    const adapter = createMemoryAdapter();
    const controller = new AbortController();
    const call = adapter.users.current({ signal: controller.signal });
    controller.abort();
    expect(isAbortError(await rejection(call))).toBe(true);
  });

  it("rejects during the latency and leaves nothing behind", async () => {
    vi.useFakeTimers();
    const adapter = createMemoryAdapter({ latencyMs: 1000 });
    const controller = new AbortController();
    const call = rejection(
      adapter.lookups.create(
        "industry",
        { label: "Space", order: 1, is_active: true },
        { signal: controller.signal },
      ),
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(isAbortError(await call)).toBe(true);

    const list = adapter.lookups.list("industry", { search: "Space" });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await list).count).toBe(0);
  });
});

describe("copies", () => {
  it("never hands out stored records: changing an answer changes nothing", async () => {
    const adapter = createMemoryAdapter();
    const company = await adapter.companies.get(1);
    company.company_name = "Changed";
    company.company_members.pop();
    const [row] = (await adapter.companies.list({ search: "Kavach" })).rows;
    if (row?.country) row.country.label = "Changed";

    const again = await adapter.companies.get(1);
    expect(again.company_name).toBe("Kavach Robotics");
    expect(again.company_members).toHaveLength(2);
    expect(again.country?.label).toBe("India");
  });
});

describe("ports not offered yet", () => {
  it("answer 501 naming the method", async () => {
    const creating = await rejection(notImplemented("campaigns", "create")());
    expect(isAdapterError(creating) && creating.status).toBe(501);
    expect(isAdapterError(creating) && creating.message).toBe("campaigns.create is not implemented");
  });

  it("still make a whole adapter: every method of every port is a function", () => {
    const adapter = createMemoryAdapter();
    for (const [port, methods] of Object.entries(adapter)) {
      for (const [name, method] of Object.entries(methods as Record<string, unknown>)) {
        expect(typeof method, `${port}.${name}`).toBe("function");
      }
    }
  });
});
