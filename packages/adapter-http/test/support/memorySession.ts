import type { Session } from "@pipeline/contract";
import type { SessionStore } from "../../src";

/** A session store kept in a variable, with what the adapter did to it. */
export type MemorySession = SessionStore & {
  token: string | null;
  activeRole: string | null;
  cleared: number;
  saved: Session[];
};

export function memorySession(
  token: string | null = "token-1",
  activeRole: string | null = null,
): MemorySession {
  const store: MemorySession = {
    token,
    activeRole,
    cleared: 0,
    saved: [],
    getToken: () => store.token,
    getActiveRole: () => store.activeRole,
    forgetActiveRole: () => {
      store.activeRole = null;
    },
    clear: () => {
      store.token = null;
      store.activeRole = null;
      store.cleared += 1;
    },
    save: (session) => {
      store.saved.push(session);
      store.token = session.key;
    },
  };
  return store;
}
