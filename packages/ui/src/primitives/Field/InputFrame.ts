// The bordered box text-like controls sit in; the frame, not the bare input, carries border and
// focus ring so prefix and suffix content sits inside the same outline.
import type { PointerEvent } from "react";
import styled, { css } from "styled-components";

export type InputFrameStyleProps = {
  $invalid: boolean;
  $disabled: boolean;
};

/** The box alone: fill, border and focus ring, for controls that lay out their content their own way. */
export const frameBox = css<InputFrameStyleProps>`
  min-height: ${({ theme }) => theme.size.controlMd};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surfaceSunken : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.color.danger : $disabled ? theme.color.borderStrong : theme.color.text};
  }

  &:focus-within {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: calc(${({ theme }) => theme.size.border} * -1);
  }
`;

export const inputFrame = css<InputFrameStyleProps>`
  ${frameBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  /* Native parts (date picker icon, select list, scroll bars) follow the theme. */
  color-scheme: ${({ theme }) => theme.name};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "text")};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

export const StyledInputFrame = styled.div<InputFrameStyleProps>`
  ${inputFrame}
`;

/** The input itself: borderless, it takes the frame's room and type. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: inherit;
  background: transparent;
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledBareInput = styled.input`
  ${bareInput}
`;

/** Text or icons before or after the input, inside the frame. */
export const StyledAdornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/** A press on the frame's padding focuses its text control, as a press on a plain input would. */
export function handleFramePointerDown(event: PointerEvent<HTMLElement>): void {
  if (event.target !== event.currentTarget) return;
  const control = event.currentTarget.querySelector<HTMLElement>("input, textarea");
  if (control === null || control.matches(":disabled")) return;
  event.preventDefault();
  control.focus();
}
