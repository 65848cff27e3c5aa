import { type DataAdapter, type Id, LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { lookupInput } from "./inputs";

/** One new active entry of every reference list, by kind. */
export type SuiteLookups = Record<LookupKind, Id>;

/** Creates one entry of each reference list, labelled with the token, for records to refer to. */
export async function createLookups(adapter: DataAdapter, token: string): Promise<SuiteLookups> {
  const entries = await Promise.all(
    LOOKUP_KINDS.map(async (kind) => {
      const saved = await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} ${kind}`));
      return [kind, saved.data.id] as const;
    }),
  );
  return Object.fromEntries(entries) as SuiteLookups;
}
