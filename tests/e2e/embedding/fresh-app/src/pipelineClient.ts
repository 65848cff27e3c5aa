// The app's own client of a Pipeline server: plain fetch, the token header, and the envelope the
// server seals its answers in (its key read from `client-config/`, which is never sealed).
import {
  AdapterError,
  buildPath,
  type CallOptions,
  type ClientConfig,
  embedderCalls,
  type Endpoint,
  GENERIC_ERROR_MESSAGE,
  NO_RESPONSE_STATUS,
  calls,
  type Session,
  toAdapterError,
  type WireQuery,
} from "@pipeline/contract";
import { createEnvelope, type Envelope, isEnvelopeBody } from "@pipeline/contract/envelope";

export type PipelineClient = {
  /** Sends one call and answers its body, opened; a failed call rejects with an AdapterError. */
  send(
    endpoint: Endpoint<unknown, unknown>,
    request?: {
      params?: Record<string, string | number>;
      query?: WireQuery;
      body?: unknown;
      options?: CallOptions | undefined;
    },
  ): Promise<unknown>;
};

type Settings = { apiBase: string; envelope: Envelope | null; token: string | null };

function parse(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function clientOf({ apiBase, envelope, token }: Settings): PipelineClient {
  return {
    async send(endpoint, { params, query = {}, body, options } = {}) {
      const url = new URL(buildPath(endpoint.path, params), apiBase);
      for (const [name, value] of Object.entries({ ...query, ...endpoint.fixedQuery })) {
        url.searchParams.set(name, value);
      }
      const headers: Record<string, string> = { Accept: "application/json" };
      if (token) headers.Authorization = `Token ${token}`;
      if (body !== undefined) headers["Content-Type"] = "application/json";
      let response: Response;
      try {
        response = await fetch(url, {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(envelope ? envelope.seal(body) : body),
          signal: options?.signal ?? null,
        });
      } catch (error) {
        // A cancelled read stays a cancellation: the cache drops it quietly.
        if (options?.signal?.aborted) throw error;
        throw new AdapterError(GENERIC_ERROR_MESSAGE, { status: NO_RESPONSE_STATUS, cause: error });
      }
      let answer = parse(await response.text());
      if (envelope && isEnvelopeBody(answer)) answer = envelope.open(answer);
      if (!response.ok) throw toAdapterError(response.status, answer);
      return answer;
    },
  };
}

/** The server's envelope key (none when it speaks plain JSON), and a client that is not signed in. */
export async function connect(apiBase: string): Promise<{
  client: PipelineClient;
  signIn(username: string, password: string): Promise<PipelineClient>;
}> {
  const plain = clientOf({ apiBase, envelope: null, token: null });
  const config = (await plain.send(embedderCalls.clientConfig)) as ClientConfig;
  const envelope = config.envelope_key ? createEnvelope(config.envelope_key) : null;
  const client = clientOf({ apiBase, envelope, token: null });
  return {
    client,
    async signIn(username, password) {
      const answer = (await client.send(calls.auth.erpLogin, { body: { username, password } })) as {
        data: Session;
      };
      return clientOf({ apiBase, envelope, token: answer.data.key });
    },
  };
}
