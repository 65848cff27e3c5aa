export {
  PipelineProvider,
  PipelineQueryProvider,
  createQueryClient,
  type PipelineProviderProps,
  type PipelineQueryProviderProps,
} from "./PipelineProvider";
export { PipelineShellProvider, type PipelineShellProviderProps } from "./PipelineShellProvider";
export { useDataAdapter, requirePort, requireMethod } from "./AdapterContext";
export type { AdapterSlice, MethodOf, PortSlice } from "./slices";
export { adapterRead, type AdapterRead, type AdapterQueryKey, type SliceOf } from "./adapterRead";
export { createTestAdapter } from "./createTestAdapter";
export { useAdapterQuery, useAdapterMutation, type AdapterQueryOptions } from "./useAdapterQuery";
export * from "./hooks/lookups";
export * from "./hooks/users";
export * from "./hooks/companies";
export * from "./hooks/companyFilters";
export * from "./hooks/companyMembers";
export * from "./hooks/dashboard";
export * from "./hooks/journey";
export * from "./hooks/senders";
export * from "./hooks/meetings";
export * from "./hooks/auth";
export * from "./hooks/signIn";
export { callSignIn } from "./hooks/signInRules";
export * from "./hooks/excelImports";
export * from "./hooks/auditLog";
export * from "./hooks/committee";
