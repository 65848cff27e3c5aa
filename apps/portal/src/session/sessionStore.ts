import type { BrowserSessionStore, SessionStorageArea, StoredSession } from "@pipeline/adapter-http";
import type { RoleName, Session } from "@pipeline/contract";

/**
 * Where the browser session store keeps its record: @pipeline/adapter-http's SESSION_STORAGE_KEY
 * (the tests hold the two equal). Named here, because importing it would bring the store's code,
 * envelope and all, onto the sign-in page.
 */
export const SESSION_STORAGE_KEY = "pipeline.session";

/**
 * The browser session store, observable: the adapter clears it on a 401, the role switcher and
 * sign-in change it, another tab may sign out; the screens follow each change.
 *
 * Its code (the envelope the record is sealed with) loads when first needed: at once when a
 * session is stored, else with the first change or `preload()`. A change made before is kept and
 * written to storage once it has loaded.
 */
export type ObservableSessionStore = BrowserSessionStore & {
  /** The current session; the same object until something changes (for useSyncExternalStore). */
  snapshot(): StoredSession | null;
  subscribe(listener: () => void): () => void;
  /** Keeps a sign-in with the user's first active role as the active role. */
  signIn(session: Session): void;
  /**
   * Resolves once the stored session has been read (snapshot() is null until then): at once
   * when none is stored. Fails when the store's code cannot be loaded.
   */
  restored(): Promise<void>;
  /** Loads the store's code now, so that the next change is written at once. */
  preload(): Promise<void>;
};

/** The role a fresh sign-in acts as: the first one the user holds and has active. */
export function firstRole(session: Pick<Session, "user">): RoleName | null {
  return session.user.role.find((role) => role.is_active)?.role_name ?? null;
}

/** The session kept in memory while the browser store's code has not loaded yet. */
function memoryRecord(): BrowserSessionStore {
  let record: StoredSession | null = null;
  const setActiveRole = (role: RoleName | null) => {
    if (record) record = { ...record, activeRole: role };
  };
  return {
    load: () => record,
    save: ({ user, key }: Session, activeRole: RoleName | null = null) => {
      record = { user, token: key, activeRole };
    },
    clear: () => {
      record = null;
    },
    getToken: () => record?.token ?? null,
    getActiveRole: () => record?.activeRole ?? null,
    setActiveRole,
    forgetActiveRole: () => setActiveRole(null),
  };
}

export function createSessionStore(
  envelopeKey: string | null,
  storage: SessionStorageArea = localStorage,
  events: Pick<Window, "addEventListener"> | null = window,
): ObservableSessionStore {
  const listeners = new Set<() => void>();
  const pending = memoryRecord();
  let inner: BrowserSessionStore | null = null;
  let loading: Promise<void> | null = null;
  // A change kept in `pending` that storage does not have yet.
  let unwritten = false;
  let current: StoredSession | null = null;

  const store = () => inner ?? pending;

  function changed(): void {
    current = store().load();
    for (const listener of listeners) listener();
  }

  function preload(): Promise<void> {
    loading ??= import("./browserSessionStore").then(
      ({ createBrowserSessionStore }) => {
        const loaded = createBrowserSessionStore(envelopeKey, storage);
        if (unwritten) {
          const kept = pending.load();
          if (kept) loaded.save({ user: kept.user, key: kept.token }, kept.activeRole);
          else loaded.clear();
          unwritten = false;
        }
        inner = loaded;
        changed();
      },
      (error: unknown) => {
        // Tried again at the next change or call.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /**
   * Makes a change, in storage once the store's code has loaded, in memory until then. A change of
   * role needs a session: without one kept in memory it changes nothing.
   */
  function change(update: (target: BrowserSessionStore) => void, needsSession = false): void {
    if (!inner) {
      if (needsSession && pending.load() === null) return;
      unwritten = true;
      preload().catch(() => undefined);
    }
    update(store());
    changed();
  }

  const restoring = storage.getItem(SESSION_STORAGE_KEY) === null ? Promise.resolve() : preload();
  restoring.catch(() => undefined);

  // A sign-out or role change in another tab of the same portal.
  events?.addEventListener("storage", (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    if (inner) {
      changed();
      return;
    }
    // Not loaded yet: the other tab's change is newer than any kept here. A session removed there
    // is read at once; one stored there once the store's code has loaded.
    unwritten = false;
    if (storage.getItem(SESSION_STORAGE_KEY) === null) {
      pending.clear();
      changed();
    } else {
      preload().catch(() => undefined);
    }
  });

  return {
    load: () => store().load(),
    getToken: () => store().getToken(),
    getActiveRole: () => store().getActiveRole(),
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restored: () => restoring,
    preload,
    // The adapter keeps every sign-in through here: it starts with the user's first role.
    save(session: Session, activeRole: RoleName | null = firstRole(session)) {
      change((target) => target.save(session, activeRole));
    },
    signIn(session) {
      change((target) => target.save(session, firstRole(session)));
    },
    clear() {
      change((target) => target.clear());
    },
    setActiveRole(role) {
      change((target) => target.setActiveRole(role), true);
    },
    // The server no longer lets the user act as the role: the screens follow the default role.
    forgetActiveRole() {
      change((target) => target.forgetActiveRole(), true);
    },
  };
}
