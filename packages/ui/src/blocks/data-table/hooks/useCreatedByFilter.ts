import { useMemo } from "react";
import { useUsersShort, type UsersScope } from "../../../data";
import { personName } from "../../../format";
import type { DataTableFilter, DataTableFilterOption } from "../types";

export type CreatedByFilterOptions = {
  /** Which users are offered. Default: every active user. */
  scope?: UsersScope;
  /** Choices of the table's own before the users (the companies' PORTAL); keep it stable. Default: none. */
  first?: readonly DataTableFilterOption[];
};

const NONE: readonly DataTableFilterOption[] = [];

/** A list table's Created By filter: the users by name, each sent as its pk. */
export function useCreatedByFilter({
  scope,
  first = NONE,
}: CreatedByFilterOptions = {}): DataTableFilter<"created_by"> {
  const users = useUsersShort(scope).data;
  return useMemo(
    () => ({
      id: "created_by",
      label: "Created By",
      options: [
        ...first,
        ...(users ?? []).map((user) => ({ value: String(user.pk), label: personName(user) })),
      ],
    }),
    [first, users],
  );
}
