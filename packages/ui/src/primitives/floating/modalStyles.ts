import { FloatingOverlay } from "@floating-ui/react";
import styled, { css, keyframes } from "styled-components";
import { focusRing } from "../../theme/focusRing";
import { fadeIn, type FloatingLayerName } from "./panelStyles";

/** Widths a dialog comes in, named after `theme.size.dialog*`. */
export type DialogSize = "sm" | "md" | "lg";

/** Which edge a drawer slides in from. */
export type DrawerSide = "left" | "right";

/** Widths a drawer comes in: "md" is `theme.size.drawer`, "sm" the app's sidebar (`theme.size.sidebar`). */
export type DrawerSize = "sm" | "md";

/** How a modal panel sits on screen. */
export type ModalFrame =
  | { kind: "dialog"; size: DialogSize; fullScreen: boolean }
  | { kind: "drawer"; side: DrawerSide; size: DrawerSize };

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(var(--modal-rise)); }
  to { opacity: 1; transform: none; }
`;

const slideIn = keyframes`
  from { transform: translateX(var(--drawer-from)); }
  to { transform: none; }
`;

const dialogWidth = {
  sm: "dialogSm",
  md: "dialogMd",
  lg: "dialogLg",
} as const satisfies Record<DialogSize, string>;

function isFullScreen(frame: ModalFrame): boolean {
  return frame.kind === "dialog" && frame.fullScreen;
}

export const StyledOverlay = styled(FloatingOverlay)<{ $layer: FloatingLayerName; $frame: ModalFrame }>`
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  align-items: center;
  justify-content: ${({ $frame }) =>
    $frame.kind === "drawer" ? ($frame.side === "left" ? "flex-start" : "flex-end") : "center"};
  padding: ${({ theme, $frame }) => ($frame.kind === "drawer" || isFullScreen($frame) ? 0 : theme.space.xl)};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
`;

const dialogPanel = css<{ $frame: ModalFrame }>`
  --modal-rise: ${({ theme }) => theme.space.sm};
  width: min(
    100%,
    ${({ theme, $frame }) => ($frame.kind === "dialog" ? theme.size[dialogWidth[$frame.size]] : "100%")}
  );
  max-height: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  animation: ${riseIn} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
`;

const fullScreenPanel = css`
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.none};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
`;

// A narrow drawer keeps more of its width for content: its header, body and footer pad less.
const drawerPanel = css<{ $frame: ModalFrame }>`
  ${({ theme, $frame }) => {
    const side = $frame.kind === "drawer" ? $frame.side : "right";
    const narrow = $frame.kind === "drawer" && $frame.size === "sm";
    return css`
      --drawer-from: ${side === "left" ? "-100%" : "100%"};
      --modal-inline: ${narrow ? theme.space.md : theme.space.xl};
      width: min(100%, ${narrow ? theme.size.sidebar : theme.size.drawer});
      border-${side === "left" ? "right" : "left"}: ${theme.size.border} solid ${theme.color.border};
    `;
  }}
  height: 100%;
  animation: ${slideIn} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
`;

export const StyledModalPanel = styled.div<{ $frame: ModalFrame }>`
  --modal-inline: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  min-height: 0;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ $frame }) => ($frame.kind === "drawer" ? drawerPanel : isFullScreen($frame) ? fullScreenPanel : dialogPanel)}

  &:focus {
    outline: none;
  }
`;

export const StyledModalHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} var(--modal-inline);
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

export const StyledModalHeading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledModalTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const StyledModalDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledModalClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  margin: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }

  ${focusRing}
`;

export const StyledModalBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space.lg} var(--modal-inline);
  overflow: auto;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusOffset});
  }
`;

export const StyledModalFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} var(--modal-inline);
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;
