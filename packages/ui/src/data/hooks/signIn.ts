// The sign-in call, in a module of its own: the sign-in page loads it without the server-state
// cache's library, which the other auth hooks (./auth) bring.
import { QueryClientContext } from "@tanstack/react-query";
import { useCallback, useContext } from "react";
import type { Session } from "@pipeline/contract";
import { requirePort, useDataAdapter } from "../AdapterContext";
import type { PortSlice } from "../slices";

/** What the sign-in form collects: an ERP username, or an e-mail address, and a password. */
export type SignInCredentials = { username: string; password: string };

export type SignInSlice = PortSlice<"auth", "erpLogin" | "emailLogin">;

/**
 * Signs in through the adapter: the returned function answers what the server answered, or fails
 * with its error. A new session starts with an empty cache, so nothing read for the previous user
 * is shown to the next one: the server-state cache above, when there is one, is emptied (an app
 * whose sign-in page has none empties its own cache on sign-in).
 */
export function useSignIn(): (credentials: SignInCredentials) => Promise<Session | null> {
  const adapter = useDataAdapter();
  const client = useContext(QueryClientContext);
  return useCallback(
    async (credentials: SignInCredentials) => {
      const { callSignIn } = await import("./signInRules");
      const answer = await callSignIn(requirePort(adapter, "auth") as SignInSlice["auth"], credentials);
      client?.removeQueries();
      return answer;
    },
    [adapter, client],
  );
}
