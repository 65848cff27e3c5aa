import {
  AdapterError,
  type AuthPort,
  changePasswordSchema,
  loginSchema,
  PASSWORD_MESSAGES,
  passwordChangeRefusal,
  passwordManagedByDirectory,
  type Session,
  setPasswordSchema,
} from "@pipeline/contract";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, unauthorized } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedUser } from "../state/MemorySeed";
import { auditSession } from "../state/auditTrail";
import { findUser, signIn } from "../state/MemoryState";
import { toCurrentUser } from "../views/userViews";

// The most common passwords are the server's list to refuse; the memory adapter takes any password
// the form's schema takes.

export function createAuthPort({ state, call, callPublic, now }: MemoryRuntime): AuthPort {
  /** Any failure reads the same, so sign-in does not tell which usernames exist. */
  async function session(
    identifier: string,
    password: string,
    matches: (user: SeedUser, identifier: string) => boolean,
  ): Promise<Session> {
    const values = await validateInput(loginSchema, { username: identifier, password });
    const user = state.users.find((entry) => matches(entry, values.username));
    if (!user || !user.is_active || user.password === null || user.password !== values.password) {
      // The trail keeps the account's name when the name typed is one, never what was typed otherwise.
      auditSession(state, now(), "sign_in_failed", null, user?.username);
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
    changePassword: (input, options) =>
      call(options, async (user) => {
        const refusal = passwordChangeRefusal({
          password_managed_by_directory: passwordManagedByDirectory(
            user.password !== null,
            state.directory === true,
          ),
        });
        if (refusal) throw new AdapterError(refusal.message, { status: refusal.status });
        const values = await validateInput(changePasswordSchema, input);
        if (user.password === null || user.password !== values.current_password) {
          throw invalidField("current_password", PASSWORD_MESSAGES.wrongCurrent);
        }
        // The one session the adapter holds is the caller's own, and it goes on.
        user.password = values.new_password;
        user.modified = now();
        return { message: PASSWORD_MESSAGES.changed };
      }),
    setPassword: (input, options) =>
      callPublic(options, async () => {
        const values = await validateInput(setPasswordSchema, input);
        const at = now();
        const link = state.passwordLinks.find((entry) => entry.token === values.token);
        const user = link && state.users.find((entry) => entry.pk === link.user_pk);
        if (!link || !user || !user.is_active || link.used_at !== null || link.expires_at <= at) {
          throw new AdapterError(PASSWORD_MESSAGES.linkInvalid, { status: 400 });
        }
        link.used_at = at;
        user.password = values.new_password;
        user.modified = at;
        // Every session of the user ends.
        if (state.session?.pk === user.pk) state.session = null;
        return { message: PASSWORD_MESSAGES.set };
      }),
  };
}
