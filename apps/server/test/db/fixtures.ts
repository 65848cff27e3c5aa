import { userInput as suiteUserInput } from "@pipeline/adapter-kit";
import type { UserInput } from "@pipeline/contract";
import type { SeedLog } from "../../src/seed/seed";

export { lookupInput } from "@pipeline/adapter-kit";

/**
 * A user as the conformance suite builds one, less its password (a test that signs the user in sets
 * one), with the e-mail and username in lower case.
 */
export function userInput(key: string, overrides: Partial<UserInput> = {}): UserInput {
  const { password: _password, ...input } = suiteUserInput(key.toLowerCase(), { first_name: `Ada${key}` });
  return { ...input, ...overrides };
}

/** A seed log that keeps what it was told. */
export function memoryLog(): SeedLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(`warn: ${message}`),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;

/** Letters only, as the name rules allow, new at each call: b, c, ..., z, ba, bb, ... */
export function uniqueLetters(): string {
  let n = (serial += 1);
  let text = "";
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}
