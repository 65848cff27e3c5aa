import type { DataTableFilter, DataTableQuery } from "../types";

/** A filter with values picked, as its chip names it: "Industry: Fintech, SaaS". */
export type ActiveFilter<F extends string> = { id: F; text: string };

/**
 * The filters that hold values, in the toolbar's order, each named with the labels of its values.
 * A value no option lists (options still loading, or a stale link) shows as it is.
 */
export function activeFilters<F extends string>(
  filters: readonly DataTableFilter<F>[],
  picked: DataTableQuery<F>["filters"],
): ActiveFilter<F>[] {
  return filters.flatMap((filter) => {
    const values = picked[filter.id] ?? [];
    if (values.length === 0) return [];
    if (filter.chipText && values[0] !== undefined)
      return [{ id: filter.id, text: filter.chipText(values[0]) }];
    const labels = values.map(
      (value) => filter.options.find((option) => option.value === value)?.label ?? value,
    );
    return [{ id: filter.id, text: `${filter.label}: ${labels.join(", ")}` }];
  });
}
