import type { LookupInput, LookupKind, UserInput } from "@pipeline/contract";
import type { SeedLog } from "../../src/seed/seed";

/** A valid reference-list entry; confidence levels also carry their value. */
export function lookupInput(
  kind: LookupKind,
  label: string,
  overrides: Partial<LookupInput> = {},
): LookupInput {
  return {
    label,
    order: 1,
    is_active: true,
    ...(kind === "confidence-level" ? { name: `${label} value` } : {}),
    ...overrides,
  };
}

export function userInput(key: string, overrides: Partial<UserInput> = {}): UserInput {
  return {
    first_name: `Ada${key}`,
    middle_name: null,
    last_name: "Lovelace",
    email: `ada.${key.toLowerCase()}@example.com`,
    username: `ada.${key.toLowerCase()}`,
    country: [],
    practice: [],
    company: [],
    is_active: true,
    ...overrides,
  };
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
