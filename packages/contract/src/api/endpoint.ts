export type HttpMethod = "GET" | "POST" | "PUT";

/** The request of a call that sends nothing but its path. */
export type Empty = Record<string, never>;

/**
 * One call of the API. `path` is relative to `/api/v1/`, with `:name` for path parameters
 * (`company/:id/`). The request and answer types ride along for typed clients and servers.
 */
export type Endpoint<Request = Empty, Answer = unknown> = {
  readonly method: HttpMethod;
  readonly path: string;
  /** False for the calls made before sign-in (login, meeting links). */
  readonly auth: boolean;
  /** Files travel as multipart parts; the other fields as one sealed `payload` part. */
  readonly multipart: boolean;
  /** Fixed query parameters that select this reading of a shared path. */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** Only for typing: never set at run time. */
  readonly types?: { request: Request; answer: Answer };
};

type EndpointOptions = { auth?: boolean; multipart?: boolean; fixedQuery?: Record<string, string> };

export function endpoint<Request = Empty, Answer = unknown>(
  method: HttpMethod,
  path: string,
  options: EndpointOptions = {},
): Endpoint<Request, Answer> {
  return {
    method,
    path,
    auth: options.auth ?? true,
    multipart: options.multipart ?? false,
    ...(options.fixedQuery ? { fixedQuery: options.fixedQuery } : {}),
  };
}

export type RequestOf<E> = E extends Endpoint<infer R, unknown> ? R : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer A> ? A : never;

/** Fills `:name` parameters of a path; a missing one is a programming error. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path parameter names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? "");
}
