import type { EmailLog } from "@pipeline/contract";
import styled from "styled-components";
import type { DataTableColumn } from "../../blocks/data-table";
import { RecordOpenButton } from "../../blocks/record-details";
import { AddressList } from "./components/AddressList";
import { DeliveredStatus } from "./components/DeliveredStatus";
import { istText, messageText, senderText } from "./utils/emailLogText";

/** Long text cut to two lines; the drawer shows all of it. */
const StyledClamp = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const StyledPreview = styled(StyledClamp)`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The columns of Email Logs. The subject opens the message in a drawer; the message column shows
 * the body's text only, never its HTML.
 */
export function emailLogColumns(onOpen: (log: EmailLog) => void): DataTableColumn<EmailLog>[] {
  return [
    {
      id: "subject",
      header: "Subject",
      cell: (log) => (
        <RecordOpenButton type="button" onClick={() => onOpen(log)}>
          <StyledClamp>{log.subject || "(no subject)"}</StyledClamp>
        </RecordOpenButton>
      ),
      sortField: "subject",
      hideable: false,
    },
    {
      id: "receiver_emails",
      header: "Receivers",
      cell: (log) => <AddressList addresses={log.receiver_emails} />,
    },
    {
      id: "cc_emails",
      header: "CC",
      cell: (log) => <AddressList addresses={log.cc_emails} />,
    },
    {
      id: "body_type",
      header: "Body Type",
      cell: (log) => log.body_type,
      sortField: "body_type",
    },
    {
      id: "message",
      header: "Message",
      cell: (log) => <StyledPreview>{messageText(log)}</StyledPreview>,
    },
    { id: "sender", header: "Sender", cell: senderText },
    {
      id: "created",
      header: "Created",
      cell: (log) => istText(log.created),
      sortField: "created",
    },
    {
      id: "delivered",
      header: "Delivered",
      cell: (log) => <DeliveredStatus log={log} clampReason />,
      sortField: "delivered",
    },
  ];
}
