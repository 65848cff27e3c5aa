import { X } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../../theme/focusRing";

const StyledChip = styled.span<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  vertical-align: middle;

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

const StyledLabel = styled.span`
  padding: ${({ theme }) => theme.space.xxs} 0;
  overflow-wrap: anywhere;
`;

// The chip hugs its text, so the remove button bleeds into the chip's padding to keep a full tap target.
const StyledRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  margin: calc(-1 * ${({ theme }) => theme.size.border}) calc(-1 * ${({ theme }) => theme.space.sm})
    calc(-1 * ${({ theme }) => theme.size.border}) 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  color: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.border};
  }

  &:disabled {
    cursor: not-allowed;
  }

  ${focusRing}
`;

export type ChipProps = {
  /** The text of the chip; the remove button is named after it. */
  label: string;
  /** Shows a remove button that calls this. Default: none (no button). */
  onRemove?: () => void;
  /** Greys the chip out and disables its remove button. Default: false. */
  disabled?: boolean;
  /** An icon before the label, e.g. a flag. Default: none. */
  icon?: ReactNode;
};

/** A compact label, such as a selected value or a country, that may be removable. */
export function Chip({ label, onRemove, disabled = false, icon }: ChipProps) {
  return (
    <StyledChip $disabled={disabled}>
      {icon}
      <StyledLabel>{label}</StyledLabel>
      {onRemove && (
        <StyledRemove type="button" aria-label={`Remove ${label}`} disabled={disabled} onClick={onRemove}>
          <X aria-hidden="true" />
        </StyledRemove>
      )}
    </StyledChip>
  );
}
