import { type AuthPort, loginSchema, type Session } from "@pipeline/contract";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { unauthorized } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedUser } from "../state/MemorySeed";
import { auditSession } from "../state/auditTrail";
import { findUser, signIn } from "../state/MemoryState";
import { toCurrentUser } from "../views/userViews";

export function createAuthPort({ state, callPublic, now }: MemoryRuntime): AuthPort {
  /** Any failure reads the same, so sign-in does not tell which usernames exist. */
  async function session(
    identifier: string,
    password: string,
    matches: (user: SeedUser, identifier: string) => boolean,
  ): Promise<Session> {
    const values = await validateInput(loginSchema, { username: identifier, password });
    const user = state.users.find((entry) => matches(entry, values.username));
    if (!user || !user.is_active || user.password === null || user.password !== values.password) {
      // The trail keeps the name typed, not whom it may have named.
      auditSession(state, now(), "sign_in_failed", null, values.username);
      throw unauthorized(ADAPTER_MESSAGES.invalidCredentials);
    }
    const key = signIn(state, user).key;
    auditSession(state, now(), "sign_in", user);
    return { user: toCurrentUser(user), key };
  }

  return {
    erpLogin: (input, options) =>
      callPublic(options, () =>
        session(
          input.username,
          input.password,
          (user, name) => user.username.toLowerCase() === name.toLowerCase(),
        ),
      ),
    // The sign-in form has one identifier field, so its messages name `username` here too.
    emailLogin: (input, options) =>
      callPublic(options, () =>
        session(input.email, input.password, (user, email) => user.email === email.toLowerCase()),
      ),
    logout: (options) =>
      callPublic(options, () => {
        const user = findUser(state, state.session?.pk ?? null);
        if (user) auditSession(state, now(), "sign_out", user);
        state.session = null;
      }),
  };
}
