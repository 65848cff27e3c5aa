// Layout shared by the controls whose label sits beside them (checkbox, radio, switch): the control
// in a first column, label and messages in the second.
import styled, { css } from "styled-components";

export const StyledChoiceRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
`;

/** Holds the native input over its drawn stand-in; as tall as one line of the label. */
export const choiceControlStyle = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconLg};
  height: ${({ theme }) => theme.size.iconLg};
`;

export const StyledChoiceControl = styled.span`
  ${choiceControlStyle}
`;

/** The native input, invisible but on top, so pointer, keyboard and forms all reach the real thing. */
export const choiceInputStyle = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

export const StyledChoiceInput = styled.input`
  ${choiceInputStyle}

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledChoiceLabel = styled.label<{ $disabled: boolean }>`
  line-height: ${({ theme }) => theme.size.iconLg};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};
  overflow-wrap: anywhere;
`;

export const StyledChoiceMessages = styled.div`
  grid-column: 2;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledRequiredMarker = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.danger};
`;
