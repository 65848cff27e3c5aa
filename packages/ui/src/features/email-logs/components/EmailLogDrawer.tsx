import type { EmailLog } from "@pipeline/contract";
import styled from "styled-components";
import { Fact, RecordDetails, RecordFacts, RecordSection } from "../../../blocks/record-details";
import { useSafeHtml } from "../../../hooks/useSafeHtml";
import { Drawer } from "../../../primitives/Drawer";
import { SkeletonText } from "../../../primitives/Skeleton";
import { addressesText, isHtmlBody, istText, senderText } from "../utils/emailLogText";
import { DeliveredStatus } from "./DeliveredStatus";

const StyledMessage = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledPlain = styled(StyledMessage)`
  white-space: pre-wrap;
`;

const StyledCode = styled.pre`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The body as it was sent: HTML cleaned before it is shown, plain text as written. */
function MessageBody({ log }: { log: EmailLog }) {
  const html = isHtmlBody(log);
  const safe = useSafeHtml(html ? log.message : null);
  const label = `Body of ${log.subject || "the e-mail"}`;
  if (!html)
    return (
      <StyledPlain role="document" aria-label={label}>
        {log.message}
      </StyledPlain>
    );
  if (safe === null) return <SkeletonText lines={4} />;
  return <StyledMessage role="document" aria-label={label} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export type EmailLogDrawerProps = {
  /** The log that was opened; null keeps the drawer closed. */
  log: EmailLog | null;
  onClose: () => void;
};

/** One logged message in a drawer: every field of the log, the whole body, and its calendar invitation. */
export function EmailLogDrawer({ log, onClose }: EmailLogDrawerProps) {
  return (
    <Drawer
      title={log ? log.subject || "(no subject)" : "E-mail"}
      description={log ? `Sent ${istText(log.created)}` : undefined}
      open={log !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {log ? (
        <RecordDetails>
          <RecordFacts>
            <Fact term="Receivers" wide>
              {addressesText(log.receiver_emails)}
            </Fact>
            <Fact term="CC" wide>
              {addressesText(log.cc_emails)}
            </Fact>
            <Fact term="Sender">{senderText(log)}</Fact>
            <Fact term="Created">{istText(log.created)}</Fact>
            <Fact term="Body Type">{log.body_type}</Fact>
            <Fact term="Delivered">
              <DeliveredStatus log={log} />
            </Fact>
          </RecordFacts>
          <RecordSection title="Message">
            {log.message ? <MessageBody log={log} /> : <span>—</span>}
          </RecordSection>
          {log.ics_data ? (
            <RecordSection title="Calendar invitation">
              <StyledCode>{log.ics_data}</StyledCode>
            </RecordSection>
          ) : null}
        </RecordDetails>
      ) : null}
    </Drawer>
  );
}
