import type { AuditEntry, AuditLogFilter, Id } from "@pipeline/contract";
import { useMemo, useState } from "react";
import { actionLabel, auditTimeText, targetText } from "../../blocks/audit-trail";
import { DataTable, useListAddress } from "../../blocks/data-table";
import { PageHeading, PageStack } from "../../blocks/page-layout";
import {
  auditLogListRead,
  type AuditLogListSlice,
  type AuditValueNamesSlice,
} from "../../data/hooks/auditLog";
import type { UsersShortSlice } from "../../data/hooks/users";
import { auditColumns } from "./columns";
import { AuditEntryDrawer } from "./components/AuditEntryDrawer";
import { useAuditLogFilters } from "./hooks/useAuditLogFilters";

/**
 * What AuditLog reads of the adapter: the log's pages, the users its User filter offers, and the
 * reference lists that name the ids an entry holds.
 */
export type AuditLogAdapter = AuditLogListSlice & UsersShortSlice & AuditValueNamesSlice;

export type AuditLogProps = {
  /** The companies list; an entry's company links to its page under it. Default: "/companies". */
  companiesPath?: string;
};

/** The filters this list keeps in the address. */
const FILTER_IDS = ["user", "entity", "entity_id", "action"] as const;

/**
 * The Audit Log (SUPER_ADMIN): every write, newest first, as a server-paged table: when, who and
 * acting as which role, what was done to which record, its company, the fields changed and the
 * address it came from. Filtered by user, kind of record, record id, action and dates; searched by
 * username and address. An entry opens in a drawer with every field before → after.
 */
export function AuditLog({ companiesPath = "/companies" }: AuditLogProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<AuditLogFilter>({ filterIds: FILTER_IDS });
  const filters = useAuditLogFilters();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const companyPath = useMemo(() => (id: Id) => `${companiesPath}/${id}`, [companiesPath]);
  const columns = useMemo(() => auditColumns({ onOpen: setOpen, companyPath }), [companyPath]);

  return (
    <PageStack>
      <PageHeading>Audit Log</PageHeading>
      <DataTable<AuditEntry, AuditLogFilter>
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Audit Log"
        columns={columns}
        read={auditLogListRead}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => `${actionLabel(entry.action)} ${targetText(entry)}, ${auditTimeText(entry)}`}
        filters={filters}
        dateFilter="created"
        search={{ placeholder: "Username or address" }}
        onRowOpen={setOpen}
        empty={{ title: "No changes recorded yet" }}
      />
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} companyPath={companyPath} />
    </PageStack>
  );
}
