import type { PortName } from "@pipeline/contract";
import type { FetchPage, TableRead } from "./types";

/**
 * The pages of a table fed by a function of the app's own rather than the adapter: cached under
 * `[port, method, params]` like every other read, so a write that refreshes the port refreshes it.
 */
export function pagesFrom<Row, F extends string = string>(
  key: readonly [PortName, string],
  fetchPage: FetchPage<Row, F>,
): TableRead<Row, F> {
  return (params) => ({ key: [...key, params], read: (_adapter, options) => fetchPage(params, options) });
}
