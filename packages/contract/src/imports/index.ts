export * from "./layout";
export * from "./rows";
export * from "./plan";
export * from "./tally";
export * from "./template";
