import type { CurrentUser } from "@pipeline/contract";
import styled, { css } from "styled-components";
import { Link } from "../../../navigation";
import { Badge } from "../../../primitives/Badge";
import { Select } from "../../../primitives/Select";
import { focusRing } from "../../../theme/focusRing";
import { switchableRoles } from "../access";
import { activeEntryPath } from "../navigation";
import type { SidebarEntry } from "../types";
import { Brand } from "./FullPage";

export type SidebarProps = {
  user: CurrentUser;
  activeRole: string;
  currentPath: string;
  /** The entries this user may see, in order. */
  entries: readonly SidebarEntry[];
  onRoleChange: (role: string) => void;
  /** Called after a link is followed, so a sidebar shown over the page can close. */
  onNavigate?: () => void;
  /**
   * Shown in a drawer, whose header holds the brand (SidebarBrand) and whose body scrolls and pads
   * the rest. Default: false (a panel of its own: brand first, scrolling by itself).
   */
  inDrawer?: boolean;
};

const StyledSidebar = styled.div<{ $inDrawer: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${({ $inDrawer }) =>
    !$inDrawer &&
    css`
      height: 100%;
      padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
      overflow-y: auto;
    `}
`;

// Brand and switcher line up with the entries' icons.
const StyledBrandRow = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

const StyledRole = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.color.rowHover};
  }

  &[aria-current="page"] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }

  ${focusRing}
  &:focus-visible {
    outline-offset: calc(${({ theme }) => theme.size.focusOffset} * -1);
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
`;

const StyledLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

/** The product's brand, lined up with the sidebar's entries. */
export function SidebarBrand() {
  return (
    <StyledBrandRow>
      <Brand />
    </StyledBrandRow>
  );
}

/** Brand, role switcher and the links of the layout's sidebar. */
export function Sidebar({
  user,
  activeRole,
  currentPath,
  entries,
  onRoleChange,
  onNavigate,
  inDrawer = false,
}: SidebarProps) {
  const roles = switchableRoles(user);
  const current = activeEntryPath(entries, currentPath);
  return (
    <StyledSidebar $inDrawer={inDrawer}>
      {inDrawer ? null : <SidebarBrand />}
      {roles.length > 0 && (
        <StyledRole>
          <Select
            label="Role"
            options={roles.map((role) => ({ value: role, label: role }))}
            value={activeRole}
            onChange={(role) => {
              if (role !== null && role !== activeRole) onRoleChange(role);
            }}
          />
        </StyledRole>
      )}
      <nav aria-label="Main">
        <StyledList>
          {entries.map((entry) => (
            <li key={entry.path}>
              <StyledEntry
                to={entry.path}
                aria-current={entry.path === current ? "page" : undefined}
                onClick={onNavigate}
              >
                {entry.icon !== undefined && <StyledIcon aria-hidden="true">{entry.icon}</StyledIcon>}
                <StyledLabel>{entry.label}</StyledLabel>
                {entry.badge && entry.badge.count > 0 ? (
                  <Badge tone="primary" count={entry.badge.count} label={entry.badge.label} />
                ) : null}
              </StyledEntry>
            </li>
          ))}
        </StyledList>
      </nav>
    </StyledSidebar>
  );
}
