import type { DataAdapter } from "@pipeline/contract";
import type { AdapterSlice } from "./slices";

// Keys that promise machinery, React and test matchers probe on any object: answering them
// with a throwing function would make a port look like a promise or an element.
const PROBED_KEYS = new Set(["then", "toJSON", "$$typeof", "asymmetricMatch", "nodeType", "constructor"]);

function missing(port: string, method: string) {
  return () => {
    throw new Error(`\`${port}.${method}\` is not implemented`);
  };
}

function portProxy(port: string, given: object | undefined): object {
  return new Proxy(given ?? {}, {
    get(target, key, receiver) {
      if (typeof key !== "string" || PROBED_KEYS.has(key)) return Reflect.get(target, key, receiver);
      return Reflect.get(target, key, receiver) ?? missing(port, key);
    },
  });
}

/**
 * A full DataAdapter from just the methods a story or test needs; any other call throws
 * "`port.method` is not implemented", naming what the test left out.
 */
export function createTestAdapter(partial: AdapterSlice = {}): DataAdapter {
  const ports = new Map<string, object>();
  return new Proxy({} as DataAdapter, {
    get(_target, key) {
      if (typeof key !== "string" || PROBED_KEYS.has(key)) return undefined;
      let port = ports.get(key);
      if (!port) {
        port = portProxy(key, (partial as Record<string, object | undefined>)[key]);
        ports.set(key, port);
      }
      return port;
    },
  });
}
