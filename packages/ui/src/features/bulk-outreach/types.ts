import type { CompanyMatchParams, Id } from "@pipeline/contract";

/**
 * The companies a campaign is for, as the companies table hands them over: some picked by id, or
 * every company matching the table's search, filters and dates but the unticked ones (`count`
 * of them), which the dialog lists before it asks whom they reach.
 */
export type OutreachCompanies =
  | { kind: "ids"; ids: readonly Id[] }
  | { kind: "all-matching"; params: CompanyMatchParams; excludedIds: readonly Id[]; count: number };

/** Where the placeholder buttons write: the field the user was last in. */
export type PlaceholderTarget = "subject" | "body";
