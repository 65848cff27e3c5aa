import styled, { css } from "styled-components";

type ControlStyleProps = { $invalid: boolean; $disabled: boolean };

/** The bordered box a select-like control draws; it, not the inner input, shows the focus ring. */
export const StyledControl = styled.div<ControlStyleProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm} ${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surfaceSunken : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "default")};

  ${({ theme, $invalid, $disabled }) =>
    !$disabled &&
    css`
      &:hover {
        border-color: ${$invalid ? theme.color.danger : theme.color.text};
      }
    `}

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focusRing};
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.border});
  }
`;

/** The text box inside a control; it takes the room the chips leave. */
export const StyledControlInput = styled.input`
  flex: 1;
  min-width: calc(${({ theme }) => theme.size.controlLg} * 2);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
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

/** A small icon button at the end of a control: open the list, clear the choice. */
export const StyledControlButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  margin-left: auto;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }

  &:disabled {
    cursor: not-allowed;
  }

  & + & {
    margin-left: 0;
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;
