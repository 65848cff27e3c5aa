import type { EmailLog } from "@pipeline/contract";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useSafeHtml } from "../../../hooks/useSafeHtml";
import { Drawer } from "../../../primitives/Drawer";
import { SkeletonText } from "../../../primitives/Skeleton";
import { addressesText, isHtmlBody, istText, senderText } from "../utils/emailLogText";
import { DeliveredStatus } from "./DeliveredStatus";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }

  div[data-wide] {
    grid-column: 1 / -1;
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

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

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div data-wide={wide ? "" : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
        <StyledBody>
          <StyledFacts>
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
          </StyledFacts>
          <StyledSection aria-label="Message">
            <StyledSectionTitle>Message</StyledSectionTitle>
            {log.message ? <MessageBody log={log} /> : <span>—</span>}
          </StyledSection>
          {log.ics_data ? (
            <StyledSection aria-label="Calendar invitation">
              <StyledSectionTitle>Calendar invitation</StyledSectionTitle>
              <StyledCode>{log.ics_data}</StyledCode>
            </StyledSection>
          ) : null}
        </StyledBody>
      ) : null}
    </Drawer>
  );
}
