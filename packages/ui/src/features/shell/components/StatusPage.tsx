import { STATUS_PAGE_TEXTS, type StatusPageKind } from "@pipeline/contract";
import { ArrowLeft, Compass, House, LockKeyhole, ShieldX, TimerOff } from "lucide-react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { useNavigate } from "../../../navigation";
import { Button } from "../../../primitives/Button";
import { StyledCard, StyledFullPage, StyledPageText, StyledPageTitle } from "./FullPage";

export type StatusPageProps = {
  /** Which page: the 401, 403 and 404 error pages, or the layout's logged-out page. */
  kind: StatusPageKind;
  /** Why, in the server's words (e.g. why a page was refused), under the page's text. Default: none. */
  reason?: string | null;
  /** Where Go to Home leads, e.g. the sign-in with the page to return to. Default: "/". */
  home?: string;
};

const ILLUSTRATIONS: Record<StatusPageKind, { icon: ReactNode; overline: string }> = {
  "401": { icon: <LockKeyhole />, overline: "Error 401" },
  "403": { icon: <ShieldX />, overline: "Error 403" },
  "404": { icon: <Compass />, overline: "Error 404" },
  "logged-out": { icon: <TimerOff />, overline: "Session ended" },
};

const StyledStatusCard = styled(StyledCard)`
  align-items: center;
  text-align: center;
  width: min(100%, ${({ theme }) => theme.size.dialogMd});
`;

const StyledIllustration = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.controlLg} * 2);
  height: calc(${({ theme }) => theme.size.controlLg} * 2);
  color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.round};

  svg {
    width: ${({ theme }) => theme.space.xxxl};
    height: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledOverline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledReason = styled(StyledPageText)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The Not Authorized (403: Go Back, one step back in history), Authentication Required! (401),
 * page not found (404) and logged-out pages; all but 403 lead home, which forwards to /login.
 */
export function StatusPage({ kind, reason = null, home = "/" }: StatusPageProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const text = STATUS_PAGE_TEXTS[kind];
  const { icon, overline } = ILLUSTRATIONS[kind];
  return (
    <StyledFullPage>
      <StyledStatusCard aria-labelledby={titleId}>
        <StyledIllustration aria-hidden="true">{icon}</StyledIllustration>
        <StyledText>
          <StyledOverline>{overline}</StyledOverline>
          <StyledPageTitle id={titleId}>{text.title}</StyledPageTitle>
          <StyledPageText>{text.message}</StyledPageText>
          {reason && reason !== text.message ? <StyledReason>{reason}</StyledReason> : null}
        </StyledText>
        {text.action === "back" ? (
          <Button variant="primary" size="lg" icon={<ArrowLeft />} onClick={() => window.history.back()}>
            Go Back
          </Button>
        ) : (
          <Button variant="primary" size="lg" icon={<House />} onClick={() => navigate(home)}>
            Go to Home
          </Button>
        )}
      </StyledStatusCard>
    </StyledFullPage>
  );
}
