import type { DataAdapter } from "@pipeline/contract";

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * A DataAdapter whose implementation `load` answers at its first call (or at `preload()`), so
 * the sign-in page shows before the adapter's code has loaded. Every method of every port is a
 * function that waits for the adapter, then calls the same method with the same arguments; every
 * method of a DataAdapter answers a promise, so a caller sees no difference. A load that fails
 * fails that call and is tried again at the next.
 */
export function lazyAdapter(load: () => Promise<DataAdapter>): DataAdapter & { preload(): void } {
  let loading: Promise<DataAdapter> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  const ports = new Map<string, object>();
  function portOf(port: string): object {
    let found = ports.get(port);
    if (!found) {
      const methods = new Map<string, Method>();
      found = new Proxy(
        {},
        {
          get(_target, method) {
            // Not a method name (a symbol, or a check for a promise): the port has no such member.
            if (typeof method !== "string" || method === "then") return undefined;
            let call = methods.get(method);
            if (!call) {
              call = async (...args) => {
                const loadedPort = (await loaded())[port as keyof DataAdapter] as unknown as Record<
                  string,
                  Method | undefined
                >;
                const target = loadedPort[method];
                if (!target) throw new Error(`The adapter has no "${port}.${method}" method.`);
                return target.apply(loadedPort, args);
              };
              methods.set(method, call);
            }
            return call;
          },
        },
      );
      ports.set(port, found);
    }
    return found;
  }

  const preload = () => void loaded().catch(() => undefined);
  return new Proxy({} as DataAdapter & { preload(): void }, {
    get(_target, port) {
      if (port === "preload") return preload;
      if (typeof port !== "string" || port === "then") return undefined;
      return portOf(port);
    },
  });
}
