import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isEmailLogin, type Session } from "@pipeline/contract";
import { requireMethod, requirePort, useDataAdapter } from "../AdapterContext";
import type { PortSlice } from "../slices";

/** What the sign-in form collects: an ERP username, or an e-mail address, and a password. */
export type SignInCredentials = { username: string; password: string };

export type SignInSlice = PortSlice<"auth", "erpLogin" | "emailLogin">;

/** An identifier containing @ goes to the e-mail sign-in call, any other to the ERP one. */
export function callSignIn(
  auth: SignInSlice["auth"],
  { username, password }: SignInCredentials,
): Promise<Session | null> {
  return isEmailLogin(username)
    ? auth.emailLogin({ email: username, password })
    : auth.erpLogin({ username, password });
}

/**
 * Signs in through the adapter. A new session starts with an empty cache, so nothing read for the
 * previous user is shown to the next one.
 */
export function useSignIn() {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInCredentials) =>
      callSignIn(requirePort(adapter, "auth") as SignInSlice["auth"], credentials),
    onSuccess: () => client.removeQueries(),
  });
}

export type SignOutSlice = PortSlice<"auth", "logout">;

/** Ends the session on the server; what the server answers is the caller's to ignore or not. */
export function useSignOut() {
  const adapter = useDataAdapter();
  return useMutation({ mutationFn: () => requireMethod(adapter, "auth", "logout").logout() });
}
