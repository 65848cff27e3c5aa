/*
 * The signed-in user kept in browser storage. The spec has stored user data encrypted, so the
 * record is sealed with the same envelope as the API bodies (plain JSON when the envelope is off).
 */
import type { CurrentUser, RoleName, Session } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import type { SessionStore } from "./SessionStore";

export const SESSION_STORAGE_KEY = "pipeline.session";

export type StoredSession = { user: CurrentUser; token: string; activeRole: RoleName | null };

/** The part of the Web Storage API the store uses. */
export type SessionStorageArea = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type BrowserSessionStore = SessionStore & {
  /** Keeps a sign-in; the active role starts unset, so the server uses the user's first role. */
  save(session: Session, activeRole?: RoleName | null): void;
  /** The stored session, or null when there is none or it cannot be read. */
  load(): StoredSession | null;
  /** Changes the role sent with every call; does nothing while signed out. */
  setActiveRole(role: RoleName | null): void;
  /** Unsets the role, so that calls act as the user's first role. */
  forgetActiveRole(): void;
};

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== "object" || value === null) return false;
  const { user, token, activeRole } = value as Record<string, unknown>;
  return (
    typeof user === "object" &&
    user !== null &&
    typeof token === "string" &&
    token !== "" &&
    (activeRole === null || typeof activeRole === "string")
  );
}

export function createBrowserSessionStore(
  envelopeKey: string | null,
  storage: SessionStorageArea = localStorage,
): BrowserSessionStore {
  const envelope = envelopeKey === null ? null : createEnvelope(envelopeKey);

  function write(stored: StoredSession): void {
    const text = JSON.stringify(stored);
    storage.setItem(SESSION_STORAGE_KEY, envelope ? envelope.sealText(text) : text);
  }

  function load(): StoredSession | null {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(envelope ? envelope.openText(raw) : raw);
      if (isStoredSession(value)) return value;
    } catch {
      // Written under another key or by an older build: treated as signed out below.
    }
    // A record that cannot be read would otherwise fail every later call the same way.
    storage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }

  function setActiveRole(role: RoleName | null): void {
    const stored = load();
    if (stored) write({ ...stored, activeRole: role });
  }

  return {
    load,
    save: ({ user, key }: Session, activeRole: RoleName | null = null) =>
      write({ user, token: key, activeRole }),
    clear: () => storage.removeItem(SESSION_STORAGE_KEY),
    getToken: () => load()?.token ?? null,
    getActiveRole: () => load()?.activeRole ?? null,
    setActiveRole,
    forgetActiveRole: () => setActiveRole(null),
  };
}
