import styled, { css, keyframes } from "styled-components";
import type { PipelineTheme } from "../../theme";

/** Stacking layers a floating part can sit on, named as in `theme.zIndex`. */
export type FloatingLayerName = keyof PipelineTheme["zIndex"];

export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The raised card every anchored panel (popover, menu, listbox) shares. */
export const floatingPanel = css<{ $layer: FloatingLayerName }>`
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  box-sizing: border-box;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.sm});
  max-height: var(--floating-available-height, none);
  overflow: auto;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:focus {
    outline: none;
  }
`;

export const StyledFloatingPanel = styled.div<{ $layer: FloatingLayerName }>`
  ${floatingPanel}
`;
