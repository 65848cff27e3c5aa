import type { Session } from "@pipeline/contract";
import type { SessionStore } from "./SessionStore";

/**
 * A session kept in memory for as long as the adapter lives: for a client outside a browser (a
 * script, a service, a test) that signs in through the adapter and calls on as that user.
 */
export function createMemorySessionStore(): SessionStore & { session(): Session | null } {
  let current: Session | null = null;
  return {
    session: () => current,
    getToken: () => current?.key ?? null,
    getActiveRole: () => null,
    clear: () => {
      current = null;
    },
    save: (next) => {
      current = next;
    },
  };
}
