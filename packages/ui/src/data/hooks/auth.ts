import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput, SetPasswordInput } from "@pipeline/contract";
import { requireMethod, useDataAdapter } from "../AdapterContext";
import type { PortSlice } from "../slices";
import { useAdapterMutation } from "../useAdapterMutation";

export type SignOutSlice = PortSlice<"auth", "logout">;

/** Ends the session on the server; what the server answers is the caller's to ignore or not. */
export function useSignOut() {
  const adapter = useDataAdapter();
  return useMutation({ mutationFn: () => requireMethod(adapter, "auth", "logout").logout() });
}

export type ChangePasswordSlice = PortSlice<"auth", "changePassword">;

/** Changes the signed-in user's own password: their other sessions end, this one goes on. */
export function useChangePassword() {
  return useAdapterMutation(
    "auth",
    (auth: ChangePasswordSlice["auth"], input: ChangePasswordInput) => auth.changePassword(input),
    [],
  );
}

export type SetPasswordSlice = PortSlice<"auth", "setPassword">;

/** Sets a password through a set-password link, without signing in. */
export function useSetPassword() {
  return useAdapterMutation(
    "auth",
    (auth: SetPasswordSlice["auth"], input: SetPasswordInput) => auth.setPassword(input),
    [],
  );
}
