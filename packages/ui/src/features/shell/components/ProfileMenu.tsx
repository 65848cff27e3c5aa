import type { CurrentUser } from "@pipeline/contract";
import { KeyRound, LogOut } from "lucide-react";
import styled from "styled-components";
import { Menu } from "../../../primitives/Menu";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { focusRing } from "../../../theme/focusRing";
import { fullNameOf, initialsOf } from "../navigation";

export type ProfileMenuProps = {
  user: CurrentUser;
  /** Called when Logout is picked. */
  onLogout: () => void;
  /** Called when Change password is picked; without it the menu does not offer it. Default: none. */
  onChangePassword?: () => void;
  /** Greys Logout out while a logout is under way. Default: false. */
  loggingOut?: boolean;
};

const StyledAvatarButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  ${focusRing}
`;

/**
 * The avatar in the top bar: it opens the user's full name and e-mail, Change password and the
 * Logout action.
 */
export function ProfileMenu({ user, onLogout, onChangePassword, loggingOut = false }: ProfileMenuProps) {
  const fullName = fullNameOf(user);
  return (
    <Menu
      placement="bottom-end"
      trigger={
        // Named by hidden text rather than aria-label, so the initials shown need not be in the name.
        <StyledAvatarButton type="button">
          <span aria-hidden="true">{initialsOf(user)}</span>
          <VisuallyHidden>Profile menu for {fullName}</VisuallyHidden>
        </StyledAvatarButton>
      }
      items={[
        { kind: "label", id: "who", label: fullName, description: user.email },
        { kind: "separator", id: "line" },
        ...(onChangePassword
          ? [
              {
                kind: "action" as const,
                id: "password",
                label: "Change password",
                icon: <KeyRound aria-hidden="true" />,
                onSelect: onChangePassword,
              },
            ]
          : []),
        {
          kind: "action",
          id: "logout",
          label: "Logout",
          icon: <LogOut aria-hidden="true" />,
          onSelect: onLogout,
          disabled: loggingOut,
        },
      ]}
    />
  );
}
