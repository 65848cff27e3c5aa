import { useSelect } from "downshift";
import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { FieldShell } from "../Field";
import { useControllableState } from "../floating/useControllableState";
import { StyledControl } from "../listbox/controlStyles";
import { ListboxPanel } from "../listbox/ListboxPanel";
import { stopEscapeWhileOpen } from "../listbox/stopEscapeWhileOpen";
import { isOptionDisabled, optionToKey, optionToString, type ListOption } from "../listbox/types";
import { useListboxField } from "../listbox/useListboxField";

const StyledTrigger = styled(StyledControl)`
  flex-wrap: nowrap;
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    margin-left: auto;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledValue = styled.span<{ $placeholder: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow: hidden;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.color.textMuted : "inherit")};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export type SelectProps = {
  /** Visible label naming the control. */
  label: ReactNode;
  /** The choices, in the order listed. */
  options: ListOption[];
  /** Chosen value when controlled; null for none. Default: undefined (uncontrolled). */
  value?: string | null;
  /** Chosen value on first render when uncontrolled. Default: null. */
  defaultValue?: string | null;
  /** Called with the newly chosen value. Default: none. */
  onChange?: (value: string | null) => void;
  /** Called when focus leaves the control, e.g. to mark a form field touched. Default: none. */
  onBlur?: () => void;
  /** Text shown while nothing is chosen. Default: "Select…". */
  placeholder?: string;
  /** Help text under the control. Default: none. */
  description?: ReactNode;
  /** Error message under the control; it also marks the control invalid. Default: none. */
  error?: ReactNode;
  /** Greys the control out and takes it out of the tab order. Default: false. */
  disabled?: boolean;
  /** Marks the label as required and tells assistive technology so. Default: false. */
  required?: boolean;
  /** Shown in the open list when there are no options. Default: "No options". */
  emptyText?: string;
};

/**
 * One choice from a fixed list, with the keyboard of a select-only combobox: Arrow keys, Home, End
 * and typed letters move, Enter or Space picks, Escape closes.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  placeholder = "Select…",
  description,
  error,
  disabled = false,
  required = false,
  emptyText = "No options",
}: SelectProps) {
  const [chosen, setChosen] = useControllableState({ value, defaultValue, onChange });
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const { ids, invalid, describedBy, fieldProps } = useListboxField({ label, description, error, disabled });
  const selectedItem = options.find((option) => option.value === chosen) ?? null;

  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } =
    useSelect<ListOption>({
      labelId: ids.labelId,
      toggleButtonId: ids.controlId,
      items: options,
      itemToString: optionToString,
      itemToKey: optionToKey,
      isItemDisabled: isOptionDisabled,
      selectedItem,
      onSelectedItemChange: ({ selectedItem: next }) => setChosen(next?.value ?? null),
    });

  // downshift leaves out its handlers for a disabled control; the attribute itself means nothing on a div.
  const { disabled: _disabled, ...triggerProps } = getToggleButtonProps({
    ref: setAnchor,
    disabled,
    tabIndex: disabled ? -1 : 0,
    onKeyDown: stopEscapeWhileOpen(isOpen),
    onBlur,
    "aria-disabled": disabled || undefined,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
  });

  return (
    <FieldShell {...fieldProps} required={required} labelProps={getLabelProps()}>
      <StyledTrigger {...triggerProps} $invalid={invalid} $disabled={disabled}>
        <StyledValue $placeholder={selectedItem === null}>{selectedItem?.label ?? placeholder}</StyledValue>
        <ChevronDown aria-hidden="true" />
      </StyledTrigger>
      <ListboxPanel
        isOpen={isOpen}
        anchor={anchor}
        menuProps={getMenuProps({}, { suppressRefError: true })}
        status={options.length === 0 ? emptyText : null}

        items={options}
        highlightedIndex={highlightedIndex}
        getItemProps={getItemProps}
        isChosen={(option) => selectedItem?.value === option.value}
      />
    </FieldShell>
  );
}
