/*
 * Readers of the server's answer shapes (DESIGN, Server: Answers). Each returns undefined for a
 * body of another shape, which the client turns into an AdapterError instead of letting a screen
 * trip over a missing field later.
 */
import type { ListResult, Saved } from "@pipeline/contract";

export type AnswerReader<T> = (body: unknown) => T | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ results: { data }, count }`. */
export function readPage<T>(body: unknown): ListResult<T> | undefined {
  if (!isRecord(body) || !isRecord(body.results)) return undefined;
  const { data } = body.results;
  if (!Array.isArray(data) || typeof body.count !== "number") return undefined;
  return { rows: data as T[], count: body.count };
}

/** `{ data }`. */
export function readData<T>(body: unknown): T | undefined {
  return isRecord(body) && "data" in body ? (body.data as T) : undefined;
}

/** `{ message, data }`. */
export function readSaved<T>(body: unknown): Saved<T> | undefined {
  if (!isRecord(body) || typeof body.message !== "string" || !("data" in body)) return undefined;
  return { message: body.message, data: body.data as T };
}

/** `{ message }`, anything else dropped. */
export function readMessage(body: unknown): { message: string } | undefined {
  return isRecord(body) && typeof body.message === "string" ? { message: body.message } : undefined;
}

/** Any answer, or none: for calls whose answer nobody reads. */
export function readAnything(): null {
  return null;
}
