import { createContext, useContext, type ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The portal's server-state cache. The first page that reads through it makes it, so the sign-in
 * page, which reads nothing, opens without the cache's library.
 */
export type ServerCache = {
  /** The cache, made by `make` at the first call and the same one after. */
  client(make: () => QueryClient): QueryClient;
  /** Forgets everything read, so nothing one user or role saw is shown to the next; none made yet, nothing to forget. */
  clear(): void;
};

/** A cache made at its first use, or `client` (a test's) from the start. */
export function createServerCache(client: QueryClient | null = null): ServerCache {
  let made = client;
  return {
    client: (make) => (made ??= make()),
    clear: () => made?.clear(),
  };
}

const ServerCacheContext = createContext<ServerCache | null>(null);

export function ServerCacheProvider({ cache, children }: { cache: ServerCache; children: ReactNode }) {
  return <ServerCacheContext.Provider value={cache}>{children}</ServerCacheContext.Provider>;
}

export function useServerCache(): ServerCache {
  const cache = useContext(ServerCacheContext);
  if (!cache) throw new Error("useServerCache needs a ServerCacheProvider above it.");
  return cache;
}
