import type { User, UserListFilter } from "@pipeline/contract";
import { useMemo } from "react";
import { type RolesSlice, useRoles, userListRead, type UserListSlice } from "../../../data";
import { Link } from "../../../navigation";
import { personName } from "../../../format";
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  useListAddress,
} from "../../../blocks/data-table";
import { ACTIVE_FILTER, activeColumn } from "../components/activeColumn";
import { AddButton } from "../components/AddButton";
import { AdminListPage } from "../components/AdminListPage";
import { roleOptions } from "./roleOptions";

/** What UserList reads of the adapter: the users, and the roles its filter offers. */
export type UserListAdapter = UserListSlice & RolesSlice;

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
    { id: "roles", header: "Roles", cell: (row) => row.roles.join(", ") },
    activeColumn(),
  ];
}

/** The filters this list keeps in the address. */
const FILTER_IDS = ["is_active", "roles"] as const satisfies readonly UserListFilter[];

/**
 * The users as a server-paged table: search, sort, paging, the Active and Roles filters (users
 * holding any of the roles picked), column choice and Add User.
 */
export function UserList({ basePath = "/users" }: UserListProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<UserListFilter>({ filterIds: FILTER_IDS });
  const roles = useRoles();
  // A role named in the address stays a chip of the filter while the roles load.
  const fromAddress = list.initialQuery.filters?.roles;
  const rolesFilter = useMemo<DataTableFilter<"roles">>(
    () => ({ id: "roles", label: "Roles", options: roleOptions(roles.data ?? [], fromAddress) }),
    [roles.data, fromAddress],
  );
  return (
    <AdminListPage title="Users">
      <DataTable<User, UserListFilter>
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Users"
        columns={userColumns(basePath)}
        read={userListRead}
        getRowId={(row) => row.pk}
        getRowLabel={personName}
        filters={[ACTIVE_FILTER, rolesFilter]}
        actions={<AddButton to={`${basePath}/add`}>Add User</AddButton>}
        empty={{ title: "No users yet" }}
      />
    </AdminListPage>
  );
}
