import { LOOKUP_ROUTE_SEGMENT, type Lookup, type LookupKind } from "@pipeline/contract";
import { lookupListRead, type LookupListSlice } from "../../../data";
import { Link } from "../../../navigation";
import { DataTable, type DataTableColumn, type TableRead, useListAddress } from "../../../blocks/data-table";
import { ACTIVE_FILTER, activeColumn } from "../components/activeColumn";
import { AddButton } from "../components/AddButton";
import { AdminListPage } from "../components/AdminListPage";
import { formatIstDateTime } from "../../../format";
import { LOOKUP_SCREENS } from "./lookupScreens";

/** What LookupList reads of the adapter. */
export type LookupListAdapter = LookupListSlice;

export type LookupListProps = {
  /** Which reference list. */
  kind: LookupKind;
  /** Where the list lives; rows link to `${basePath}/edit/{id}`, Add to `${basePath}/add`. Default: `/${LOOKUP_ROUTE_SEGMENT[kind]}`. */
  basePath?: string;
};

/** Newest entries first until the user sorts by a column (the lists are shown reversed). */
const NEWEST_FIRST = { field: "id", direction: "desc" } as const;

function lookupColumns(kind: LookupKind, basePath: string): DataTableColumn<Lookup>[] {
  const screen = LOOKUP_SCREENS[kind];
  const columns: DataTableColumn<Lookup>[] = [
    { id: "id", header: "ID", cell: (row) => row.id, sortField: "id" },
    {
      id: "label",
      header: screen.labelField,
      cell: (row) => <Link to={`${basePath}/edit/${row.id}`}>{row.label}</Link>,
      sortField: "label",
      hideable: false,
    },
  ];
  if (screen.valueField) {
    columns.push({ id: "name", header: "Value", cell: (row) => row.name, sortField: "name" });
  }
  columns.push(
    { id: "order", header: "Order", cell: (row) => row.order, sortField: "order" },
    {
      id: "created",
      header: "Created On",
      cell: (row) => formatIstDateTime(row.created),
      sortField: "created",
    },
    {
      id: "modified",
      header: "Modified On",
      cell: (row) => formatIstDateTime(row.modified),
      sortField: "modified",
    },
    activeColumn(),
  );
  return columns;
}

/** The filters this list keeps in the address. */
const FILTER_IDS = ["is_active"] as const;

/** One reference list as a server-paged table: search, sort, the Active filter and Add. */
export function LookupList({ kind, basePath = `/${LOOKUP_ROUTE_SEGMENT[kind]}` }: LookupListProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<"is_active">({ filterIds: FILTER_IDS });
  const screen = LOOKUP_SCREENS[kind];
  const read: TableRead<Lookup, "is_active"> = (params) =>
    lookupListRead(kind, { ...params, sort: params.sort ?? NEWEST_FIRST });

  return (
    <AdminListPage title={screen.title}>
      <DataTable<Lookup, "is_active">
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label={screen.title}
        columns={lookupColumns(kind, basePath)}
        read={read}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.label}
        filters={[ACTIVE_FILTER]}
        actions={<AddButton to={`${basePath}/add`}>{`Add ${screen.noun}`}</AddButton>}
        empty={{ title: `No ${screen.plural} yet` }}
      />
    </AdminListPage>
  );
}
