import { describe, expect, it, vi } from "vitest";
import type { CurrentUser, Session } from "@pipeline/contract";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { SESSION_STORAGE_KEY } from "@pipeline/adapter-http";
import { createSessionStore, firstRole } from "../src/session/sessionStore";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const user: CurrentUser = {
  pk: 7,
  username: "asha",
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@pipeline.test",
  role: [
    { role_name: "FSD_Admin", is_active: false },
    { role_name: "SUPER_ADMIN", is_active: true },
    { role_name: "USER", is_active: true },
  ],
  permissions: ["can_view_journey"],
  joined_date: "2026-01-01T00:00:00Z",
  update_date: "2026-01-01T00:00:00Z",
  is_active: true,
  is_staff: true,
  active_role: null,
};
const session: Session = { user, key: "token-1" };

describe("portal session store", () => {
  it("starts a sign-in with the user's first active role", () => {
    const store = createSessionStore(null, memoryStorage(), null);
    expect(firstRole(session)).toBe("SUPER_ADMIN");
    store.signIn(session);
    expect(store.snapshot()).toEqual({ user, token: "token-1", activeRole: "SUPER_ADMIN" });
    expect(store.getActiveRole()).toBe("SUPER_ADMIN");
  });

  it("gives a sign-in kept by the adapter the first role too", () => {
    const store = createSessionStore(null, memoryStorage(), null);
    store.save(session);
    expect(store.snapshot()?.activeRole).toBe("SUPER_ADMIN");
  });

  it("tells its listeners about every change and keeps the snapshot stable in between", () => {
    const store = createSessionStore(null, memoryStorage(), null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(session);
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    store.setActiveRole("USER");
    expect(store.snapshot()?.activeRole).toBe("USER");
    // A role the server says was taken away: the screens are told too.
    store.forgetActiveRole();
    expect(store.snapshot()?.activeRole).toBeNull();
    store.clear();
    expect(store.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.signIn(session);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("keeps the stored user sealed with the envelope key", () => {
    const storage = memoryStorage();
    const key = generateEnvelopeKey();
    createSessionStore(key, storage, null).signIn(session);
    const raw = storage.items.get(SESSION_STORAGE_KEY) ?? "";
    expect(raw).not.toContain("asha");
    expect(createSessionStore(key, storage, null).snapshot()?.user.email).toBe("asha@pipeline.test");
    // Another key cannot read it: treated as signed out.
    expect(createSessionStore(generateEnvelopeKey(), storage, null).snapshot()).toBeNull();
  });

  it("follows a sign-out in another tab", () => {
    const storage = memoryStorage();
    let onStorage: (event: { key: string | null }) => void = () => undefined;
    const events = {
      addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => {
        onStorage = listener;
      },
    } as unknown as Pick<Window, "addEventListener">;
    const store = createSessionStore(null, storage, events);
    store.signIn(session);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.items.delete(SESSION_STORAGE_KEY);
    onStorage({ key: SESSION_STORAGE_KEY });
    expect(store.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
