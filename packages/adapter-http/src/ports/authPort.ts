import { type AuthPort, calls, sessionOf } from "@pipeline/contract";
import { readAnything, readData } from "../client/answerReaders";
import type { HttpClient } from "../client/HttpClient";
import type { SessionStore } from "../session/SessionStore";

export function createAuthPort(client: HttpClient, session: SessionStore): AuthPort {
  return {
    // An answer without a user or a key signs no one in: null, and nothing is kept.
    erpLogin: async (input, options) => {
      const signedIn = await client.read(calls.auth.erpLogin, { ...options, input }, (body) =>
        sessionOf(readData(body)),
      );
      if (signedIn) session.save?.(signedIn);
      return signedIn;
    },
    // The e-mail sign-in answers its user and key without the `data` wrapper.
    emailLogin: async (input, options) => {
      const signedIn = await client.read(calls.auth.emailLogin, { ...options, input }, sessionOf);
      if (signedIn) session.save?.(signedIn);
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
    // A wrong current password is a 400: the session goes on.
    changePassword: (input, options) => client.message(calls.auth.changePassword, { ...options, input }),
    // Made without the token: the link signs nobody in.
    setPassword: (input, options) => client.message(calls.auth.setPassword, { ...options, input }),
  };
}
