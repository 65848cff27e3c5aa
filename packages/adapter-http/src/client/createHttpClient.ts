/*
 * The one request path of the adapter: token and role headers, the envelope both ways, multipart
 * forms, upload progress, cancellation, and every failure turned into an AdapterError.
 *
 * Requests go through fetch. An upload that reports its progress goes through axios, which reads
 * it where fetch cannot (XMLHttpRequest in a browser, the request stream in Node), as does every
 * request when the caller hands an axios instance of its own; axios loads only then.
 */
import type { AxiosInstance, AxiosProgressEvent, AxiosStatic } from "axios";
import {
  AdapterError,
  ADAPTER_STATUS,
  ROLE_NOT_HELD_MESSAGE,
  buildPath,
  type DataAnswer,
  type Endpoint,
  GENERIC_ERROR_MESSAGE,
  type HttpMethod,
  isAdapterError,
  NO_RESPONSE_STATUS,
  NO_TOKEN_MESSAGE,
  type PagedAnswer,
  toAdapterError,
  type WireQuery,
  type WriteAnswer,
} from "@pipeline/contract";
import { DECRYPT_FAILED_MESSAGE, type Envelope, isEnvelopeBody } from "@pipeline/contract/envelope";
import type { SessionStore } from "../session/SessionStore";
import { abortError, isAbortError } from "./abortError";
import { type AnswerReader, readData, readMessage, readPage, readSaved } from "./answerReaders";
import { downloadTarget } from "./downloadTarget";
import type { CallInput, HttpClient } from "./HttpClient";

export type HttpClientOptions = {
  baseUrl: string;
  /** Null sends and reads plain JSON. */
  envelope: Envelope | null;
  session: SessionStore;
  onUnauthorized?: () => void;
  /**
   * Sends every request instead of fetch. Default: fetch, and a new axios instance, loaded then,
   * for the uploads that report their progress.
   */
  axios?: AxiosInstance | undefined;
};

/** Which headers a request carries: the session's, the active role only, or none at all. */
type Credentials = "session" | "role" | "none";

type Transfer = {
  method: HttpMethod;
  url: string;
  baseURL: string;
  credentials: Credentials;
  data?: unknown;
  responseType: "text" | "arraybuffer";
  signal?: AbortSignal | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
};

/** An answer of any status, its body unread as text or bytes. */
type Received = { status: number; data: unknown; contentType: string | null };

type MultipartInput = { fields?: unknown; files?: Partial<Record<string, readonly Blob[]>> };

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** GET requests are typed with optional keys; absent ones stay off the wire. */
function toWireQuery(value: unknown): WireQuery {
  const query: WireQuery = {};
  if (typeof value !== "object" || value === null) return query;
  for (const [name, item] of Object.entries(value)) {
    if (item !== undefined && item !== null) query[name] = String(item);
  }
  return query;
}

function withQuery(path: string, query: WireQuery): string {
  const search = new URLSearchParams(query).toString();
  return search === "" ? path : `${path}?${search}`;
}

/** Bodies are read as text or bytes so that a proxy's HTML page cannot fail the JSON parse. */
function parseBody(raw: unknown): unknown {
  const text = raw instanceof ArrayBuffer || ArrayBuffer.isView(raw) ? new TextDecoder().decode(raw) : raw;
  if (typeof text !== "string") return text;
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function progressReporter(onProgress: ((fraction: number) => void) | undefined) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
    if (fraction !== undefined) onProgress(Math.min(1, Math.max(0, fraction)));
  };
}

/** The Accept header axios sends, kept for every request. */
const ACCEPT = "application/json, text/plain, */*";
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** The URL a request goes to: under the base unless absolute, joined as axios joins them. */
function requestUrl(baseURL: string, url: string): string {
  if (ABSOLUTE_URL.test(url) || baseURL === "") return url;
  return url === "" ? baseURL : `${baseURL.replace(/\/?\/$/, "")}/${url.replace(/^\/+/, "")}`;
}

/** axios, imported when first needed (an upload with progress): the other pages do without it. */
let loadingAxios: Promise<AxiosStatic> | null = null;

