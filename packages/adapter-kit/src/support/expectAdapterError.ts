import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  type AdapterError,
  type FieldErrors,
  isAdapterError,
} from "@pipeline/contract";
import { expect } from "vitest";

export type ExpectedAdapterError = {
  status: number;
  message?: string;
  /** Compared whole: every field with its messages, nothing more. */
  fieldErrors?: FieldErrors;
};

function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return JSON.stringify(value) ?? String(value);
}

/** Awaits a call that must fail with an AdapterError, checks it and hands it back. */
export async function expectAdapterError(
  call: Promise<unknown>,
  expected: ExpectedAdapterError,
): Promise<AdapterError> {
  let outcome: { resolved: unknown } | { rejected: unknown };
  try {
    outcome = { resolved: await call };
  } catch (error) {
    outcome = { rejected: error };
  }
  if ("resolved" in outcome) {
    expect.fail(
      `expected an AdapterError with status ${expected.status}, got ${describeValue(outcome.resolved)}`,
    );
  }
  const error = outcome.rejected;
  if (!isAdapterError(error)) {
    expect.fail(`expected an AdapterError, got ${describeValue(error)}`);
  }
  const actual: ExpectedAdapterError = { status: error.status };
  if (expected.message !== undefined) actual.message = error.message;
  if (expected.fieldErrors !== undefined) actual.fieldErrors = error.fieldErrors;
  expect(actual).toEqual(expected);
  return error;
}

/** Awaits a call that must fail as one on a record that does not exist: 404 with the adapter's words. */
export function expectNotFound(call: Promise<unknown>): Promise<AdapterError> {
  return expectAdapterError(call, { status: ADAPTER_STATUS.notFound, message: ADAPTER_MESSAGES.notFound });
}

/** Awaits a call that must be refused with the status and one message, given on one field. */
export function expectFieldError(
  call: Promise<unknown>,
  status: number,
  field: string,
  message: string,
): Promise<AdapterError> {
  return expectAdapterError(call, { status, message, fieldErrors: { [field]: [message] } });
}
