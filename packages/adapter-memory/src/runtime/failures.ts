import { AdapterError } from "@pipeline/contract";
import { ADAPTER_MESSAGES } from "@pipeline/contract";

// The failures the server answers with, built the way the HTTP adapter would hand them over.

export function notFound(): AdapterError {
  return new AdapterError(ADAPTER_MESSAGES.notFound, { status: 404 });
}

/** A rule broken by one field: 400 with that field's message. */
export function invalidField(field: string, message: string): AdapterError {
  return new AdapterError(message, { status: 400, fieldErrors: { [field]: [message] } });
}

/** A value another record already holds: 409, reported on the field. */
export function conflictField(field: string, message: string): AdapterError {
  return new AdapterError(message, { status: 409, fieldErrors: { [field]: [message] } });
}

export function unauthorized(message: string): AdapterError {
  return new AdapterError(message, { status: 401 });
}

/** A step the record's state does not allow (e.g. cancelling a completed meeting): 409. */
export function conflict(message: string): AdapterError {
  return new AdapterError(message, { status: 409 });
}

/** An address that leads nowhere, with the words the page shows: 404. */
export function notFoundWith(message: string): AdapterError {
  return new AdapterError(message, { status: 404 });
}
