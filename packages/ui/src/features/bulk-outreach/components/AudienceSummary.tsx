import type { CampaignAudience } from "@pipeline/contract";
import { Ban, Lock, MailX, Users, UserRoundCheck } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { formatNumber } from "../../../format";
import { ErrorState } from "../../../primitives/ErrorState";
import { Skeleton, SkeletonBlock, SkeletonText } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";

const StyledSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const StyledHeadline = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledNotes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledNote = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const StyledWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** "1 company", "3 companies". */
function count(value: number, one: string, many: string): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** Companies whose people the campaign writes to: the chosen ones less those it leaves out. */
export function companiesReached(audience: CampaignAudience): number {
  return Math.max(
    0,
    audience.companies - audience.without_email - audience.already_contacted - audience.gate_not_passed,
  );
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <StyledNote>
      {icon}
      <span>{children}</span>
    </StyledNote>
  );
}

export type AudienceSummaryProps = {
  audience: CampaignAudience | undefined;
  error: unknown;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
};

/**
 * Whom the campaign reaches: its recipients and their companies, then whom it leaves out and why
 * (suppressed addresses, companies without an address, companies contacted before, companies a
 * committee has not passed yet).
 */
export function AudienceSummary({ audience, error, isError, retrying, onRetry }: AudienceSummaryProps) {
  if (isError) {
    return (
      <ErrorState
        title="Could not count the recipients"
        message={toastErrorText(error)}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!audience) {
    return (
      <StyledSummary aria-label="Recipients">
        <Skeleton label="Counting the recipients">
          <SkeletonBlock width="50%" />
          <SkeletonText lines={2} />
        </Skeleton>
      </StyledSummary>
    );
  }
  const reached = companiesReached(audience);
  return (
    <StyledSummary aria-label="Recipients">
      <StyledHeadline>
        <Users aria-hidden="true" />
        {`${count(audience.recipients, "recipient", "recipients")} at ${count(reached, "company", "companies")}`}
      </StyledHeadline>
      {audience.recipients === 0 ? (
        <StyledWarning role="alert">
          Nobody to write to: choose companies whose people have an e-mail address.
        </StyledWarning>
      ) : null}
      <StyledNotes>
        {audience.suppressed > 0 ? (
          <Note icon={<Ban aria-hidden="true" />}>
            {`${count(audience.suppressed, "address is", "addresses are")} on the suppression list (unsubscribed, bounced or marked as spam) and will not be written to.`}
          </Note>
        ) : null}
        {audience.without_email > 0 ? (
          <Note icon={<MailX aria-hidden="true" />}>
            {`${count(audience.without_email, "company has", "companies have")} no e-mail address, neither of an active member nor of its own: left out.`}
          </Note>
        ) : null}
        {audience.already_contacted > 0 ? (
          <Note icon={<UserRoundCheck aria-hidden="true" />}>
            {`${count(audience.already_contacted, "company has", "companies have")} had the initial outreach e-mail already: left out.`}
          </Note>
        ) : null}
        {audience.gate_not_passed > 0 ? (
          <Note icon={<Lock aria-hidden="true" />}>
            {`${count(audience.gate_not_passed, "company has", "companies have")} not passed the committee this e-mail's stage waits for: left out.`}
          </Note>
        ) : null}
      </StyledNotes>
    </StyledSummary>
  );
}
