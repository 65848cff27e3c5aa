import { Check } from "lucide-react";
import type { HTMLAttributes, Ref } from "react";
import styled from "styled-components";

const StyledOption = styled.li<{ $highlighted: boolean; $chosen: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-weight: ${({ theme, $chosen }) => ($chosen ? theme.font.weight.medium : theme.font.weight.regular)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.rowHover : "transparent")};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme, $highlighted }) =>
    $highlighted ? `inset ${theme.size.focusOffset} 0 0 ${theme.color.primary}` : "none"};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};

  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.primary};
  }
`;

type ListboxOptionProps = {
  /** downshift's item props, spread on the option. */
  itemProps: HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement> };
  label: string;
  highlighted: boolean;
  /** Whether the option is among the chosen values; it then carries a check mark. */
  chosen: boolean;
  disabled: boolean;
};

/** One row of a listbox. */
export function ListboxOption({ itemProps, label, highlighted, chosen, disabled }: ListboxOptionProps) {
  return (
    <StyledOption {...itemProps} $highlighted={highlighted} $chosen={chosen} $disabled={disabled}>
      <span>{label}</span>
      {chosen && <Check aria-hidden="true" />}
    </StyledOption>
  );
}
