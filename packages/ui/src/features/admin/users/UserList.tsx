import type { User } from "@pipeline/contract";
import { userListRead, type UserListSlice } from "../../../data";
import { Link } from "../../../navigation";
import { personName } from "../../../format";
import { DataTable, type DataTableColumn, useListAddress } from "../../../blocks/data-table";
import { ACTIVE_FILTER, activeColumn } from "../components/activeColumn";
import { AddButton } from "../components/AddButton";
import { AdminListPage } from "../components/AdminListPage";

/** What UserList reads of the adapter. */
export type UserListAdapter = UserListSlice;

export type UserListProps = {
  /** Where the list lives; names link to `${basePath}/edit/{id}`, Add User to `${basePath}/add`. Default: "/users". */
  basePath?: string;
};

function userColumns(basePath: string): DataTableColumn<User>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: (row) => <Link to={`${basePath}/edit/${row.pk}`}>{personName(row)}</Link>,
      sortField: "first_name",
      hideable: false,
    },
    { id: "email", header: "Email", cell: (row) => row.email, sortField: "email" },
    {
      id: "username",
      header: "ERP Username",
      cell: (row) => row.username,
      sortField: "username",
      defaultHidden: true,
    },
    activeColumn(),
  ];
}

/** The filters this list keeps in the address. */
const FILTER_IDS = ["is_active"] as const;

/** The users as a server-paged table: search, sort, paging, the Active filter, column choice and Add User. */
export function UserList({ basePath = "/users" }: UserListProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<"is_active">({ filterIds: FILTER_IDS });
  return (
    <AdminListPage title="Users">
      <DataTable<User, "is_active">
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Users"
        columns={userColumns(basePath)}
        read={userListRead}
        getRowId={(row) => row.pk}
        getRowLabel={personName}
        filters={[ACTIVE_FILTER]}
        actions={<AddButton to={`${basePath}/add`}>Add User</AddButton>}
        empty={{ title: "No users yet" }}
      />
    </AdminListPage>
  );
}
