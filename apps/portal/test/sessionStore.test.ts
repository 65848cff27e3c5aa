import { describe, expect, it, vi } from "vitest";
import type { CurrentUser, Session } from "@pipeline/contract";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { SESSION_STORAGE_KEY } from "@pipeline/adapter-http";
import {
  createSessionStore,
  firstRole,
  SESSION_STORAGE_KEY as PORTAL_SESSION_KEY,
} from "../src/session/sessionStore";

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

/** A window whose storage events the test fires itself, as another tab's change would. */
function storageEvents() {
  let listening: (event: { key: string | null }) => void = () => undefined;
  const events = {
    addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => {
      listening = listener;
    },
  } as unknown as Pick<Window, "addEventListener">;
  return { events, onStorage: (event: { key: string | null }) => listening(event) };
}

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

  it("keeps the stored user sealed with the envelope key", async () => {
    const storage = memoryStorage();
    const key = generateEnvelopeKey();
    const store = createSessionStore(key, storage, null);
    await store.preload();
    store.signIn(session);
    const raw = storage.items.get(SESSION_STORAGE_KEY) ?? "";
    expect(raw).not.toContain("asha");
    const again = createSessionStore(key, storage, null);
    await again.restored();
    expect(again.snapshot()?.user.email).toBe("asha@pipeline.test");
    // Another key cannot read it: treated as signed out.
    const otherKey = createSessionStore(generateEnvelopeKey(), storage, null);
    await otherKey.restored();
    expect(otherKey.snapshot()).toBeNull();
  });

  it("uses the browser store's key for its record", () => {
    expect(PORTAL_SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it("remembers a session across visits, as it was when the last one ended", async () => {
    const storage = memoryStorage();
    const key = generateEnvelopeKey();
    const first = createSessionStore(key, storage, null);
    await first.preload();
    first.signIn(session);
    first.setActiveRole("USER");

    const next = createSessionStore(key, storage, null);
    await next.restored();
    expect(next.snapshot()).toEqual({ user, token: "token-1", activeRole: "USER" });
    expect(next.getToken()).toBe("token-1");
  });

  it("keeps a sign-in made before its code has loaded, and stores it once it has", async () => {
    const storage = memoryStorage();
    const key = generateEnvelopeKey();
    const store = createSessionStore(key, storage, null);
    await store.restored();
    expect(store.snapshot()).toBeNull();
    store.signIn(session);
    store.setActiveRole("USER");
    // The screens see the session at once.
    expect(store.snapshot()).toEqual({ user, token: "token-1", activeRole: "USER" });
    expect(store.getToken()).toBe("token-1");

    await store.preload();
    expect(store.snapshot()).toEqual({ user, token: "token-1", activeRole: "USER" });
    const next = createSessionStore(key, storage, null);
    await next.restored();
    expect(next.snapshot()).toEqual({ user, token: "token-1", activeRole: "USER" });
  });

  it("forgets a stored session signed out before its code has loaded", async () => {
    const storage = memoryStorage();
    const remembered = createSessionStore(null, storage, null);
    await remembered.preload();
    remembered.signIn(session);

    const store = createSessionStore(null, storage, null);
    store.clear();
    await store.restored().catch(() => undefined);
    await store.preload();
    expect(store.snapshot()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  for (const loaded of [false, true]) {
    it(`follows a sign-out in another tab${loaded ? "" : ", before its code has loaded"}`, async () => {
      const storage = memoryStorage();
      const { events, onStorage } = storageEvents();
      const store = createSessionStore(null, storage, events);
      if (loaded) await store.preload();
      store.signIn(session);
      const listener = vi.fn();
      store.subscribe(listener);
      storage.items.delete(SESSION_STORAGE_KEY);
      onStorage({ key: SESSION_STORAGE_KEY });
      expect(store.snapshot()).toBeNull();
      expect(listener).toHaveBeenCalledOnce();
      await store.preload();
      expect(store.snapshot()).toBeNull();
    });
  }

  it("follows a sign-in in another tab", async () => {
    const storage = memoryStorage();
    const { events, onStorage } = storageEvents();
    const store = createSessionStore(null, storage, events);
    const other = createSessionStore(null, storage, null);
    await other.preload();
    other.signIn(session);
    onStorage({ key: SESSION_STORAGE_KEY });
    await store.preload();
    expect(store.snapshot()?.user.email).toBe("asha@pipeline.test");
  });
});
