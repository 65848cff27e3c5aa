import { IMPORT_STATUSES } from "@pipeline/contract";
import { useMemo } from "react";
import { type DataTableFilter, useCreatedByFilter } from "../../../blocks/data-table";

export type ImportFilter = "status" | "created_by";

/** The Status filter (the five statuses) and the Created By filter (the users, by name). */
export function useImportFilters(): DataTableFilter<ImportFilter>[] {
  const createdBy = useCreatedByFilter();
  return useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: IMPORT_STATUSES.map((status) => ({ value: status, label: status })),
      },
      createdBy,
    ],
    [createdBy],
  );
}
