export { createMemoryAdapter } from "./createMemoryAdapter";
export type { MemoryAdapterOptions } from "./createMemoryAdapter";
export { defaultMemorySeed } from "./fixtures/defaultMemorySeed";
export { generateCompanies } from "./fixtures/generateCompanies";
export { SEEDED_MEETING_TOKENS } from "./fixtures/journeyActivityFixtures";
export type { MediaSettings } from "./files/mediaSettings";
export { MEMORY_USERS } from "./fixtures/userFixtures";
export type {
  MemorySeed,
  SeedCampaignStats,
  SeedCompany,
  SeedDocument,
  SeedEmailLog,
  SeedExcelImport,
  SeedMember,
  SeedPasswordLink,
  SeedSender,
  SeedUser,
} from "./state/MemorySeed";
