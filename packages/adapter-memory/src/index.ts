// The contract this adapter implements; its in-memory ports arrive with the widgets that use them.
export type { DataAdapter } from "@pipeline/contract";
