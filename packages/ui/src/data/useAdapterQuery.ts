import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useDataAdapter } from "./AdapterContext";
import type { AdapterRead } from "./adapterRead";

// Writes live in a module of their own: a screen that only writes (the sign-in) loads no read machinery.
export { useAdapterMutation } from "./useAdapterMutation";

export type AdapterQueryOptions = {
  /** Run the query at all. Default: true. */
  enabled?: boolean;
  /** Poll every so many milliseconds, or not. Default: false. */
  refetchInterval?: number | false;
  /** Keep the previous page on screen while the next one loads. Default: false. */
  keepPrevious?: boolean;
};

/**
 * A read through the adapter, cached under its key (`[port, method, ...args]`). The call
 * receives the query's abort signal, so a superseded read is cancelled. Every read of server
 * state goes through here, the tables' pages included.
 */
export function useAdapterQuery<T>(
  read: AdapterRead<T>,
  options: AdapterQueryOptions = {},
): UseQueryResult<T> {
  const adapter = useDataAdapter();
  return useQuery({
    queryKey: read.key,
    queryFn: ({ signal }) => read.read(adapter, { signal }),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
