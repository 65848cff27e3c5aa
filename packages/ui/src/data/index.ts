export { PipelineProvider, createQueryClient, type PipelineProviderProps } from "./PipelineProvider";
export { useDataAdapter, usePort, requirePort, type PartialAdapter } from "./AdapterContext";
export { createTestAdapter } from "./createTestAdapter";
export { useAdapterQuery, useAdapterMutation, type AdapterQueryOptions } from "./useAdapterQuery";
export * from "./hooks/lookups";
export * from "./hooks/users";
export * from "./hooks/companies";
export * from "./hooks/journey";
