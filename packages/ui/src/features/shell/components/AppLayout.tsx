import type { CurrentUser } from "@pipeline/contract";
import { Menu as MenuIcon } from "lucide-react";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import styled, { createGlobalStyle, css, useTheme } from "styled-components";
import { useSignOut, type SignOutSlice } from "../../../data/hooks/auth";
import { Drawer } from "../../../primitives/Drawer";
import { IconButton } from "../../../primitives/IconButton";
import { TOAST_TOP_INSET } from "../../../primitives/Toast";
import { focusRing } from "../../../theme/focusRing";
import { topBarTitle } from "../navigation";
import type { SidebarEntry } from "../types";
import type { ChangePasswordDialogAdapter } from "./ChangePasswordDialog";
import { ProfileMenu } from "./ProfileMenu";
import { Sidebar, SidebarBrand } from "./Sidebar";

// Its form loads when the profile menu first asks for it.
const ChangePasswordDialog = lazy(() =>
  import("./ChangePasswordDialog").then((module) => ({ default: module.ChangePasswordDialog })),
);

/** What AppLayout calls on the adapter: sign-out and Change password, from the profile menu. */
export type AppLayoutAdapter = SignOutSlice & ChangePasswordDialogAdapter;

export type AppLayoutProps = {
  /** The signed-in user. */
  user: CurrentUser;
  /** The role the user is acting as, shown in the role switcher. */
  activeRole: string;
  /** The app's current path: it marks the current entry and picks the top bar's title. */
  currentPath: string;
  /** Called with the role picked in the role switcher (offered to a user holding several roles). */
  onRoleChange: (role: string) => void;
  /** Called after Logout once the server has answered, whatever it answered. */
  onLoggedOut: () => void;
  /** The sidebar's links, in order: those the user may open, as the app decides. */
  entries: readonly SidebarEntry[];
  /** The screen. */
  children?: ReactNode;
};

// The layout answers to its own width, so it collapses alike in a page and in a narrower frame.
const StyledRoot = styled.div`
  position: relative;
  container: app-layout / inline-size;
  height: 100dvh;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
`;

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  transform: translateY(calc(-100% - ${({ theme }) => theme.space.lg}));

  &:focus {
    transform: none;
  }

  ${focusRing}
`;

const collapsed = (rules: ReturnType<typeof css>) => css`
  @container app-layout (max-width: ${({ theme }) => theme.size.sidebarCollapse}) {
    ${rules}
  }
`;

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.sidebar} minmax(0, 1fr);
  height: 100%;

  ${collapsed(css`
    grid-template-columns: minmax(0, 1fr);
  `)}
`;

// Collapsed, the sidebar leaves the grid and opens in a drawer from the menu button instead.
const StyledSidebarPanel = styled.div`
  min-height: 0;
  background: ${({ theme }) => theme.color.surface};
  border-right: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};

  ${collapsed(css`
    display: none;
  `)}
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const StyledTopBar = styled.header`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.topBar};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};

  ${collapsed(css`
    padding-inline: ${({ theme }) => theme.space.lg};
  `)}
`;

// While the layout is shown, toasts open below its top bar instead of over the profile menu.
const ToastsBelowTopBar = createGlobalStyle`
  :root {
    ${TOAST_TOP_INSET}: ${({ theme }) => theme.size.topBar};
  }
`;

const StyledMenuButton = styled.span`
  display: none;

  ${collapsed(css`
    display: inline-flex;
  `)}
`;

const StyledTitle = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSpacer = styled.span`
  flex: 1;
`;

const StyledMain = styled.main`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.space.xl};
  overflow: auto;

  &:focus {
    outline: none;
  }

  ${collapsed(css`
    padding: ${({ theme }) => theme.space.lg};
  `)}
`;

/**
 * The signed-in frame of the portal: a sidebar (brand, role switcher, links), a top bar with the
 * page title and the profile menu, and the scrolling main area. Below `theme.size.sidebarCollapse`
 * the sidebar opens in a drawer from a menu button, which holds focus until it closes.
 */
export function AppLayout({
  user,
  activeRole,
  currentPath,
  onRoleChange,
  onLoggedOut,
  entries,
  children,
}: AppLayoutProps) {
  const mainId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // The dialog is rendered from its first opening on, so that it closes as it always does.
  const [passwordAsked, setPasswordAsked] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const signOut = useSignOut();
  const closeNav = useCallback(() => setNavOpen(false), []);
  useCloseWhenWide(rootRef, navOpen, closeNav);

  const title = topBarTitle(currentPath);
  const sidebarProps = { user, activeRole, currentPath, entries, onRoleChange };

  async function handleLogout() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      // The session ends here whatever the server says (admin spec, section 8).
      console.warn("Logout failed on the server; the session is cleared anyway.", error);
    }
    onLoggedOut();
  }

  function handleSkip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <StyledRoot ref={rootRef}>
      <ToastsBelowTopBar />
      <StyledSkipLink href={`#${mainId}`} onClick={handleSkip}>
        Skip to content
      </StyledSkipLink>
      <StyledFrame>
        <StyledSidebarPanel>
          <Sidebar {...sidebarProps} />
        </StyledSidebarPanel>
        <StyledColumn>
          <StyledTopBar>
            <StyledMenuButton>
              <Drawer
                side="left"
                size="sm"
                title={<SidebarBrand />}
                closeLabel="Close navigation"
                open={navOpen}
                onOpenChange={setNavOpen}
                trigger={<IconButton label="Navigation" icon={<MenuIcon aria-hidden="true" />} />}
              >
                <Sidebar {...sidebarProps} inDrawer onNavigate={() => setNavOpen(false)} />
              </Drawer>
            </StyledMenuButton>
            {title !== null ? <StyledTitle>{title}</StyledTitle> : <StyledSpacer />}
            <ProfileMenu
              user={user}
              onLogout={handleLogout}
              onChangePassword={() => {
                setPasswordAsked(true);
                setPasswordOpen(true);
              }}
              loggingOut={signOut.isPending}
            />
            {passwordAsked ? (
              <Suspense fallback={null}>
                <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
              </Suspense>
            ) : null}
          </StyledTopBar>
          <StyledMain id={mainId} ref={mainRef} tabIndex={-1}>
            {children}
          </StyledMain>
        </StyledColumn>
      </StyledFrame>
    </StyledRoot>
  );
}

/** Closes the sidebar's drawer once the layout is wide enough to show the sidebar in place. */
function useCloseWhenWide(root: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  const collapseWidth = Number.parseFloat(useTheme().size.sidebarCollapse);
  useEffect(() => {
    const element = root.current;
    if (!open || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > collapseWidth) close();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, open, close, collapseWidth]);
}
