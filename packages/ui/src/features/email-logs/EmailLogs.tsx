import type { EmailLog, ListParams } from "@pipeline/contract";
import { useCallback, useMemo, useState, type MouseEvent } from "react";
import styled from "styled-components";
import { DataTable, toListParams, type DataTableFilter, type DataTableQuery } from "../../blocks/data-table";
import { emailLogListRead, type EmailLogFilter, type EmailLogListSlice } from "../../data/hooks/emailLogs";
import { useAdapterQuery } from "../../data/useAdapterQuery";
import { emailLogColumns } from "./columns";
import { EmailLogDrawer } from "./components/EmailLogDrawer";

/** What EmailLogs reads of the adapter: the log's pages. */
export type EmailLogsSlice = EmailLogListSlice;

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

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

const NO_ROWS: readonly EmailLog[] = [];

/** A click on a row's own control (the subject) is that control's, not the row's. */
function rowOf(event: MouseEvent<HTMLElement>): string | null {
  const target = event.target as HTMLElement;
  if (target.closest("button, a, input, [role='menuitem']")) return null;
  return target.closest<HTMLElement>("[data-row-id]")?.dataset.rowId ?? null;
}

/**
 * Email Logs (admin-portal section 2.7): every message the product sent, newest first, as a
 * server-paged table searched by subject and addresses and filtered by date and delivery. A row
 * opens the whole message.
 */
export function EmailLogs() {
  const [open, setOpen] = useState<EmailLog | null>(null);
  const [params, setParams] = useState<ListParams<EmailLogFilter>>({});
  // The page the table shows, from the table's own cache entry: a row click finds its log there.
  const rows = useAdapterQuery(emailLogListRead(params), { enabled: false }).data?.rows ?? NO_ROWS;
  const columns = useMemo(() => emailLogColumns(setOpen), []);
  const handleQueryChange = useCallback((query: DataTableQuery<EmailLogFilter>) => {
    setParams(toListParams(query));
  }, []);

  return (
    <StyledPage>
      <StyledHeading>Email Logs</StyledHeading>
      {/* Rows open on a click anywhere; the subject is the same action for the keyboard. */}
      <div
        onClick={(event) => {
          const id = rowOf(event);
          const log = id === null ? undefined : rows.find((candidate) => String(candidate.id) === id);
          if (log) setOpen(log);
        }}
      >
        <DataTable<EmailLog, EmailLogFilter>
          label="Email Logs"
          columns={columns}
          read={emailLogListRead}
          getRowId={(log) => log.id}
          getRowLabel={(log) => log.subject}
          filters={FILTERS}
          dateFilter
          searchPlaceholder="Subject or address"
          onQueryChange={handleQueryChange}
          emptyTitle="No e-mails sent yet"
        />
      </div>
      <EmailLogDrawer log={open} onClose={() => setOpen(null)} />
    </StyledPage>
  );
}
