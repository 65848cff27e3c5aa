import { X } from "lucide-react";
import type { HTMLAttributes, Ref } from "react";
import styled from "styled-components";

const StyledChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.minTarget};
  padding-left: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.border};
  }

  > span {
    padding: ${({ theme }) => theme.space.xxs} 0;
    overflow-wrap: anywhere;
  }
`;

const StyledRemove = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  margin: calc(-1 * ${({ theme }) => theme.size.border});
  padding: 0;
  color: inherit;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.border};
  }

  &:disabled {
    cursor: not-allowed;
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

type OptionChipProps = {
  /** downshift's selected-item props: focus by arrow keys, Backspace or Delete removes. */
  chipProps: HTMLAttributes<HTMLSpanElement> & { ref?: Ref<HTMLSpanElement> };
  label: string;
  /** Accessible name of the remove button. */
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
};

/**
 * A chosen value inside a multiple-choice control. Its remove button is left out of the tab order:
 * keyboard users reach chips with the Left arrow from the input and remove them with Backspace.
 */
export function OptionChip({ chipProps, label, removeLabel, disabled, onRemove }: OptionChipProps) {
  return (
    <StyledChip {...chipProps}>
      <span>{label}</span>
      <StyledRemove
        type="button"
        tabIndex={-1}
        aria-label={removeLabel}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <X aria-hidden="true" />
      </StyledRemove>
    </StyledChip>
  );
}
