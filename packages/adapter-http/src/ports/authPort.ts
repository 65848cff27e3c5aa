import { type AuthPort, calls } from "@pipeline/contract";
import { readAnything, readSession } from "../client/answerReaders";
import type { HttpClient } from "../client/HttpClient";
import type { SessionStore } from "../session/SessionStore";

export function createAuthPort(client: HttpClient, session: SessionStore): AuthPort {
  return {
    erpLogin: async (input, options) => {
      const signedIn = await client.data(calls.auth.erpLogin, { ...options, input });
      session.save?.(signedIn);
      return signedIn;
    },
    emailLogin: async (input, options) => {
      const signedIn = await client.read(calls.auth.emailLogin, { ...options, input }, readSession);
      session.save?.(signedIn);
      return signedIn;
    },
    logout: async (options) => {
      try {
        await client.read(calls.auth.logout, { ...options }, readAnything);
      } finally {
        // The spec signs the user out even when the server call fails.
        session.clear();
      }
    },
  };
}
