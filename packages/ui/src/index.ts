export type { DataAdapter, PortName, ListParams, ListResult } from "@pipeline/contract";
export * from "./theme";
export * from "./primitives";
export * from "./data";
export * from "./navigation";
export * from "./features/shell";
export * from "./features/admin";
