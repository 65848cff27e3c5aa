export * from "./common";
export * from "./lookups";
export * from "./user";
export * from "./company";
export * from "./journey";
export * from "./outreach";
export * from "./imports";
export * from "./dashboard";
