import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { DataAdapter, PortName } from "@pipeline/contract";
import { requirePort, useDataAdapter } from "./AdapterContext";

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
