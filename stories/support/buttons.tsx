// Plain stand-in buttons that the overlay stories open from and close with.
import styled from "styled-components";

/** A dialog or drawer footer button, also used as the trigger that opens one; `$primary` fills it. */
export const StyledDialogButton = styled.button<{ $primary?: boolean }>`
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.lg};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.text)};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
`;

/** A trigger with room for an icon before its text; `$primary` fills it. */
export const StyledTriggerButton = styled.button<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.text)};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
    cursor: not-allowed;
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;
