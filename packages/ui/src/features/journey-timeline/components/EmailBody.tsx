import type { JourneyItem } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime } from "../../../format";
import { useSafeHtml } from "../../../hooks/useSafeHtml";
import type { JourneyItemBodyProps } from "../types";
import { FileLinks } from "./FileLinks";
import { ItemFacts } from "./ItemFacts";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledMessage = styled.div`
  max-height: 16rem;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
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

/** When the e-mail goes or went: "Scheduled for …" while its time is ahead. */
export function emailWhen(item: JourneyItem, now: number = Date.now()): { term: string; value: string } {
  const at = item.start_date ? Date.parse(item.start_date) : Number.NaN;
  if (Number.isNaN(at)) return { term: "Sent", value: "" };
  const text = `${formatIstDateTime(item.start_date)} IST`;
  return at > now ? { term: "When", value: `Scheduled for ${text}` } : { term: "Sent", value: text };
}

/** An e-mail: its subject, who it went to (cc and bcc too), when, its body and its attachments. */
export function EmailBody({ item, onOpenFile }: JourneyItemBodyProps) {
  const safe = useSafeHtml(item.body);
  const when = emailWhen(item);
  return (
    <StyledBody>
      <ItemFacts
        facts={[
          { term: "Subject", value: item.subject ?? "" },
          { term: "To", value: item.receiver_emails.join(", ") },
          { term: "Cc", value: item.cc.join(", ") },
          { term: "Bcc", value: item.bcc.join(", ") },
          when,
        ]}
      />
      {item.body ? (
        <StyledMessage
          role="document"
          aria-label={`Body of ${item.subject ?? "the e-mail"}`}
          {...(safe === null ? { "aria-busy": true } : { dangerouslySetInnerHTML: { __html: safe } })}
        />
      ) : null}
      <FileLinks files={item.attachments} label="Attachments" onOpenFile={onOpenFile} />
    </StyledBody>
  );
}
