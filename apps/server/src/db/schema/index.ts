export * from "./lookups";
export * from "./users";
export * from "./companies";
export * from "./assignments";
export * from "./journey";
export * from "./mail";
export * from "./auth";
export * from "./meta";
