import type { DataAdapter } from "@pipeline/contract";
import { describe, expect, it, vi } from "vitest";
import { lazyAdapter } from "../src/app/lazyAdapter";

/** An adapter with the two calls the tests make, and how often it was made. */
function loader() {
  const erpLogin = vi.fn(async (input: { username: string; password: string }) => ({
    user: { username: input.username },
    key: "k1",
  }));
  const list = vi.fn(async () => ({ rows: [], count: 0 }));
  const load = vi.fn(async () => ({ auth: { erpLogin }, companies: { list } }) as unknown as DataAdapter);
  return { load, erpLogin, list };
}

describe("lazyAdapter", () => {
  it("loads nothing until the first call, then calls the loaded adapter with the same arguments", async () => {
    const { load, erpLogin } = loader();
    const adapter = lazyAdapter(load);
    expect(typeof adapter.auth.erpLogin).toBe("function");
    expect(load).not.toHaveBeenCalled();

    const answer = await adapter.auth.erpLogin({ username: "asha", password: "secret" });

    expect(answer).toEqual({ user: { username: "asha" }, key: "k1" });
    expect(erpLogin).toHaveBeenCalledWith({ username: "asha", password: "secret" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads once for every call and port", async () => {
    const { load, list } = loader();
    const adapter = lazyAdapter(load);
    await Promise.all([
      adapter.companies.list({}),
      adapter.companies.list({ page: 2 }),
      adapter.auth.erpLogin({ username: "asha", password: "secret" }),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenNthCalledWith(2, { page: 2 });
  });

  it("answers the same port and method each time, and is no promise itself", () => {
    const adapter = lazyAdapter(loader().load);
    expect(adapter.companies).toBe(adapter.companies);
    expect(adapter.companies.list).toBe(adapter.companies.list);
    expect((adapter as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it("passes the loaded adapter's failures on", async () => {
    const { load, erpLogin } = loader();
    erpLogin.mockRejectedValueOnce(new Error("Invalid username or password."));
    const adapter = lazyAdapter(load);
    await expect(adapter.auth.erpLogin({ username: "asha", password: "wrong" })).rejects.toThrow(
      "Invalid username or password.",
    );
  });

  it("fails a call whose load fails, and loads again at the next", async () => {
    const { load } = loader();
    load.mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"));
    const adapter = lazyAdapter(load);
    await expect(adapter.companies.list({})).rejects.toThrow("Failed to fetch");
    await expect(adapter.companies.list({})).resolves.toEqual({ rows: [], count: 0 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads ahead of the first call when asked to", async () => {
    const { load } = loader();
    const adapter = lazyAdapter(load);
    adapter.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await adapter.companies.list({});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
