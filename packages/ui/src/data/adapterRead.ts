import type { CallOptions, DataAdapter, PortName } from "@pipeline/contract";
import { requireMethod } from "./AdapterContext";
import type { AdapterSlice, MethodOf, PortSlice } from "./slices";

/** The cache key of a read: the port, the method, then the call's arguments. */
export type AdapterQueryKey = readonly [PortName, string, ...unknown[]];

/**
 * One read of server state: its cache key and the call. `S` is the slice of the adapter the call
 * uses; a read that calls a function of the app's own instead may ignore the adapter. (`read` is a
 * method so that a read of a narrow slice still counts as an AdapterRead<T>.)
 */
export type AdapterRead<T, S extends AdapterSlice = AdapterSlice> = {
  readonly key: AdapterQueryKey;
  read(adapter: S, options: CallOptions): Promise<T>;
};

/**
 * A read of one method of one port, keyed `[port, method, ...args]`. The call gets only that
 * method of the port, so the key, the call and the slice cannot disagree.
 */
export function adapterRead<P extends PortName, M extends MethodOf<P>, T>(
  key: readonly [P, M, ...unknown[]],
  call: (port: Pick<DataAdapter[P], M>, options: CallOptions) => Promise<T>,
): AdapterRead<T, PortSlice<P, M>> {
  return {
    key,
    read: (adapter, options) => call(requireMethod(adapter as AdapterSlice, key[0], key[1]), options),
  };
}

/** The slice a read, or a function making reads, uses: `SliceOf<typeof companyListRead>`. */
export type SliceOf<R> = R extends (...args: never[]) => infer Made
  ? SliceOf<Made>
  : R extends AdapterRead<unknown, infer S>
    ? S
    : never;
