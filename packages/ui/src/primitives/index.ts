export * from "./Toast";
