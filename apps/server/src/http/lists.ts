import {
  queryToListParams,
  type ListParams,
  type ListQueryOptions,
  type PagedAnswer,
} from "@pipeline/contract";
import { badRequest } from "./HttpError";

/**
 * The paged-list parameters of admin-portal section 7 as the contract reads them, refused with the
 * parameter's name when bad. `query` is the query string as the route's schema parsed it (pages as
 * numbers); what the schema cannot say (a sort field of the list, a valid date) the contract checks.
 */
export function readListQuery<F extends string>(
  query: unknown,
  options: ListQueryOptions<F>,
): ListParams<F> & { page: number; pageSize: number } {
  const raw = Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === "string" || typeof value === "number"
        ? [[key, String(value)]]
        : Array.isArray(value)
          ? [[key, value.join(",")]]
          : [],
    ),
  );
  const { params, problems } = queryToListParams(raw, options);
  const [first] = problems;
  if (first) {
    throw badRequest(
      first.message,
      Object.fromEntries(problems.map((problem) => [problem.field, [problem.message]])),
    );
  }
  return params;
}

export function paged<T>(result: { rows: T[]; count: number }): PagedAnswer<T> {
  return { results: { data: result.rows }, count: result.count };
}
