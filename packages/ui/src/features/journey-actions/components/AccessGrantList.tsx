import type { Id, UserJourneyAccess } from "@pipeline/contract";
import { useState } from "react";
import styled from "styled-components";
import { useSaveJourneyAccess } from "../../../data/hooks/journeyActions";
import { useCurrentUser } from "../../../data/hooks/users";
import { formatIstDateTime, personName } from "../../../format";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { Button } from "../../../primitives/Button";
import { Dialog } from "../../../primitives/Dialog";
import { accessValidityTone, StatusPill } from "../../../primitives/StatusPill";
import { useToast } from "../../../primitives/Toast";
import { daysLeft, daysLeftText, grantValidity } from "../utils/accessDays";
import { canRevoke } from "../utils/guardAccess";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const StyledWho = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledConfirmText = styled.p`
  margin: 0;
`;

const StyledUntil = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type AccessGrantListProps = {
  /** The grants on the journey item. */
  grants: readonly UserJourneyAccess[];
  /** The instant the badges count days from. */
  now: Date;
};

function nameOf(grant: UserJourneyAccess): string {
  return personName(grant.user);
}

/**
 * The current grants: who, until when (IST), the days-left badge and Revoke. Revoke asks first, in
 * a dialog; confirmed, it sets the grant's days to 0, which ends it at once. It is offered on a
 * running grant to its creator or a SUPER_ADMIN.
 */
export function AccessGrantList({ grants, now }: AccessGrantListProps) {
  const save = useSaveJourneyAccess();
  const currentUser = useCurrentUser();
  const toast = useToast();
  const [revoking, setRevoking] = useState<Id | null>(null);
  // The grant whose Revoke was pressed, waiting for the user to confirm it.
  const [confirming, setConfirming] = useState<UserJourneyAccess | null>(null);

  async function handleRevoke(grant: UserJourneyAccess) {
    setRevoking(grant.id);
    try {
      const saved = await save.mutateAsync({
        id: grant.id,
        input: {
          user_id: grant.user_id,
          valid_days: 0,
          company_id: grant.company_id,
          content_type: grant.content_type,
          object_id: grant.object_id,
        },
      });
      toast.success(saved.message);
    } catch (error) {
      toast.error(error);
    } finally {
      setRevoking(null);
      setConfirming(null);
    }
  }

  return (
    <>
      <StyledList aria-label="Current access">
        {grants.map((grant) => {
          const days = daysLeft(grant.valid_until, now);
          const validity = grantValidity(grant.valid_until, now);
          return (
            <StyledItem key={grant.id}>
              <StyledWho>
                <StyledName>{nameOf(grant)}</StyledName>
                <StyledUntil>Valid until {formatIstDateTime(grant.valid_until)} IST</StyledUntil>
              </StyledWho>
              <StatusPill tone={accessValidityTone(validity)}>{daysLeftText(days)}</StatusPill>
              {validity === "expired" || !canRevoke(grant, currentUser.data) ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke access of ${nameOf(grant)}`}
                  loading={revoking === grant.id}
                  disabled={revoking !== null}
                  onClick={() => setConfirming(grant)}
                >
                  Revoke
                </Button>
              )}
            </StyledItem>
          );
        })}
      </StyledList>
      {confirming ? (
        <Dialog
          title="Revoke access?"
          size="sm"
          open
          onOpenChange={(next) => {
            if (!next && revoking === null) setConfirming(null);
          }}
          footer={
            <StyledDialogActions>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={revoking !== null}>
                Keep access
              </Button>
              <Button
                variant="danger"
                loading={revoking !== null}
                onClick={() => void handleRevoke(confirming)}
              >
                Revoke
              </Button>
            </StyledDialogActions>
          }
        >
          <StyledConfirmText>
            {`${nameOf(confirming)} will no longer be able to open this item. The access ends at once.`}
          </StyledConfirmText>
        </Dialog>
      ) : null}
    </>
  );
}