function loadAxios(): Promise<AxiosStatic> {
  loadingAxios ??= import("axios").then(
    (module) => module.default,
    (error: unknown) => {
      // A failed load (the network dropped) is tried again by the next request.
      loadingAxios = null;
      throw error;
    },
  );
  return loadingAxios;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { envelope, session } = options;
  let instance: AxiosInstance | undefined = options.axios;

  function headersFor(credentials: Credentials): Record<string, string> {
    const headers: Record<string, string> = {};
    if (credentials === "none") return headers;
    if (credentials === "session") {
      const token = session.getToken();
      // Nothing is sent: the server would only answer 401, and a signed-out screen needs no round trip.
      if (!token) throw new AdapterError(NO_TOKEN_MESSAGE, { status: ADAPTER_STATUS.unauthorized });
      headers.Authorization = `Token ${token}`;
    }
    const role = session.getActiveRole();
    if (role) headers["X-Active-Role"] = role;
    return headers;
  }

  function seal(value: unknown): unknown {
    return envelope ? envelope.seal(value) : value;
  }

  function toFormData(input: unknown): FormData {
    const { fields = {}, files = {} } = (input ?? {}) as MultipartInput;
    const form = new FormData();
    // The fields go first, so a server reading the stream can refuse them before any file arrives.
    form.append("payload", envelope ? envelope.seal(fields).payload : JSON.stringify(fields));
    for (const [name, blobs] of Object.entries(files)) {
      for (const blob of blobs ?? []) form.append(name, blob);
    }
    return form;
  }

  async function transfer(request: Transfer): Promise<Received> {
    if (request.signal?.aborted) throw abortError();
    const headers = headersFor(request.credentials);
    return instance || request.onProgress ? viaAxios(request, headers) : viaFetch(request, headers);
  }

  async function viaFetch(request: Transfer, headers: Record<string, string>): Promise<Received> {
    const { data } = request;
    const json = data !== undefined && !(data instanceof FormData);
    if (json) headers["Content-Type"] = "application/json";
    try {
      const response = await fetch(requestUrl(request.baseURL, request.url), {
        method: request.method,
        headers: { Accept: ACCEPT, ...headers },
        // A form sets its own multipart type and boundary.
        body: json ? JSON.stringify(data) : (data as FormData | undefined),
        signal: request.signal ?? null,
      });
      return {
        status: response.status,
        data: request.responseType === "text" ? await response.text() : await response.arrayBuffer(),
        contentType: response.headers.get("content-type"),
      };
    } catch (error) {
      if (request.signal?.aborted) throw abortError();
      throw new AdapterError(GENERIC_ERROR_MESSAGE, { status: NO_RESPONSE_STATUS, cause: error });
    }
  }

  async function viaAxios(request: Transfer, headers: Record<string, string>): Promise<Received> {
    let axios: AxiosStatic | undefined;
    try {
      axios = await loadAxios();
      instance ??= axios.create();
      const response = await instance.request<unknown>({
        method: request.method,
        url: request.url,
        baseURL: request.baseURL,
        headers,
        data: request.data,
        signal: request.signal,
        responseType: request.responseType,
        transformResponse: (data: unknown) => data,
        // Every status is read here, so that the body of an error can be opened and mapped.
        validateStatus: () => true,
        onUploadProgress: progressReporter(request.onProgress),
      });
      const type: unknown = response.headers["content-type"];
      return {
        status: response.status,
        data: response.data,
        contentType: typeof type === "string" ? type : null,
      };
    } catch (error) {
      if (axios?.isCancel(error) || request.signal?.aborted) throw abortError();
      throw new AdapterError(GENERIC_ERROR_MESSAGE, { status: NO_RESPONSE_STATUS, cause: error });
    }
  }

  /**
   * The error of a failed answer. A 401 on a call that carried the token ends the session. A 403
   * is only raised: whether it means "this page is not yours" (a read) or "this action is not
   * yours" (a write the screen reports and stays) is the caller's to tell.
   */
  function failure(response: Received, credentials: Credentials): AdapterError {
    const { status } = response;
    if (credentials === "session" && status === ADAPTER_STATUS.unauthorized) {
      session.clear();
      options.onUnauthorized?.();
    }
    let body = parseBody(response.data);
    // Errors the server raises before the envelope applies (a bad envelope, a proxy) come plain.
    if (envelope && isEnvelopeBody(body)) {
      try {
        body = envelope.open(body);
      } catch (cause) {
        return new AdapterError(DECRYPT_FAILED_MESSAGE, { status, cause });
      }
    }
    return toAdapterError(status, body);
  }

  function answerOf(response: Received): unknown {
    const body = parseBody(response.data);
    if (envelope === null || body === undefined) return body;
    try {
      return envelope.open(body);
    } catch (cause) {
      throw new AdapterError(DECRYPT_FAILED_MESSAGE, { status: response.status, cause });
    }
  }

  /** Anything that is neither a cancellation nor already an AdapterError becomes one. */
  function settled(error: unknown): unknown {
    if (isAdapterError(error) || isAbortError(error)) return error;
    return new AdapterError(GENERIC_ERROR_MESSAGE, { status: NO_RESPONSE_STATUS, cause: error });
  }

  /** A 403 for a role the user no longer holds: the store forgets it, and the call is made once more. */
  function roleTakenAway(error: AdapterError): boolean {
    if (error.status !== ADAPTER_STATUS.forbidden || error.message !== ROLE_NOT_HELD_MESSAGE) return false;
    if (!session.forgetActiveRole || session.getActiveRole() === null) return false;
    session.forgetActiveRole();
    return true;
  }

  async function read<R, T>(
    endpoint: Endpoint<R, unknown>,
    call: CallInput<R>,
    reader: AnswerReader<T>,
  ): Promise<T> {
    const credentials: Credentials = endpoint.auth ? "session" : "role";
    try {
      const isGet = endpoint.method === "GET";
      const query = { ...(isGet ? toWireQuery(call.input) : call.query), ...endpoint.fixedQuery };
      const response = await transfer({
        method: endpoint.method,
        url: withQuery(buildPath(endpoint.path, call.params), query),
        baseURL: options.baseUrl,
        credentials,
        data: isGet ? undefined : endpoint.multipart ? toFormData(call.input) : seal(call.input ?? {}),
        responseType: "text",
        signal: call.signal,
        onProgress: call.onProgress,
      });
      if (!isSuccess(response.status)) {
        const error = failure(response, credentials);
        // Refused before anything was done: made again as the user's default role.
        if (roleTakenAway(error)) return await read(endpoint, call, reader);
        throw error;
      }
      const value = reader(answerOf(response));
      if (value === undefined) throw new AdapterError(GENERIC_ERROR_MESSAGE, { status: response.status });
      return value;
    } catch (error) {
      throw settled(error);
    }
  }

  return {
    read,
    page: <R, T>(endpoint: Endpoint<R, PagedAnswer<T>>, call: CallInput<R> = {}) =>
      read(endpoint, call, readPage<T>),
    data: <R, T>(endpoint: Endpoint<R, DataAnswer<T>>, call: CallInput<R> = {}) =>
      read(endpoint, call, readData<T>),
    saved: <R, T>(endpoint: Endpoint<R, WriteAnswer<T>>, call: CallInput<R> = {}) =>
      read(endpoint, call, readSaved<T>),
    message: (endpoint, call = {}) => read(endpoint, call, readMessage),
    download: async (path, { signal } = {}) => {
      const target = downloadTarget(options.baseUrl, path);
      const credentials: Credentials = target.ownOrigin ? "session" : "none";
      try {
        const response = await transfer({
          method: "GET",
          url: target.url,
          baseURL: target.baseURL,
          credentials,
          responseType: "arraybuffer",
          signal,
        });
        if (!isSuccess(response.status)) throw failure(response, credentials);
        return new Blob([response.data as ArrayBuffer], { type: response.contentType ?? "" });
      } catch (error) {
        throw settled(error);
      }
    },
  };
}
