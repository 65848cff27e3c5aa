import styled from "styled-components";
import { bareInput, frameBox, type InputFrameStyleProps } from "../Field/InputFrame";

/** The bordered box a select-like control draws; it, not the inner input, shows the focus ring. */
export const StyledControl = styled.div<InputFrameStyleProps>`
  ${frameBox}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm} ${theme.space.xxs} ${theme.space.md}`};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "default")};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focusRing};
  }
`;

/** The text box inside a control; it takes the room the chips leave. */
export const StyledControlInput = styled.input`
  ${bareInput}
  min-width: calc(${({ theme }) => theme.size.controlLg} * 2);
  padding: ${({ theme }) => theme.space.xs} 0;
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
