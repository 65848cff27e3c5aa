import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { DataAdapter, PortName } from "@pipeline/contract";
import { requirePort, useDataAdapter } from "./AdapterContext";
import type { AdapterRead } from "./adapterRead";

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

/**
 * A write through one port of the adapter (`write` gets the port, typed as the slice it uses).
 * The one invalidation rule: on success every cached read of the ports named in `invalidates`
 * (every key that starts with one of them) is refreshed, and the audit trail's, which records
 * every write.
 */
export function useAdapterMutation<P extends PortName, Port extends Partial<DataAdapter[P]>, Input, Output>(
  port: P,
  write: (port: Port, input: Input) => Promise<Output>,
  invalidates: readonly PortName[],
): UseMutationResult<Output, unknown, Input> {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(requirePort(adapter, port) as Port, input),
    onSuccess: async () => {
      const stale = new Set<PortName>([...invalidates, "auditLog"]);
      await Promise.all([...stale].map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}
