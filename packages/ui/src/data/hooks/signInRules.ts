// The contract's sign-in rules, in a module of their own: which call signs in, and the sign-in
// form's schema. They load with the form's first validation (or the first sign-in), not with the
// sign-in page, which shows without the contract's schemas and their library.
import { isEmailLogin, type Session } from "@pipeline/contract";
import type { SignInCredentials, SignInSlice } from "./signIn";

export { loginSchema } from "@pipeline/contract";

/** An identifier containing @ goes to the e-mail sign-in call, any other to the ERP one. */
export function callSignIn(
  auth: SignInSlice["auth"],
  { username, password }: SignInCredentials,
): Promise<Session | null> {
  return isEmailLogin(username)
    ? auth.emailLogin({ email: username, password })
    : auth.erpLogin({ username, password });
}
