import argon2 from "argon2";
import { passwordManagedByDirectory } from "@pipeline/contract";

/** A user account as sign-in reads it. */
export type LoginAccount = { id: number; username: string; isActive: boolean; passwordHash: string | null };

/**
 * Checks an account's password. Local accounts by default; a directory (LDAP) checks the accounts
 * without a local password on `erp-login/` when configured (see createAuthenticator).
 * Throws DirectoryUnavailableError when the answer cannot be known.
 */
export type Authenticator = {
  verify(account: LoginAccount, password: string): Promise<boolean>;
  /** True when a directory checks the accounts without a local password (their password is its). */
  readonly usesDirectory?: boolean;
};

/** Where authenticators report trouble: the server's logger, or anything shaped like it. */
export type AuthLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** The directory did not answer (down, timed out, refused the service account): not a wrong password. */
export class DirectoryUnavailableError extends Error {
  override name = "DirectoryUnavailableError";
}

// Verified against when no account matched, so an unknown user costs as much as a wrong password.
const DUMMY_HASH = argon2.hash("pipeline-no-such-user", { type: argon2.argon2id });

/** Local passwords only; an account without one cannot sign in, and takes as long to refuse. */
export const localAuthenticator: Authenticator = {
  async verify(account, password) {
    if (!account.passwordHash) return verifyNobody(password);
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

/** Whether an account's password is the directory's under this authenticator (see the contract's rule). */
export function directoryKeepsPassword(authenticator: Authenticator, passwordHash: string | null): boolean {
  return passwordManagedByDirectory(passwordHash !== null, authenticator.usesDirectory === true);
}
