import { type DataAdapter, embedderCalls } from "@pipeline/contract";
import { createHttpAdapter, type SessionStore } from "@pipeline/adapter-http";

/** What an element knows of the user it acts as: the host's token and the role it picked. */
export type ElementCredentials = {
  token(): string | null;
  activeRole(): string | null;
};

/** `api-base` as the adapter takes it: absolute (a relative one is the page's), ending in a slash. */
export function apiBaseUrl(apiBase: string): string {
  const url = new URL(apiBase, document.baseURI).href;
  return url.endsWith("/") ? url : `${url}/`;
}

/** A failure to reach the server or read its answer, said as the widgets say theirs. */
export class ConnectionError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ConnectionError";
  }
}

/** `GET client-config/`: the envelope key the server's own pages carry (null when the envelope is off). */
async function readEnvelopeKey(baseUrl: string, signal: AbortSignal): Promise<string | null> {
  let answer: Response;
  try {
    answer = await fetch(`${baseUrl}${embedderCalls.clientConfig.path}`, {
      signal,
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ConnectionError(
      `Could not reach the Pipeline server at ${baseUrl}: the server is down, or it does not allow this page's origin (CORS_ORIGINS).`,
      null,
    );
  }
  if (!answer.ok) {
    throw new ConnectionError(
      `The Pipeline server at ${baseUrl} did not hand out its client configuration (HTTP ${answer.status}).`,
      answer.status,
    );
  }
  const body: unknown = await answer.json();
  const key =
    typeof body === "object" && body !== null ? (body as { envelope_key?: unknown }).envelope_key : undefined;
  if (key !== null && typeof key !== "string") {
    throw new ConnectionError(
      `The Pipeline server at ${baseUrl} answered its client configuration without a key.`,
      answer.status,
    );
  }
  return key;
}

/**
 * The whole DataAdapter over a Pipeline server on any origin, acting as the user whose token the
 * host gave: the envelope key is read first, the session is kept in memory, and a token the server
 * refused (401) is sent no more until the host gives another.
 */
export async function connectHttp(
  apiBase: string,
  credentials: ElementCredentials,
  signal: AbortSignal,
): Promise<DataAdapter> {
  const baseUrl = apiBaseUrl(apiBase);
  const envelopeKey = await readEnvelopeKey(baseUrl, signal);
  let refused = false;
  const session: SessionStore = {
    getToken: () => (refused ? null : credentials.token()),
    getActiveRole: () => credentials.activeRole(),
    clear: () => {
      refused = true;
    },
  };
  return createHttpAdapter({ baseUrl, envelopeKey, session });
}
