// The wire shapes of the API as TypeBox schemas: the server validates and writes its answers through
// them (and builds /api/docs from them), and the contract's entity types are read off them, so each
// shape is written once. Kept out of the main entry: widgets need the types, not the schemas.
export * from "./common";
export * from "./lookups";
export * from "./users";
export * from "./companies";
export * from "./outreach";
export * from "./imports";
export * from "./journey";
export * from "./gate";
export * from "./committee";
export * from "./audit";
