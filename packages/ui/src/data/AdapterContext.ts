import type { DataAdapter, PortName } from "@pipeline/contract";
import { createContext, useContext } from "react";

/** An embedding app gives only the ports its widgets use. */
export type PartialAdapter = Partial<DataAdapter>;

export const AdapterContext = createContext<PartialAdapter | null>(null);

/** The adapter of the nearest PipelineProvider. */
export function useDataAdapter(): PartialAdapter {
  const adapter = useContext(AdapterContext);
  if (!adapter) throw new Error("Pipeline widgets need a PipelineProvider with an adapter above them.");
  return adapter;
}

/** Reads a port the adapter must have; the error names the port an embedding app forgot to give. */
export function requirePort<P extends PortName>(adapter: PartialAdapter, name: P): DataAdapter[P] {
  const port = adapter[name];
  if (!port) throw new Error(`The adapter given to PipelineProvider has no "${name}" port.`);
  return port as DataAdapter[P];
}

/** One port of the nearest adapter. */
export function usePort<P extends PortName>(name: P): DataAdapter[P] {
  return requirePort(useDataAdapter(), name);
}
