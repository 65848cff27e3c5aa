import { type TOptional, type TString, Type } from "typebox";
import { type FilterRule, type ListQueryOptions, MAX_PAGE_SIZE } from "@pipeline/contract";
import { MAX_ID } from "./common";

// The paged-list parameters of admin-portal section 7. The titles make the messages of a refused
// value ("Page size must be a whole number from 1 to 500."); the list parameters answer in the
// contract's own words (http/queryMessages.ts), as the memory adapter does.

const DAY_OR_INSTANT =
  "A day `YYYY-MM-DD` (counted whole, in IST) or an ISO 8601 instant; with `date_filter_type`";

function listParams(sortFields: readonly string[]) {
  return {
    search: Type.Optional(Type.String({ description: "Text the list's search looks for, case aside" })),
    page: Type.Optional(Type.Integer({ title: "Page", minimum: 1, maximum: MAX_ID, description: "1-based" })),
    page_size: Type.Optional(
      Type.Integer({ title: "Page size", minimum: 1, maximum: MAX_PAGE_SIZE, description: "Rows per page" }),
    ),
    ...(sortFields.length > 0
      ? { sortfield: Type.Optional(Type.Enum([...sortFields], { title: "Sort field" })) }
      : {}),
    sortdirection: Type.Optional(
      Type.Enum(["asc", "desc"], {
        title: "Sort direction",
        description: "With `sortfield`; asc by default",
      }),
    ),
    start_date: Type.Optional(Type.String({ description: DAY_OR_INSTANT })),
    end_date: Type.Optional(Type.String({ description: `${DAY_OR_INSTANT}; the end day counts whole` })),
    date_filter_type: Type.Optional(
      Type.Enum(["created", "modified"], {
        title: "Date filter type",
        description: "Which timestamp the dates apply to; created by default",
      }),
    ),
  };
}

function filterDescription(rule: FilterRule | undefined): string {
  return rule && "wholeNumber" in rule
    ? `Filter: one whole number from 0 to ${rule.wholeNumber.max}`
    : "Filter: values joined with commas";
}

/** The query string of a paged list: paging, sort, search, dates and the list's own filters. */
export function ListQuery<F extends string>(options: ListQueryOptions<F>) {
  const filters = Object.fromEntries(
    options.filters.map((name) => [
      name,
      Type.Optional(Type.String({ description: filterDescription(options.filterRules?.[name]) })),
    ]),
  ) as Record<F, TOptional<TString>>;
  return Type.Object({ ...listParams(options.sortFields), ...filters });
}
