import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { StoredSession } from "@pipeline/adapter-http";
import type { ObservableSessionStore } from "./sessionStore";

const SessionContext = createContext<ObservableSessionStore | null>(null);

export function SessionProvider({ store, children }: { store: ObservableSessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): ObservableSessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSession needs a SessionProvider above it.");
  return store;
}

/** The signed-in session, or null; re-renders on sign-in, sign-out and role changes. */
export function useSession(): StoredSession | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
