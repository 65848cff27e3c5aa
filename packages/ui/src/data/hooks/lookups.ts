import type { Id, ListParams, LookupInput, LookupKind } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

/** A page of one reference list: the admin table's rows. */
export const lookupListRead = (kind: LookupKind, params: ListParams<"is_active">) =>
  adapterRead(["lookups", "list", kind, params], (lookups, options) => lookups.list(kind, params, options));
export type LookupListSlice = SliceOf<typeof lookupListRead>;

export const lookupOptionsRead = (kind: LookupKind) =>
  adapterRead(["lookups", "options", kind], (lookups, options) => lookups.options(kind, options));
export type LookupOptionsSlice = SliceOf<typeof lookupOptionsRead>;

/** Active options of a reference list, for selects. */
export function useLookupOptions(kind: LookupKind) {
  return useAdapterQuery(lookupOptionsRead(kind));
}

const lookupsInUseRead = (kind: LookupKind) =>
  adapterRead(["lookups", "inUse", kind], (lookups, options) => lookups.inUse(kind, options));
export type LookupsInUseSlice = SliceOf<typeof lookupsInUseRead>;

/** Options that some company uses (filters of the companies table and dashboard). */
export function useLookupsInUse(kind: LookupKind) {
  return useAdapterQuery(lookupsInUseRead(kind));
}

const lookupRead = (kind: LookupKind, id: Id | null) =>
  adapterRead(["lookups", "get", kind, id], (lookups, options) => lookups.get(kind, id ?? 0, options));
export type LookupSlice = SliceOf<typeof lookupRead>;

export function useLookup(kind: LookupKind, id: Id | null) {
  return useAdapterQuery(lookupRead(kind, id), { enabled: id !== null });
}

export type SaveLookupSlice = PortSlice<"lookups", "create" | "update">;

/** Creates without an id, updates with one. */
export function useSaveLookup(kind: LookupKind) {
  return useAdapterMutation(
    "lookups",
    (lookups: SaveLookupSlice["lookups"], { id, input }: { id: Id | null; input: LookupInput }) =>
      id === null ? lookups.create(kind, input) : lookups.update(kind, id, input),
    ["lookups"],
  );
}
