import type { LdapConfig } from "../config";
import { localAuthenticator, type AuthLog, type Authenticator } from "./authenticator";
import { createLdapAuthenticator } from "./ldap";

/**
 * The authenticator of `erp-login/`. Without a directory: local passwords only. With one: an account
 * that has a local password is still checked locally (the first administrator keeps working), and an
 * account without one by a bind to the directory. Either way the account must exist locally.
 */
export function createAuthenticator(ldap: LdapConfig | null, log: AuthLog): Authenticator {
  if (!ldap) return localAuthenticator;
  log.info({ url: ldap.url }, "erp-login/ checks accounts without a local password against LDAP");
  if (ldap.url.startsWith("ldap:") && !ldap.startTls) {
    log.warn({ url: ldap.url }, "LDAP passwords travel unencrypted: use ldaps:// or LDAP_STARTTLS");
  }
  const directory = createLdapAuthenticator(ldap, log);
  return {
    usesDirectory: true,
    verify: (account, password) =>
      account.passwordHash
        ? localAuthenticator.verify(account, password)
        : directory.verify(account, password),
  };
}
