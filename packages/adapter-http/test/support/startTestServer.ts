/*
 * A real HTTP server on 127.0.0.1 for the adapter's tests. It opens request envelopes and seals
 * answers with the server-side (node:crypto) envelope, so every test also proves that the
 * browser implementation and the server's speak the same format.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createEnvelope, type Envelope, generateEnvelopeKey } from "@pipeline/contract/envelope-node";

export type ReceivedRequest = {
  method: string;
  /** The path without the query, e.g. `/api/v1/company/7`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type Reply = {
  status?: number;
  /** Sealed when the server's envelope is on, unless `plain` is set. */
  json?: unknown;
  /** Sent as is: text, bytes or a tampered payload. */
  raw?: string | Buffer;
  plain?: boolean;
  headers?: Record<string, string>;
  /** Holds the answer back, e.g. so that a call can be cancelled meanwhile. */
  delayMs?: number;
};

export type Handler = (request: ReceivedRequest) => Reply;

export type TestServer = {
  /** The API base the adapter is given. */
  baseUrl: string;
  origin: string;
  /** Null when the server runs with the envelope off. */
  envelopeKey: string | null;
  envelope: Envelope | null;
  requests: ReceivedRequest[];
  /** Answers every following request; the default answers 404. */
  handle(handler: Handler): void;
  /** The JSON a request carried, opened when the envelope is on. */
  jsonOf(request: ReceivedRequest): unknown;
  formOf(request: ReceivedRequest): Promise<FormData>;
  close(): Promise<void>;
};

export async function startTestServer({ envelope: withEnvelope = true } = {}): Promise<TestServer> {
  const envelopeKey = withEnvelope ? generateEnvelopeKey() : null;
  const envelope = envelopeKey === null ? null : createEnvelope(envelopeKey);
  const requests: ReceivedRequest[] = [];
  let handler: Handler = () => ({ status: 404, json: { message: "Not found." } });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const request: ReceivedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const reply = handler(request);
      const body =
        reply.raw ??
        (reply.json === undefined
          ? ""
          : JSON.stringify(envelope && !reply.plain ? envelope.seal(reply.json) : reply.json));
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          "content-type": "application/json",
          ...reply.headers,
        });
        res.end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}/api/v1/`,
    origin,
    envelopeKey,
    envelope,
    requests,
    handle: (next) => {
      handler = next;
    },
    jsonOf: (request) => {
      const value: unknown = JSON.parse(request.body.toString("utf8"));
      return envelope ? envelope.open(value) : value;
    },
    formOf: (request) =>
      new Request(`${origin}${request.path}`, {
        method: request.method,
        headers: { "content-type": request.headers["content-type"] ?? "" },
        body: Uint8Array.from(request.body),
      }).formData(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
