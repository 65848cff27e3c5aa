import { describe, expect, it } from "vitest";
import type { CurrentUser, Session } from "@pipeline/contract";
import { createEnvelope, generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import {
  createBrowserSessionStore,
  createHttpAdapter,
  SESSION_STORAGE_KEY,
  type SessionStorageArea,
} from "../src";
import { startTestServer } from "./support/startTestServer";

function memoryStorage(): SessionStorageArea & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const user: CurrentUser = {
  pk: 3,
  username: "asha.rao",
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  role: [
    { role_name: "SUPER_ADMIN", is_active: true },
    { role_name: "USER", is_active: true },
  ],
  permissions: ["can_view_journey"],
  joined_date: "2024-01-01T00:00:00Z",
  update_date: "2024-01-01T00:00:00Z",
  is_active: true,
  is_staff: true,
  active_role: "SUPER_ADMIN",
};

const session: Session = { user, key: "secret-token" };

describe("the browser session store", () => {
  it("keeps the session sealed, readable by the server's envelope", () => {
    const key = generateEnvelopeKey();
    const storage = memoryStorage();
    const store = createBrowserSessionStore(key, storage);

    store.save(session);

    const raw = storage.items.get(SESSION_STORAGE_KEY) ?? "";
    expect(raw).not.toContain("secret-token");
    expect(raw).not.toContain("asha");
    expect(JSON.parse(createEnvelope(key).openText(raw))).toEqual({
      user,
      token: "secret-token",
      activeRole: null,
    });
    expect(store.load()).toEqual({ user, token: "secret-token", activeRole: null });
    expect(store.getToken()).toBe("secret-token");
    expect(store.getActiveRole()).toBeNull();
  });

  it("changes the active role of a stored session only", () => {
    const storage = memoryStorage();
    const store = createBrowserSessionStore(generateEnvelopeKey(), storage);

    store.setActiveRole("USER");
    expect(storage.items.size).toBe(0);

    store.save(session);
    store.setActiveRole("USER");
    expect(store.getActiveRole()).toBe("USER");
    expect(store.getToken()).toBe("secret-token");
  });

  it("clears", () => {
    const storage = memoryStorage();
    const store = createBrowserSessionStore(generateEnvelopeKey(), storage);
    store.save(session, "USER");

    store.clear();

    expect(storage.items.size).toBe(0);
    expect(store.load()).toBeNull();
    expect(store.getToken()).toBeNull();
  });

  it("drops a stored session it cannot open, as signed out", () => {
    const storage = memoryStorage();
    createBrowserSessionStore(generateEnvelopeKey(), storage).save(session);
    const store = createBrowserSessionStore(generateEnvelopeKey(), storage);

    expect(store.load()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps plain JSON when the envelope is off", () => {
    const storage = memoryStorage();
    const store = createBrowserSessionStore(null, storage);

    store.save(session, "USER");

    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? "null")).toEqual({
      user,
      token: "secret-token",
      activeRole: "USER",
    });
    expect(store.getActiveRole()).toBe("USER");
  });

  it("serves the adapter: sign-in kept, role sent, a 401 signing out", async () => {
    const server = await startTestServer();
    try {
      const storage = memoryStorage();
      const store = createBrowserSessionStore(server.envelopeKey, storage);
      let unauthorized = 0;
      const adapter = createHttpAdapter({
        baseUrl: server.baseUrl,
        envelopeKey: server.envelopeKey,
        session: store,
        onUnauthorized: () => {
          unauthorized += 1;
        },
      });
      server.handle(() => ({ json: { data: session } }));

      await adapter.auth.erpLogin({ username: "asha.rao", password: "pw" });
      store.setActiveRole("USER");
      server.handle(() => ({ status: 401, json: { message: "Invalid token." } }));
      await expect(adapter.users.current()).rejects.toMatchObject({ status: 401, message: "Invalid token." });

      const [, current] = server.requests;
      expect(current?.headers.authorization).toBe("Token secret-token");
      expect(current?.headers["x-active-role"]).toBe("USER");
      expect(store.load()).toBeNull();
      expect(unauthorized).toBe(1);
    } finally {
      await server.close();
    }
  });
});
