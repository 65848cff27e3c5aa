import type { SenderDetails } from "@pipeline/contract";
import { MailPlus, RefreshCw } from "lucide-react";
import styled from "styled-components";
import {
  useCheckSenderVerification,
  useResendSenderVerification,
  type CheckSenderVerificationSlice,
  type ResendSenderVerificationSlice,
} from "../../../data";
import { IconButton } from "../../../primitives/IconButton";
import { Tooltip } from "../../../primitives/Tooltip";
import { useToast } from "../../../primitives/Toast";

/** What SenderActions calls on the adapter. */
export type SenderActionsAdapter = CheckSenderVerificationSlice & ResendSenderVerificationSlice;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export type SenderActionsProps = {
  /** The sender of the row. */
  sender: SenderDetails;
};

/** "ventures@pipeline.test is verified." */
export function checkedText(sender: Pick<SenderDetails, "email">, verified: boolean): string {
  return verified
    ? `${sender.email} is verified.`
    : `${sender.email} is not verified yet: the link in its verification e-mail has not been opened.`;
}

/**
 * A row's verification actions: Check status asks whether the sender is verified now (the row
 * shows the answer once the list is read again); Resend verification e-mails a new link.
 */
export function SenderActions({ sender }: SenderActionsProps) {
  const toast = useToast();
  const check = useCheckSenderVerification();
  const resend = useResendSenderVerification();

  const handleCheck = async () => {
    try {
      const { verified } = await check.mutateAsync(sender.id);
      if (verified) toast.success(checkedText(sender, true));
      else toast.info(checkedText(sender, false));
    } catch (error) {
      toast.error(error);
    }
  };

  const handleResend = async () => {
    try {
      const { message } = await resend.mutateAsync(sender.id);
      toast.success(message);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <StyledActions>
      <Tooltip content="Check status">
        <IconButton
          size="sm"
          label={`Check status of ${sender.email}`}
          icon={<RefreshCw aria-hidden="true" />}
          loading={check.isPending}
          onClick={() => void handleCheck()}
        />
      </Tooltip>
      <Tooltip content="Resend verification">
        <IconButton
          size="sm"
          label={`Resend verification to ${sender.email}`}
          icon={<MailPlus aria-hidden="true" />}
          loading={resend.isPending}
          onClick={() => void handleResend()}
        />
      </Tooltip>
    </StyledActions>
  );
}
