import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { CallOptions, PortName } from "@pipeline/contract";
import { useDataAdapter, type PartialAdapter } from "./AdapterContext";

export type AdapterQueryOptions = {
  /** Run the query at all. Default: true. */
  enabled?: boolean;
  /** Poll every so many milliseconds, or not. Default: false. */
  refetchInterval?: number | false;
  /** Keep the previous page on screen while the next one loads. Default: false. */
  keepPrevious?: boolean;
};

/**
 * A read through the adapter, cached under `[port, method, ...args]`. The call receives the
 * query's abort signal, so a superseded read is cancelled.
 */
export function useAdapterQuery<T>(
  key: readonly [PortName, string, ...unknown[]],
  read: (adapter: PartialAdapter, options: CallOptions) => Promise<T>,
  options: AdapterQueryOptions = {},
): UseQueryResult<T> {
  const adapter = useDataAdapter();
  return useQuery({
    queryKey: key as QueryKey,
    queryFn: ({ signal }) => read(adapter, { signal }),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** A write through the adapter; on success every cached read of the named ports is refreshed. */
export function useAdapterMutation<Input, Output>(
  write: (adapter: PartialAdapter, input: Input) => Promise<Output>,
  invalidates: readonly PortName[],
): UseMutationResult<Output, unknown, Input> {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(adapter, input),
    onSuccess: async () => {
      await Promise.all(invalidates.map((port) => client.invalidateQueries({ queryKey: [port] })));
    },
  });
}
