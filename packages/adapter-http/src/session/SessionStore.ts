import type { Session } from "@pipeline/contract";

/** Where the adapter reads the signed-in user's token and active role, and what a 401 empties. */
export type SessionStore = {
  getToken(): string | null;
  /** Sent as `X-Active-Role` when set; without it the server decides with the user's first role. */
  getActiveRole(): string | null;
  /**
   * Drops the active role, so that calls act as the user's default role: done when the server
   * says the user no longer holds it. A store without it keeps the role, and such calls fail.
   */
  forgetActiveRole?(): void;
  clear(): void;
  /**
   * Keeps a new sign-in, so the calls after it carry its token. A store without it leaves
   * keeping the session to the app.
   */
  save?(session: Session): void;
};
