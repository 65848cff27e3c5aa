import type { CampaignAudience, EmailFont } from "@pipeline/contract";
import styled from "styled-components";
import { useSafeHtml } from "../../../hooks/useSafeHtml";
import { Accordion, AccordionItem } from "../../../primitives/Accordion";
import { BODY_FONT_FAMILY, withBodyFont } from "../utils/bodyFont";
import { fillBody, fillSubject } from "../utils/placeholders";

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.md};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledMessage = styled.div`
  max-height: 20rem;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type CampaignPreviewProps = {
  subject: string;
  body: string;
  font: EmailFont;
  /** The recipient the message is shown for; null when the campaign reaches nobody. */
  sample: CampaignAudience["sample"] | undefined;
};

function PreviewMessage({ subject, body, font, sample }: CampaignPreviewProps) {
  const html = sample && body ? fillBody(withBodyFont(body, font), sample) : null;
  const safe = useSafeHtml(html);
  if (!sample) {
    return <StyledEmpty>Nobody to preview: the campaign reaches no one yet.</StyledEmpty>;
  }
  const filledSubject = fillSubject(subject, sample);
  return (
    <>
      <StyledFacts>
        <dt>To</dt>
        <dd>{sample.email}</dd>
        <dt>Subject</dt>
        <dd>{filledSubject || "(no subject)"}</dd>
      </StyledFacts>
      {html ? (
        <StyledMessage
          role="document"
          aria-label={`Body as ${sample.email} reads it`}
          style={{ fontFamily: BODY_FONT_FAMILY[font] }}
          {...(safe === null ? { "aria-busy": true } : { dangerouslySetInnerHTML: { __html: safe } })}
        />
      ) : (
        <StyledEmpty>The body is empty.</StyledEmpty>
      )}
    </>
  );
}

/**
 * The subject and body as the campaign's first recipient will read them, the placeholders filled
 * with their name, company and pitch line, and the body cleaned as any e-mail shown here is.
 */
export function CampaignPreview(props: CampaignPreviewProps) {
  return (
    <Accordion>
      <AccordionItem value="preview" title="Preview">
        <PreviewMessage {...props} />
      </AccordionItem>
    </Accordion>
  );
}
