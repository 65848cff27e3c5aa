import type { ListParams } from "@pipeline/contract";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import type { DataTableCacheKey, FetchPage } from "../types";

/** One page of rows, cached by the table's key and params; the last page stays up while the next loads. */
export function useTablePage<Row, F extends string>(
  cacheKey: DataTableCacheKey,
  fetchPage: FetchPage<Row, F>,
  params: ListParams<F>,
) {
  return useQuery({
    queryKey: [...cacheKey, "page", params] as QueryKey,
    queryFn: ({ signal }) => fetchPage(params, { signal }),
    placeholderData: keepPreviousData,
  });
}
