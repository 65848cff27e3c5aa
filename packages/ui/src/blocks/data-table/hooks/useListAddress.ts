import { LIST_LIMITS } from "@pipeline/contract";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { documentNavigate, useNavigate } from "../../../navigation";
import type { DataTableQuery } from "../types";
import { addressOfQuery, type ListAddressOptions, queryFromAddress } from "./listAddress";
import { initialQuery as fullQuery } from "./tableQuery";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

const addressSearch = () => window.location.search;
const noSearch = () => "";

export type ListAddress<F extends string> = {
  /** The table's key: it changes when the address is changed from outside the table (Back, a link). */
  key: number;
  /** The query the table starts from. */
  initialQuery: Partial<DataTableQuery<F>>;
  /** Writes the table's query to the address. */
  onQueryChange: (query: DataTableQuery<F>) => void;
};

export type UseListAddressOptions<F extends string> = ListAddressOptions<F> & {
  /**
   * The page's query string, when the app tracks it (a router's location; a story's fixed one).
   * Default: the browser's address, read again on Back and Forward; none without a router.
   */
  search?: string;
};

/**
 * Keeps a list's search, sort, filters, dates, page and page size in the page's address, so that a
 * link shares them, a reload keeps them and Back returns to the previous ones: a change pushes an
 * entry through the app's navigation, a new search replaces the current one (no entry per search).
 * Without a router (the NavigationContext's plain page loads) the table keeps its state to itself,
 * starting from `search` when given.
 */
export function useListAddress<F extends string>(options: UseListAddressOptions<F>): ListAddress<F> {
  const navigate = useNavigate();
  const routed = navigate !== documentNavigate;
  const address = useSyncExternalStore(subscribe, routed ? addressSearch : noSearch, noSearch);
  const source = options.search ?? address;
  const { filterIds, pageSizeOptions, defaultPageSize } = options;
  // The filters by name: a new array of the same names is the same list.
  const filterKey = filterIds.join(",");
  const sizesKey = (pageSizeOptions ?? LIST_LIMITS.pageSizeOptions).join(",");
  const settings = useMemo<ListAddressOptions<F>>(
    () => ({
      filterIds: filterKey ? (filterKey.split(",") as F[]) : [],
      pageSizeOptions: sizesKey.split(",").map(Number),
      defaultPageSize,
    }),
    [filterKey, sizesKey, defaultPageSize],
  );

  // The address as last seen; the table's key and the address it started from; what it shows.
  const [state, setState] = useState(() => ({
    source,
    key: 0,
    start: source,
    shown: listPart(source, settings),
  }));
  let current = state;
  if (source !== state.source) {
    // The address moved. To what the table shows (its own write): nothing to do. Elsewhere (Back,
    // Forward, a link to other filters): the table starts again from it.
    const part = listPart(source, settings);
    current =
      part === state.shown
        ? { ...state, source }
        : { source, key: state.key + 1, start: source, shown: part };
    setState(current);
  }

  const initialQuery = useMemo(() => queryFromAddress(current.start, settings), [current.start, settings]);
  const last = useRef<DataTableQuery<F> | null>(null);
  const onQueryChange = useCallback(
    (query: DataTableQuery<F>) => {
      const previous = last.current;
      last.current = query;
      if (!routed) return;
      const next = addressOfQuery("", query, settings);
      setState((now) => (now.shown === next ? now : { ...now, shown: next }));
      const { pathname, search, hash } = window.location;
      const written = `${pathname}${addressOfQuery(search, query, settings)}${hash}`;
      if (written === `${pathname}${search}${hash}`) return;
      // The table's first query only tidies the address it started from; a new search replaces the
      // entry (no entry per search); any other change adds one, so that Back returns to it.
      const replace =
        previous === null ||
        (previous.search !== query.search &&
          withoutSearch(previous, settings) === withoutSearch(query, settings));
      navigate(written, { replace });
    },
    [navigate, routed, settings],
  );

  return { key: current.key, initialQuery, onQueryChange };
}

/** The list's part of an address, as the table would write it back. */
function listPart<F extends string>(search: string, settings: ListAddressOptions<F>): string {
  return addressOfQuery(
    "",
    fullQuery<F>({
      pageSize: settings.defaultPageSize ?? LIST_LIMITS.defaultPageSize,
      ...queryFromAddress(search, settings),
    }),
    settings,
  );
}

/** A query as the address writes it, its search and the page a search goes back to set aside. */
function withoutSearch<F extends string>(query: DataTableQuery<F>, settings: ListAddressOptions<F>): string {
  return addressOfQuery("", { ...query, search: "", page: 1 }, settings);
}
