import { ADAPTER_MESSAGES, type FieldErrors } from "@pipeline/contract";

/** A failure the client is told about as it is: a real status, the message, field messages. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** The spec's words for a refused permission (permission guard and 403 alike). */
export const FORBIDDEN_MESSAGE = "You do not have enough permissions !";

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

/** The record asked for, or the 404 of an unknown one. */
export function found<T>(record: T | null | undefined): T {
  if (!record) throw notFound(ADAPTER_MESSAGES.notFound);
  return record;
}
