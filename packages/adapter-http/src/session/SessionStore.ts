import type { Session } from "@pipeline/contract";

/** Where the adapter reads the signed-in user's token and active role, and what a 401 empties. */
export type SessionStore = {
  getToken(): string | null;
  /** Sent as `X-Active-Role` when set; without it the server decides with the user's first role. */
  getActiveRole(): string | null;
  clear(): void;
  /**
   * Keeps a new sign-in, so the calls after it carry its token. A store without it leaves
   * keeping the session to the app.
   */
  save?(session: Session): void;
};
