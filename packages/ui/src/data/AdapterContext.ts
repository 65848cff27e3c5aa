import type { DataAdapter, PortName } from "@pipeline/contract";
import { createContext, useContext } from "react";
import type { AdapterSlice, MethodOf } from "./slices";

export const AdapterContext = createContext<AdapterSlice | null>(null);

/** The adapter of the nearest PipelineProvider. */
export function useDataAdapter(): AdapterSlice {
  const adapter = useContext(AdapterContext);
  if (!adapter) throw new Error("Pipeline widgets need a PipelineProvider with an adapter above them.");
  return adapter;
}

// The types make an app give every method its widgets use; these checks name what a plain
// JavaScript app (or a cast) left out, instead of "cannot read properties of undefined".

/** Reads a port the adapter must have; the error names the port an embedding app forgot to give. */
export function requirePort<P extends PortName>(adapter: AdapterSlice, name: P): Partial<DataAdapter[P]> {
  const port = adapter[name];
  if (!port) throw new Error(`The adapter given to PipelineProvider has no "${name}" port.`);
  return port;
}

/** Reads a port that must have this method; the error names the method that is missing. */
export function requireMethod<P extends PortName, M extends MethodOf<P>>(
  adapter: AdapterSlice,
  name: P,
  method: M,
): Pick<DataAdapter[P], M> {
  const port = requirePort(adapter, name);
  if (typeof port[method] !== "function") {
    throw new Error(`The adapter given to PipelineProvider has no "${name}.${method}" method.`);
  }
  return port as Pick<DataAdapter[P], M>;
}
