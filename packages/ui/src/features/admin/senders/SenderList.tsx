import type { SenderDetails } from "@pipeline/contract";
import { senderListRead, type SenderListSlice } from "../../../data";
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  useListAddress,
} from "../../../blocks/data-table";
import { createdByText, formatIstDateTime } from "../../../format";
import { Link } from "../../../navigation";
import { ACTIVE_FILTER, activeColumn } from "../components/activeColumn";
import { AddButton } from "../components/AddButton";
import { AdminListPage } from "../components/AdminListPage";
import { SenderActions, type SenderActionsAdapter } from "./SenderActions";
import { VerificationPill } from "./VerificationPill";

/** What SenderList reads and calls of the adapter. */
export type SenderListAdapter = SenderListSlice & SenderActionsAdapter;

export type SenderListProps = {
  /** Where the list lives; addresses link to `${basePath}/edit/{id}`, Add Sender to `${basePath}/add`. Default: "/sender-details". */
  basePath?: string;
};

const VERIFIED_FILTER: DataTableFilter<"is_verified"> = {
  id: "is_verified",
  label: "Verified",
  single: true,
  options: [
    { value: "true", label: "Verified" },
    { value: "false", label: "Not verified" },
  ],
};

function createdText(sender: SenderDetails): string {
  const text = formatIstDateTime(sender.created);
  return text ? `${text} IST` : "—";
}

function senderColumns(basePath: string): DataTableColumn<SenderDetails>[] {
  return [
    {
      id: "email",
      header: "Email",
      cell: (row) => <Link to={`${basePath}/edit/${row.id}`}>{row.email}</Link>,
      sortField: "email",
      hideable: false,
    },
    { id: "sender_name", header: "Name", cell: (row) => row.sender_name, sortField: "sender_name" },
    { id: "city", header: "City", cell: (row) => row.city, sortField: "city" },
    { id: "country", header: "Country", cell: (row) => row.country, sortField: "country" },
    activeColumn(),
    {
      id: "is_verified",
      header: "Verification",
      cell: (row) => <VerificationPill verified={row.is_verified} />,
      sortField: "is_verified",
    },
    {
      id: "created_by",
      header: "Created By",
      cell: (row) => (row.created_by ? createdByText(row) : "—"),
    },
    { id: "created", header: "Created", cell: createdText, sortField: "created" },
    {
      id: "actions",
      header: "Actions",
      // A verified sender has nothing left to check or resend.
      cell: (row) => (row.is_verified ? null : <SenderActions sender={row} />),
      hideable: false,
      sticky: "end",
    },
  ];
}

/** The filters this list keeps in the address. */
const FILTER_IDS = ["is_active", "is_verified"] as const;

/**
 * The senders as a server-paged table: search, sort, paging, the Active and Verified filters,
 * each unverified sender's Check status and Resend verification, and Add Sender.
 */
export function SenderList({ basePath = "/sender-details" }: SenderListProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<"is_active" | "is_verified">({ filterIds: FILTER_IDS });
  return (
    <AdminListPage title="Sender Details">
      <DataTable<SenderDetails, "is_active" | "is_verified">
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Senders"
        columns={senderColumns(basePath)}
        read={senderListRead}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.email}
        filters={[ACTIVE_FILTER, VERIFIED_FILTER]}
        actions={<AddButton to={`${basePath}/add`}>Add Sender</AddButton>}
        empty={{ title: "No senders yet" }}
      />
    </AdminListPage>
  );
}
