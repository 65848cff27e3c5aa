export { describeAdapter, CONFORMANCE_AREAS } from "./describeAdapter";
export type { ConformanceArea, DescribeAdapterOptions } from "./describeAdapter";
export { CONFORMANCE_SEED } from "./seed";
export type { ConformanceSeed } from "./seed";
export {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  LOOKUP_TITLES,
  RECORD_TITLES,
  createdMessage,
  duplicateLookupMessage,
  notImplementedMessage,
  updatedMessage,
} from "@pipeline/contract";
export type { MakeAdapter } from "./support/MakeAdapter";
export { UNKNOWN_ID } from "./support/MakeAdapter";
export { expectAdapterError } from "./support/expectAdapterError";
export type { ExpectedAdapterError } from "./support/expectAdapterError";
export { uniqueToken } from "./support/uniqueToken";
export { companyInput, lookupInput, memberOfCompany, userInput } from "./support/inputs";
