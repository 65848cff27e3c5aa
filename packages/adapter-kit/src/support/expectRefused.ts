import { isAdapterError } from "@pipeline/contract";
import { expect } from "vitest";

/**
 * Awaits a call that must be refused with the status, naming exactly these fields (when given);
 * for refusals whose words the product leaves to each adapter.
 */
export async function expectRefused(
  call: Promise<unknown>,
  status: number,
  fields?: string[],
): Promise<void> {
  let error: unknown;
  try {
    const value = await call;
    expect.fail(`expected a refusal with status ${status}, got ${JSON.stringify(value)}`);
  } catch (caught) {
    error = caught;
  }
  if (!isAdapterError(error)) throw error;
  expect({ status: error.status, message: typeof error.message }).toEqual({ status, message: "string" });
  expect(error.message.length).toBeGreaterThan(0);
  if (fields !== undefined) expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([...fields].sort());
}
