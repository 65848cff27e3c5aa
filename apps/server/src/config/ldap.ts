import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, optional, readBoolean } from "./values";

/** The directory `erp-login/` binds to for accounts that have no local password. */
export type LdapConfig = {
  /** ldap://host[:port] or ldaps://host[:port]. */
  url: string;
  /** How a username becomes the DN to bind as: a template, or a search. */
  user: { dnTemplate: string } | LdapSearch;
  /** Per connection and per operation, in ms. */
  timeoutMs: number;
  /** Upgrade an ldap:// connection with StartTLS before any password is sent. */
  startTls: boolean;
  /** PEM certificates to trust for ldaps:// and StartTLS, instead of the system's. */
  tlsCa: string | null;
};

export type LdapSearch = {
  searchBase: string;
  /** An LDAP filter with `{username}`, replaced by the escaped username. */
  searchFilter: string;
  /** The account that searches; null: an anonymous search. */
  bindDn: string | null;
  bindPassword: string | null;
};

export const DEFAULT_LDAP_TIMEOUT_MS = 5000;
export const DEFAULT_LDAP_SEARCH_FILTER = "(uid={username})";

const LDAP_VARIABLES = [
  "LDAP_USER_DN",
  "LDAP_SEARCH_BASE",
  "LDAP_SEARCH_FILTER",
  "LDAP_BIND_DN",
  "LDAP_BIND_PASSWORD",
  "LDAP_TIMEOUT_MS",
  "LDAP_STARTTLS",
  "LDAP_CA_FILE",
] as const;

/** The LDAP_* variables, or null when LDAP_URL is unset (and so is every other one). */
export function readLdap(env: NodeJS.ProcessEnv, cwd: string): LdapConfig | null {
  const url = optional(env.LDAP_URL);
  if (url === null) {
    const stray = LDAP_VARIABLES.find((name) => optional(env[name]) !== null);
    if (stray)
      throw new ConfigError(`${stray} is set but LDAP_URL is not; set LDAP_URL to sign in through LDAP.`);
    return null;
  }
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const bare = parsed && /^\/?$/.test(parsed.pathname) && !parsed.search && !parsed.hash && !parsed.username;
  if (!parsed || !/^ldaps?:$/.test(parsed.protocol) || !parsed.hostname || !bare) {
    throw new ConfigError(`LDAP_URL must be ldap://host[:port] or ldaps://host[:port], not "${url}".`);
  }

  const dnTemplate = optional(env.LDAP_USER_DN);
  const searchBase = optional(env.LDAP_SEARCH_BASE);
  if ((dnTemplate === null) === (searchBase === null)) {
    throw new ConfigError(
      "With LDAP_URL, set either LDAP_USER_DN (a DN template with {username}) or LDAP_SEARCH_BASE (to search for the user), not both or neither.",
    );
  }
  let user: LdapConfig["user"];
  if (dnTemplate !== null) {
    if (!dnTemplate.includes("{username}")) {
      throw new ConfigError(
        `LDAP_USER_DN must contain {username}, as in uid={username},ou=people,dc=example,dc=org.`,
      );
    }
    const searchOnly = ["LDAP_SEARCH_FILTER", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD"].find(
      (name) => optional(env[name]) !== null,
    );
    if (searchOnly)
      throw new ConfigError(`${searchOnly} is for LDAP_SEARCH_BASE; LDAP_USER_DN needs no search.`);
    user = { dnTemplate };
  } else {
    const searchFilter = optional(env.LDAP_SEARCH_FILTER) ?? DEFAULT_LDAP_SEARCH_FILTER;
    if (
      !searchFilter.includes("{username}") ||
      !searchFilter.startsWith("(") ||
      !searchFilter.endsWith(")")
    ) {
      throw new ConfigError(
        `LDAP_SEARCH_FILTER must be a filter in parentheses with {username}, as in (uid={username}), not "${searchFilter}".`,
      );
    }
    const bindDn = optional(env.LDAP_BIND_DN);
    // Kept as given: spaces can be part of a password. Empty counts as unset (an anonymous bind).
    const bindPassword = env.LDAP_BIND_PASSWORD ? env.LDAP_BIND_PASSWORD : null;
    if ((bindDn === null) !== (bindPassword === null)) {
      throw new ConfigError(
        "LDAP_BIND_DN and LDAP_BIND_PASSWORD go together: set both, or neither for an anonymous search.",
      );
    }
    user = { searchBase: searchBase as string, searchFilter, bindDn, bindPassword };
  }

  const rawTimeout = optional(env.LDAP_TIMEOUT_MS);
  const timeoutMs = rawTimeout === null ? DEFAULT_LDAP_TIMEOUT_MS : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
    throw new ConfigError(
      `LDAP_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, not "${rawTimeout}".`,
    );
  }
  const startTls = readBoolean("LDAP_STARTTLS", env.LDAP_STARTTLS);
  if (startTls && parsed.protocol === "ldaps:") {
    throw new ConfigError("LDAP_STARTTLS is for ldap:// URLs; an ldaps:// connection is encrypted already.");
  }
  const caFile = optional(env.LDAP_CA_FILE);
  let tlsCa: string | null = null;
  if (caFile !== null) {
    const caPath = path.resolve(cwd, caFile);
    try {
      tlsCa = readFileSync(caPath, "utf8");
    } catch {
      throw new ConfigError(`LDAP_CA_FILE cannot be read: ${caPath}.`);
    }
    if (!tlsCa.includes("-----BEGIN CERTIFICATE-----")) {
      throw new ConfigError(`LDAP_CA_FILE must hold PEM certificates: ${caPath}.`);
    }
    if (parsed.protocol === "ldap:" && !startTls) {
      throw new ConfigError(
        "LDAP_CA_FILE is for ldaps:// or LDAP_STARTTLS; a plain ldap:// connection uses no certificate.",
      );
    }
  }
  return { url: `${parsed.protocol}//${parsed.host}`, user, timeoutMs, startTls, tlsCa };
}
