import styled from "styled-components";
import { fadeIn } from "../floating/panelStyles";

/** Hover time before a tooltip shows, so sweeping the pointer across a toolbar does not flash them. */
export const TOOLTIP_DELAY_MS = 400;

/** A tooltip's bubble: short text on the inverse colours, above everything, never in the pointer's way. */
export const StyledTooltip = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  /* No width token for notes this short; a little over half a small dialog keeps lines readable. */
  max-width: calc(${({ theme }) => theme.size.dialogSm} * 0.6);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow-wrap: anywhere;
  pointer-events: none;
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;
