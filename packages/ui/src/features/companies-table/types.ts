import type { CompanyMatchParams, Id } from "@pipeline/contract";

export type { CompanyMatchParams };

/**
 * The companies Bulk Initial Outreach acts on: some picked by id (on any page), or every company
 * matching the table's params but a few unticked ones, without listing them. An action resolves
 * the second kind with `companies.matchingIds`.
 */
export type CompanySelection =
  | { kind: "ids"; ids: Id[] }
  | { kind: "all-matching"; params: CompanyMatchParams; excludedIds: Id[]; count: number };
