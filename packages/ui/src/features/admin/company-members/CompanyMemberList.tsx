import type { CompanyMemberRecord } from "@pipeline/contract";
import { companyMemberListRead, type CompanyMemberListSlice } from "../../../data";
import { ExternalLink, Link } from "../../../navigation";
import { personName } from "../../../format";
import { DataTable, type DataTableColumn, useListAddress } from "../../../blocks/data-table";
import { ACTIVE_FILTER, activeColumn } from "../components/activeColumn";
import { AddButton } from "../components/AddButton";
import { AdminListPage } from "../components/AdminListPage";

/** What CompanyMemberList reads of the adapter. */
export type CompanyMemberListAdapter = CompanyMemberListSlice;

export type CompanyMemberListProps = {
  /** Where the list lives; names link to `${basePath}/edit/{id}`, Add to `${basePath}/add`. Default: "/company-members". */
  basePath?: string;
};

/** What the Designation column shows for a member without designations. */
export const NO_DESIGNATION = "PORTAL";

/** The designations of a member by label, or PORTAL when there are none. */
export function designationText(member: CompanyMemberRecord): string {
  return member.designation.length > 0
    ? member.designation.map((entry) => entry.label).join(", ")
    : NO_DESIGNATION;
}

function memberColumns(basePath: string): DataTableColumn<CompanyMemberRecord>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: (row) => <Link to={`${basePath}/edit/${row.id}`}>{personName(row)}</Link>,
      sortField: "first_name",
      hideable: false,
    },
    { id: "email", header: "Email", cell: (row) => row.email, sortField: "email" },
    { id: "mobile", header: "Mobile", cell: (row) => row.mobile, sortField: "mobile" },
    {
      id: "linkedin_profile",
      header: "LinkedIn",
      cell: (row) => (row.linkedin_profile ? <ExternalLink address={row.linkedin_profile} /> : null),
    },
    { id: "designation", header: "Designation", cell: designationText },
    activeColumn(),
  ];
}

/** The filters this list keeps in the address. */
const FILTER_IDS = ["is_active"] as const;

/** The company members as a server-paged table: search, sort, paging, the Active filter and Add. */
export function CompanyMemberList({ basePath = "/company-members" }: CompanyMemberListProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<"is_active">({ filterIds: FILTER_IDS });
  return (
    <AdminListPage title="Company Members">
      <DataTable<CompanyMemberRecord, "is_active">
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Company Members"
        columns={memberColumns(basePath)}
        read={companyMemberListRead}
        getRowId={(row) => row.id}
        getRowLabel={personName}
        filters={[ACTIVE_FILTER]}
        actions={<AddButton to={`${basePath}/add`}>Add Company Member</AddButton>}
        empty={{ title: "No company members yet" }}
      />
    </AdminListPage>
  );
}
