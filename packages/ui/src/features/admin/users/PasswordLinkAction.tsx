import { PASSWORD_POLICY, passwordLinkRefusal, type User } from "@pipeline/contract";
import { MailPlus } from "lucide-react";
import { useId } from "react";
import styled from "styled-components";
import {
  type CurrentUserSlice,
  type SendPasswordLinkSlice,
  useCurrentUser,
  useSendPasswordLink,
} from "../../../data";
import { Button } from "../../../primitives/Button";
import { useToast } from "../../../primitives/Toast";

/** What PasswordLinkAction reads and calls: who is asking, and the link's call. */
export type PasswordLinkActionAdapter = SendPasswordLinkSlice & CurrentUserSlice;

export type PasswordLinkActionProps = {
  /** The stored user the link is for. */
  user: User;
};

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const StyledNote = styled.p`
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * Send set-password link, on a stored user's form: e-mails the user a link to choose their own
 * password, so nobody types it for them. Where the rule refuses it (an inactive user, a password
 * the ERP directory keeps) the form says why instead.
 */
export function PasswordLinkAction({ user }: PasswordLinkActionProps) {
  const noteId = useId();
  const me = useCurrentUser();
  const send = useSendPasswordLink();
  const toast = useToast();
  if (!me.data) return null;
  const refusal = passwordLinkRefusal({ pk: me.data.pk, activeRole: me.data.active_role }, user);
  // Not the caller's to send: the server would refuse it too.
  if (refusal?.status === 403) return null;

  const handleSend = async () => {
    try {
      toast.success((await send.mutateAsync(user.pk)).message);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <StyledRow>
      {refusal ? null : (
        <Button
          variant="secondary"
          icon={<MailPlus />}
          loading={send.isPending}
          aria-describedby={noteId}
          onClick={() => void handleSend()}
        >
          Send set-password link
        </Button>
      )}
      <StyledNote id={noteId}>
        {refusal
          ? refusal.message
          : `E-mails ${user.email} a link to choose a password; it works once, for ${PASSWORD_POLICY.linkValidHours} hours.`}
      </StyledNote>
    </StyledRow>
  );
}
