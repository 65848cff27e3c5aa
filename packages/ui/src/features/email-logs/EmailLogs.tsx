import type { EmailLog } from "@pipeline/contract";
import { useMemo, useState } from "react";
import { DataTable, type DataTableFilter, useListAddress } from "../../blocks/data-table";
import { emailLogListRead, type EmailLogFilter, type EmailLogListSlice } from "../../data/hooks/emailLogs";
import { emailLogColumns } from "./columns";
import { EmailLogDrawer } from "./components/EmailLogDrawer";
import { PageHeading, PageStack } from "../../blocks/page-layout";

/** What EmailLogs reads of the adapter: the log's pages. */
export type EmailLogsSlice = EmailLogListSlice;

const DELIVERED_FILTER: DataTableFilter<EmailLogFilter> = {
  id: "delivered",
  label: "Delivered",
  single: true,
  options: [
    { value: "true", label: "Yes" },
    { value: "false", label: "No" },
  ],
};

const FILTERS = [DELIVERED_FILTER];

/** The filters this list keeps in the address. */
const FILTER_IDS = ["delivered"] as const;

/**
 * Email Logs (admin-portal section 2.7): every message the product sent, newest first, as a
 * server-paged table searched by subject and addresses and filtered by date and delivery. A row
 * opens the whole message.
 */
export function EmailLogs() {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<EmailLogFilter>({ filterIds: FILTER_IDS });
  const [open, setOpen] = useState<EmailLog | null>(null);
  const columns = useMemo(() => emailLogColumns(setOpen), []);

  return (
    <PageStack>
      <PageHeading>Email Logs</PageHeading>
      {/* Rows open on a click anywhere; the subject is the same action for the keyboard. */}
      <DataTable<EmailLog, EmailLogFilter>
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Email Logs"
        columns={columns}
        read={emailLogListRead}
        getRowId={(log) => log.id}
        getRowLabel={(log) => log.subject}
        filters={FILTERS}
        dateFilter="created"
        search={{ placeholder: "Subject or address" }}
        onRowOpen={setOpen}
        empty={{ title: "No e-mails sent yet" }}
      />
      <EmailLogDrawer log={open} onClose={() => setOpen(null)} />
    </PageStack>
  );
}
