export { createMemoryAdapter } from "./createMemoryAdapter";
export type { MemoryAdapterOptions } from "./createMemoryAdapter";
export { defaultMemorySeed } from "./fixtures/defaultMemorySeed";
export { generateCompanies } from "./fixtures/generateCompanies";
export { MEMORY_USERS } from "./fixtures/userFixtures";
export type {
  MemorySeed,
  SeedCampaignStats,
  SeedCompany,
  SeedEmailLog,
  SeedExcelImport,
  SeedMember,
  SeedSender,
  SeedUser,
} from "./state/MemorySeed";
