import type { Id } from "@pipeline/contract";
import type { MemorySeed, SeedUser } from "./MemorySeed";

export type MemorySession = { pk: Id; key: string };

/** Everything the adapter holds; ports read and change it only inside a call. */
export type MemoryState = MemorySeed & {
  session: MemorySession | null;
  /** Counts sign-ins, so every session key differs. */
  signIns: number;
};

/** The next id of a collection: one above the highest. */
export function nextId(records: ReadonlyArray<{ id: Id } | { pk: Id }>): Id {
  let highest = 0;
  for (const record of records) highest = Math.max(highest, "id" in record ? record.id : record.pk);
  return highest + 1;
}

export function findUser(state: MemoryState, pk: Id | null): SeedUser | undefined {
  return pk === null ? undefined : state.users.find((user) => user.pk === pk);
}

/** A new session for the user, replacing any other. */
export function signIn(state: MemoryState, user: SeedUser): MemorySession {
  state.signIns += 1;
  state.session = { pk: user.pk, key: `memory-${user.pk}-${state.signIns.toString(36).padStart(6, "0")}` };
  return state.session;
}
