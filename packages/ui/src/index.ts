// The data boundary every widget of this library is written against; embedding apps implement it.
export type { DataAdapter, PortName, ListParams, ListResult } from "@pipeline/contract";
