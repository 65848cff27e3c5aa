import { type DashboardView, LIST_LIMITS } from "@pipeline/contract";
import { useCallback, useState } from "react";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import type { BoardFilters } from "../types";

const INITIAL: BoardFilters = {
  view: "stage",
  search: "",
  country: null,
  createdBy: null,
  dateRange: { start: "", end: "", type: "created" },
};

export type BoardFiltersState = {
  filters: BoardFilters;
  /** When the board last asked for new data: skeletons stay for a minimum from then. */
  since: number;
  /** The search box's text, ahead of `filters.search` by the debounce. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Changes the view, which clears the country and the user (admin-portal 2.3). */
  setView: (view: DashboardView) => void;
  change: (patch: Partial<Omit<BoardFilters, "view" | "search">>) => void;
};

/** The dashboard's choices, with the search applied a second after typing stops. */
export function useBoardFilters(initialView: DashboardView = INITIAL.view): BoardFiltersState {
  const [state, setState] = useState(() => ({
    filters: { ...INITIAL, view: initialView },
    since: Date.now(),
  }));
  const [searchText, setSearchText] = useState("");

  const apply = useCallback((next: (filters: BoardFilters) => BoardFilters) => {
    const now = Date.now();
    setState((current) => {
      const filters = next(current.filters);
      return JSON.stringify(filters) === JSON.stringify(current.filters) ? current : { filters, since: now };
    });
  }, []);

  // The search joins the filters once the text has settled, in the render that sees it settle.
  const settledSearch = useDebouncedValue(searchText.trim(), LIST_LIMITS.searchDebounceMs);
  if (settledSearch !== state.filters.search) {
    setState((current) => ({ filters: { ...current.filters, search: settledSearch }, since: Date.now() }));
  }

  return {
    filters: state.filters,
    since: state.since,
    searchText,
    setSearchText,
    setView: (view) => apply((filters) => ({ ...filters, view, country: null, createdBy: null })),
    change: (patch) => apply((filters) => ({ ...filters, ...patch })),
  };
}
