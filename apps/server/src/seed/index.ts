export { seed, type SeedLog, type SeedOptions, type SeedResult } from "./seed";
export type { SeededAdmin } from "./seedAdmin";
export { DEFAULT_SEED_DIR, SeedFileError } from "./seedFiles";
