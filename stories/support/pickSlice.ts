// A slice of an adapter, picked method by method: a widget given it fails on any call outside it,
// so stories and tests that render a widget on its slice alone prove the slice complete.
import type { DataAdapter, PortName } from "@pipeline/contract";

/** Method names by port, e.g. `{ companies: ["list", "get"], users: ["short"] }`. */
export type SliceNames = { [P in PortName]?: ReadonlyArray<keyof DataAdapter[P]> };

/** The slice those names pick. */
export type PickedSlice<N extends SliceNames> = {
  [P in keyof N & PortName]: Pick<DataAdapter[P], NonNullable<N[P]>[number] & keyof DataAdapter[P]>;
};

/** Only the named methods of the named ports of `adapter`, each still bound to its port. */
export function pickSlice<const N extends SliceNames>(adapter: DataAdapter, names: N): PickedSlice<N> {
  const slice: Record<string, Record<string, unknown>> = {};
  for (const [port, methods] of Object.entries(names) as Array<[PortName, readonly string[]]>) {
    const source = adapter[port] as unknown as Record<string, (...args: unknown[]) => unknown>;
    slice[port] = Object.fromEntries(
      methods.map((method) => {
        const call = source[method];
        if (typeof call !== "function") throw new Error(`The adapter has no "${port}.${method}" to pick.`);
        return [method, call.bind(source)];
      }),
    );
  }
  return slice as PickedSlice<N>;
}
