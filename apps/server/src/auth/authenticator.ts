import argon2 from "argon2";

/** A user account as sign-in reads it. */
export type LoginAccount = { id: number; isActive: boolean; passwordHash: string | null };

/**
 * Checks an identifier and password. Local accounts by default; a directory (LDAP) can take its
 * place for `erp-login/` by configuration.
 */
export type Authenticator = {
  verify(account: LoginAccount, password: string): Promise<boolean>;
};

// Verified against when no account matched, so an unknown user costs as much as a wrong password.
const DUMMY_HASH = argon2.hash("pipeline-no-such-user", { type: argon2.argon2id });

export const localAuthenticator: Authenticator = {
  async verify(account, password) {
    if (!account.passwordHash) return false;
    try {
      return await argon2.verify(account.passwordHash, password);
    } catch {
      return false;
    }
  },
};

/** Burns the time a real check takes, for identifiers that match no account. */
export async function verifyNobody(password: string): Promise<false> {
  await argon2.verify(await DUMMY_HASH, password).catch(() => false);
  return false;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
