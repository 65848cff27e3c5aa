import { endpoint, type Empty } from "./endpoint";

/** What a client on another origin needs before its first call: the key that opens sealed bodies. */
export type ClientConfig = {
  /** The envelope key (64 hex characters) the portal's page carries; null when the envelope is off. */
  envelope_key: string | null;
};

/**
 * The calls of `/api/v1` that clients embedding the widgets on other origins make before any other
 * (the web components, an app's own adapter). No sign-in, and answered in plain JSON whatever the
 * envelope, since the answer is what opens it.
 */
export const embedderCalls = {
  clientConfig: endpoint<Empty, ClientConfig>("GET", "client-config/", { auth: false }),
} as const;
