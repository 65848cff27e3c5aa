import {
  changePasswordInitialValues,
  changePasswordSchema,
  type ChangePasswordValues,
  PASSWORD_MESSAGES,
  passwordChangeRefusal,
} from "@pipeline/contract";
import styled from "styled-components";
import { FormDialog } from "../../../blocks/form-layout";
import { type ChangePasswordSlice, useChangePassword } from "../../../data/hooks/auth";
import { type CurrentUserSlice, useCurrentUser } from "../../../data/hooks/users";
import { Button } from "../../../primitives/Button";
import { Dialog } from "../../../primitives/Dialog";
import { PasswordField } from "./PasswordField";

/** What ChangePasswordDialog calls on the adapter: the signed-in user's read, and the change. */
export type ChangePasswordDialogAdapter = ChangePasswordSlice & CurrentUserSlice;

export type ChangePasswordDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when it should close: Cancel, Close, Escape, or a change made. */
  onClose: () => void;
};

const TITLE = "Change password";

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Change password, from the profile menu: the current password, the new one twice, the policy
 * under the new one. A change ends the user's other sessions; this one goes on. An account whose
 * password the ERP directory keeps is told so instead of being shown the form.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const me = useCurrentUser(open);
  const change = useChangePassword();
  const refusal = me.data ? passwordChangeRefusal(me.data) : null;

  // Which of the two to show waits for the user's read (the layout has made it already).
  if (open && me.isPending) return null;
  if (refusal) {
    return (
      <Dialog
        title={TITLE}
        size="sm"
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        footer={<Button onClick={onClose}>OK</Button>}
      >
        <StyledText>{refusal.message}</StyledText>
      </Dialog>
    );
  }
  return (
    <FormDialog<ChangePasswordValues, { message: string }>
      title={TITLE}
      open={open}
      onClose={onClose}
      initialValues={changePasswordInitialValues}
      validationSchema={changePasswordSchema}
      send={(values) => change.mutateAsync(values)}
      submitLabel="Change password"
    >
      <PasswordField name="current_password" label="Current password" />
      <PasswordField
        name="new_password"
        label="New password"
        autoComplete="new-password"
        description={PASSWORD_MESSAGES.policy}
      />
      <PasswordField name="confirm_password" label="Confirm new password" autoComplete="new-password" />
    </FormDialog>
  );
}
