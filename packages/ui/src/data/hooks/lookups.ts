import type { Id, ListParams, LookupInput, LookupKind } from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

export function useLookupList(kind: LookupKind, params: ListParams<"is_active">) {
  return useAdapterQuery(
    ["lookups", "list", kind, params],
    (adapter, options) => requirePort(adapter, "lookups").list(kind, params, options),
    { keepPrevious: true },
  );
}

/** Active options of a reference list, for selects. */
export function useLookupOptions(kind: LookupKind) {
  return useAdapterQuery(["lookups", "options", kind], (adapter, options) =>
    requirePort(adapter, "lookups").options(kind, options),
  );
}

/** Options that some company uses (filters of the companies table and dashboard). */
export function useLookupsInUse(kind: LookupKind) {
  return useAdapterQuery(["lookups", "inUse", kind], (adapter, options) =>
    requirePort(adapter, "lookups").inUse(kind, options),
  );
}

export function useLookup(kind: LookupKind, id: Id | null) {
  return useAdapterQuery(
    ["lookups", "get", kind, id],
    (adapter, options) => requirePort(adapter, "lookups").get(kind, id ?? 0, options),
    { enabled: id !== null },
  );
}

/** Creates without an id, updates with one. */
export function useSaveLookup(kind: LookupKind) {
  return useAdapterMutation(
    (adapter, { id, input }: { id: Id | null; input: LookupInput }) => {
      const lookups = requirePort(adapter, "lookups");
      return id === null ? lookups.create(kind, input) : lookups.update(kind, id, input);
    },
    ["lookups"],
  );
}
