import { type CallOptions, type IsoDateTime, NO_TOKEN_MESSAGE } from "@pipeline/contract";
import type { SeedUser } from "../state/MemorySeed";
import { findUser, type MemoryState } from "../state/MemoryState";
import { delay, throwIfAborted } from "./abortError";
import { unauthorized } from "./failures";

/** What every port works through: the state, the clock and the way a call is made. */
export type MemoryRuntime = {
  state: MemoryState;
  now(): IsoDateTime;
  /** A call of the signed-in user; refused with 401 when nobody is. */
  call<T>(options: CallOptions | undefined, work: (user: SeedUser) => T | Promise<T>): Promise<T>;
  /** A call made before sign-in. */
  callPublic<T>(options: CallOptions | undefined, work: () => T | Promise<T>): Promise<T>;
};

export type RuntimeOptions = { latencyMs: number; now: () => Date };

export function createRuntime(state: MemoryState, { latencyMs, now }: RuntimeOptions): MemoryRuntime {
  async function run<T>(options: CallOptions | undefined, work: () => T | Promise<T>): Promise<T> {
    const signal = options?.signal;
    await delay(latencyMs, signal);
    // Also after a zero delay: the caller may have aborted right after calling.
    throwIfAborted(signal);
    const result = await work();
    throwIfAborted(signal);
    // Callers get copies, so nothing they change reaches the stored records.
    return structuredClone(result);
  }

  return {
    state,
    now: () => now().toISOString(),
    callPublic: run,
    call: (options, work) =>
      run(options, () => {
        const user = findUser(state, state.session?.pk ?? null);
        if (!user || !user.is_active) throw unauthorized(NO_TOKEN_MESSAGE);
        return work(user);
      }),
  };
}
