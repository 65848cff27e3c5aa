import {
  createBrowserSessionStore,
  SESSION_STORAGE_KEY,
  type BrowserSessionStore,
  type SessionStorageArea,
  type StoredSession,
} from "@pipeline/adapter-http";
import type { RoleName, Session } from "@pipeline/contract";

/**
 * The browser session store, observable: the adapter clears it on a 401, the role switcher and
 * sign-in change it, another tab may sign out; the screens follow each change.
 */
export type ObservableSessionStore = BrowserSessionStore & {
  /** The current session; the same object until something changes (for useSyncExternalStore). */
  snapshot(): StoredSession | null;
  subscribe(listener: () => void): () => void;
  /** Keeps a sign-in with the user's first active role as the active role. */
  signIn(session: Session): void;
};

/** The role a fresh sign-in acts as: the first one the user holds and has active. */
export function firstRole(session: Pick<Session, "user">): RoleName | null {
  return session.user.role.find((role) => role.is_active)?.role_name ?? null;
}

export function createSessionStore(
  envelopeKey: string | null,
  storage: SessionStorageArea = localStorage,
  events: Pick<Window, "addEventListener"> | null = window,
): ObservableSessionStore {
  const inner = createBrowserSessionStore(envelopeKey, storage);
  const listeners = new Set<() => void>();
  let current = inner.load();

  function changed(): void {
    current = inner.load();
    for (const listener of listeners) listener();
  }

  // A sign-out or role change in another tab of the same portal.
  events?.addEventListener("storage", (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) changed();
  });

  return {
    ...inner,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The adapter keeps every sign-in through here: it starts with the user's first role.
    save(session: Session, activeRole: RoleName | null = firstRole(session)) {
      inner.save(session, activeRole);
      changed();
    },
    signIn(session) {
      inner.save(session, firstRole(session));
      changed();
    },
    clear() {
      inner.clear();
      changed();
    },
    setActiveRole(role) {
      inner.setActiveRole(role);
      changed();
    },
    // The server no longer lets the user act as the role: the screens follow the default role.
    forgetActiveRole() {
      inner.forgetActiveRole();
      changed();
    },
  };
}
