import { IMPORT_STATUSES } from "@pipeline/contract";
import { useMemo } from "react";
import { personName } from "../../../format";
import { useUsersShort } from "../../../data";
import type { DataTableFilter } from "../../../blocks/data-table";

export type ImportFilter = "status" | "created_by";

/** The Status filter (the five statuses) and the Created By filter (the users, by name). */
export function useImportFilters(): DataTableFilter<ImportFilter>[] {
  const users = useUsersShort().data;
  return useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: IMPORT_STATUSES.map((status) => ({ value: status, label: status })),
      },
      {
        id: "created_by",
        label: "Created By",
        options: (users ?? []).map((user) => ({
          value: String(user.pk),
          label: personName(user),
        })),
      },
    ],
    [users],
  );
}
