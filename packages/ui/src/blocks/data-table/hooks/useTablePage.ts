import type { ListParams } from "@pipeline/contract";
import { useAdapterQuery } from "../../../data/useAdapterQuery";
import type { TableRead } from "../types";

/**
 * One page of rows, through the same cache and keys as every read; the last page stays up while
 * the next loads.
 */
export function useTablePage<Row, F extends string>(read: TableRead<Row, F>, params: ListParams<F>) {
  return useAdapterQuery(read(params), { keepPrevious: true });
}
