import { ProviderRefusedError, ProviderUnavailableError } from "../provider";

/** SendGrid's own v3 API; an EU regional account answers at https://api.eu.sendgrid.com. */
export const SENDGRID_API_URL = "https://api.sendgrid.com";

export type SendgridClientOptions = {
  apiKey: string;
  /** Default: SendGrid's own (SENDGRID_API_URL). */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** How long one call may take, in ms; default 30000. */
  timeoutMs?: number;
};

export type SendgridRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** From /v3/… on. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
};

/** Calls SendGrid's v3 API with the key; answers the parsed JSON (undefined for an empty answer). */
export type SendgridClient = <T>(request: SendgridRequest) => Promise<T>;

/** SendGrid's error answer: `{"errors": [{"field": …, "message": …}]}`. */
function firstErrorOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { errors?: { message?: unknown; field?: unknown }[] };
    const message = parsed.errors?.[0]?.message;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

// Messages name the call and SendGrid's words, never the key: they end up in logs and campaign errors.
export function createSendgridClient(options: SendgridClientOptions): SendgridClient {
  const base = (options.apiUrl ?? SENDGRID_API_URL).replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const authorization = `Bearer ${options.apiKey}`;

  return async <T>({ method, path, query, body }: SendgridRequest): Promise<T> => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
    const call = `${method} ${path}`;

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          Authorization: authorization,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        // The key goes to SendGrid's API and nowhere else: a redirect fails the call.
        redirect: "error",
      });
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "the call failed";
      throw new ProviderUnavailableError(`SendGrid could not be reached (${call}: ${reason}).`);
    }

    const { status } = response;
    if (status === 429 || status >= 500) {
      const words = firstErrorOf(text);
      throw new ProviderUnavailableError(
        `SendGrid is unavailable (${call}: HTTP ${status}${words ? `, ${words}` : ""}).`,
      );
    }
    if (status >= 300) {
      throw new ProviderRefusedError(
        firstErrorOf(text) ?? `SendGrid refused ${call} (HTTP ${status}).`,
        status,
      );
    }
    if (text.trim() === "") return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      // A proxy's page in place of SendGrid's answer: worth another try later.
      throw new ProviderUnavailableError(`SendGrid's answer to ${call} is not JSON.`);
    }
  };
}
