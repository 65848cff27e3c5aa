import type { DataTableColumn, DataTableFilter } from "../../../blocks/data-table";
import { ActiveIcon } from "./ActiveIcon";

/** The Active filter every admin table offers: all, active only, or inactive only. */
export const ACTIVE_FILTER: DataTableFilter<"is_active"> = {
  id: "is_active",
  label: "Active",
  single: true,
  options: [
    { value: "true", label: "Active" },
    { value: "false", label: "Inactive" },
  ],
};

/** The Active column every admin table ends with: a tick or a cross, sortable. */
export function activeColumn<Row extends { is_active: boolean }>(): DataTableColumn<Row> {
  return {
    id: "is_active",
    header: "Active",
    cell: (row) => <ActiveIcon active={row.is_active} />,
    sortField: "is_active",
    align: "center",
  };
}
