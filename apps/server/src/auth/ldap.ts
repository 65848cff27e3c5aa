import { isIP } from "node:net";
import type { ConnectionOptions } from "node:tls";
import { Client, Filter, ResultCodeError } from "ldapts";
import type { LdapConfig } from "../config";
import { DirectoryUnavailableError, type AuthLog, type LoginAccount } from "./authenticator";

/**
 * Escapes a value for one attribute of a DN (RFC 4514): the special characters, a leading space or
 * `#`, a trailing space and NUL, so a username can only ever be a value, never more DN.
 */
export function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (char) => `\\${char}`)
    .replace(/\0/g, "\\00")
    .replace(/^[ #]/, (char) => `\\${char}`)
    .replace(/ $/, "\\ ");
}

/** Puts a username into a filter template; `*`, parentheses, `\` and NUL are escaped (RFC 4515). */
export function userFilter(template: string, username: string): string {
  const escaped = Filter.escape(username);
  return template.replaceAll("{username}", () => escaped);
}

// LDAP result codes (RFC 4511, 4.1.9).
const INVALID_CREDENTIALS = 49;
const BUSY = 51;
const UNAVAILABLE = 52;

/** The code of an answer the directory gave; null when it gave none (network, timeout, TLS). */
const resultCode = (error: unknown) => (error instanceof ResultCodeError ? error.code : null);

/**
 * Checks a password by binding to the directory as the account's user: the DN comes from a template,
 * or from a search (as a service account or anonymously). `true` only for a successful bind.
 * A wrong password or an unknown directory user is `false`; a directory that cannot be reached, times
 * out or refuses the search throws DirectoryUnavailableError, and is logged.
 */
export function createLdapAuthenticator(config: LdapConfig, log: AuthLog) {
  const tlsOptions: ConnectionOptions = config.tlsCa ? { ca: config.tlsCa } : {};
  // StartTLS upgrades a socket that is already open: name the host its certificate must match.
  const host = new URL(config.url).hostname.replace(/^\[(.*)\]$/, "$1");
  const startTlsOptions: ConnectionOptions = {
    ...tlsOptions,
    host,
    ...(isIP(host) ? {} : { servername: host }),
  };

  async function connect(): Promise<Client> {
    const client = new Client({
      url: config.url,
      timeout: config.timeoutMs,
      connectTimeout: config.timeoutMs,
      // Only for ldaps://: TLS options on an ldap:// URL would make the client speak TLS at once.
      ...(config.url.startsWith("ldaps:") ? { tlsOptions } : {}),
    });
    if (config.startTls) await client.startTLS({ ...startTlsOptions });
    return client;
  }

  /** The DN to bind as, or null when the search finds no single entry. */
  async function findUserDn(client: Client, username: string): Promise<string | null> {
    const { user } = config;
    if ("dnTemplate" in user) return user.dnTemplate.replaceAll("{username}", () => escapeDnValue(username));
    if (user.bindDn !== null && user.bindPassword) await client.bind(user.bindDn, user.bindPassword);
    // Two at most: enough to tell one match from several (a size limit with entries is no error).
    const { searchEntries } = await client.search(user.searchBase, {
      scope: "sub",
      filter: userFilter(user.searchFilter, username),
      attributes: ["1.1"],
      sizeLimit: 2,
    });
    if (searchEntries.length > 1)
      log.warn({ username }, "More than one directory entry matches this username");
    return searchEntries.length === 1 ? (searchEntries[0]?.dn ?? null) : null;
  }

  async function verify(account: LoginAccount, password: string): Promise<boolean> {
    // An empty password makes a simple bind unauthenticated, which a directory lets through.
    if (password.length === 0 || account.username.length === 0) return false;
    let client: Client | null = null;
    let step = "connect";
    try {
      client = await connect();
      step = "find the user";
      const dn = await findUserDn(client, account.username);
      if (dn === null) return false;
      step = "bind as the user";
      try {
        await client.bind(dn, password);
        return true;
      } catch (error) {
        const code = resultCode(error);
        if (code === INVALID_CREDENTIALS) return false;
        // Another refusal (no such entry, account locked, ...) is still a refusal of this user;
        // a busy or unavailable directory is not.
        if (code !== null && code !== BUSY && code !== UNAVAILABLE) {
          log.warn(
            { username: account.username, code, err: String(error) },
            "The directory refused the bind",
          );
          return false;
        }
        throw error;
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ url: config.url, step, err: reason }, "The sign-in directory is not reachable");
      throw new DirectoryUnavailableError(reason);
    } finally {
      await client?.unbind().catch(() => undefined);
    }
  }

  return { verify };
}
