import { JOURNEY_TIMINGS_MS } from "@pipeline/contract";
import { CalendarX2, Video } from "lucide-react";
import { useEffect, useId } from "react";
import styled from "styled-components";
import { type MeetingLinkSlice, useMeetingLink } from "../../../data/hooks/meetings";
import { Spinner } from "../../../primitives/Spinner";

/** What MeetingGateway reads through the adapter: where a token leads (public, no sign-in). */
export type MeetingGatewayAdapter = MeetingLinkSlice;

/** The gateway's words (spec sections 2 and 8). */
export const MEETING_GATEWAY_TEXTS = {
  verifying: "Verifying",
  failureTitle: "Sorry!",
  failure: "There was an error processing the meeting link.",
} as const;

export type MeetingGatewayProps = {
  /** The token of the link, from /meeting/{token}. */
  token: string;
  /** Takes the visitor to the meeting. Default: `window.location.assign`. */
  redirect?: (url: string) => void;
};

const StyledPage = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.background};
`;

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, ${({ theme }) => theme.size.dialogSm});
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const StyledIcon = styled.span<{ $failed: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.controlLg} * 2);
  height: calc(${({ theme }) => theme.size.controlLg} * 2);
  color: ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.primary)};
  background: ${({ theme, $failed }) => ($failed ? theme.color.dangerSoft : theme.color.primarySoft)};
  border-radius: ${({ theme }) => theme.radius.round};

  svg {
    width: ${({ theme }) => theme.space.xxl};
    height: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/** Only a web address may be followed: a `javascript:` or other scheme never is. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

function defaultRedirect(url: string) {
  window.location.assign(url);
}

/**
 * The public meeting gateway (/meeting/{token}): "Verifying" while it asks where the token leads,
 * then, 2 s after the answer, the visitor is taken to the meeting. An unknown, cancelled or
 * malformed link shows "Sorry!" and the spec's text.
 */
export function MeetingGateway({ token, redirect = defaultRedirect }: MeetingGatewayProps) {
  const titleId = useId();
  const link = useMeetingLink(token);
  const url = link.data?.url;
  const usable = url !== undefined && isWebAddress(url);
  const failed = link.isError || (link.isSuccess && !usable);

  useEffect(() => {
    if (!usable || url === undefined) return;
    const timer = window.setTimeout(() => redirect(url), JOURNEY_TIMINGS_MS.interviewLinkDelay);
    return () => window.clearTimeout(timer);
  }, [usable, url, redirect]);

  if (failed) {
    return (
      <StyledPage>
        <StyledCard aria-labelledby={titleId} role="alert">
          <StyledIcon $failed aria-hidden="true">
            <CalendarX2 />
          </StyledIcon>
          <StyledTitle id={titleId}>{MEETING_GATEWAY_TEXTS.failureTitle}</StyledTitle>
          <StyledText>{MEETING_GATEWAY_TEXTS.failure}</StyledText>
        </StyledCard>
      </StyledPage>
    );
  }
  return (
    <StyledPage aria-busy="true">
      <StyledCard aria-labelledby={titleId}>
        <StyledIcon $failed={false} aria-hidden="true">
          <Video />
        </StyledIcon>
        <StyledTitle id={titleId}>{MEETING_GATEWAY_TEXTS.verifying}</StyledTitle>
        {link.data?.title ? <StyledText>{link.data.title}</StyledText> : null}
        <Spinner size="lg" label="Verifying the meeting link" />
      </StyledCard>
    </StyledPage>
  );
}
