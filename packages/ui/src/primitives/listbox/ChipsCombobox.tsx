import { useCombobox, useMultipleSelection } from "downshift";
import { ChevronDown } from "lucide-react";
import type { ChangeEvent } from "react";
import { FieldShell } from "../Field";
import { StyledControl, StyledControlButton, StyledControlInput } from "./controlStyles";
import { ListboxPanel } from "./ListboxPanel";
import { OptionChip } from "./OptionChip";
import { optionToKey, toggleOption, type ListOption } from "./types";
import { type ComboboxFieldProps, useComboboxField } from "./useComboboxField";

export type ChipsComboboxProps = ComboboxFieldProps & {
  /** The chosen options, shown as chips. */
  selected: ListOption[];
  onSelectedChange: (selected: ListOption[]) => void;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** Whether to show the button that opens the full list (not for searches). */
  showToggle: boolean;
  removeLabel: (label: string) => string;
  /** Marks the label as required and tells assistive technology so. Default: false. */
  required?: boolean;
};

const { InputKeyDownEnter, ItemClick, InputBlur, InputChange } = useCombobox.stateChangeTypes;
const { SelectedItemKeyDownBackspace, SelectedItemKeyDownDelete, DropdownKeyDownBackspace } =
  useMultipleSelection.stateChangeTypes;

/**
 * A text box with the chosen options as chips before it. Picking an option toggles it and keeps the
 * list open for the next pick; Backspace in the empty box removes the last chip, Left arrow walks
 * into the chips.
 */
export function ChipsCombobox({
  label,
  description,
  error,
  placeholder,
  disabled,
  items,
  selected,
  onSelectedChange,
  inputValue,
  onInputValueChange,
  status,
  busy,
  showToggle,
  removeLabel,
  onBlur,
  required = false,
}: ChipsComboboxProps) {
  const isChosen = (option: ListOption) => selected.some((item) => item.value === option.value);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<ListOption>({
    selectedItems: selected,
    itemToKey: optionToKey,
    onStateChange({ type, selectedItems }) {
      if (
        selectedItems !== undefined &&
        (type === SelectedItemKeyDownBackspace ||
          type === SelectedItemKeyDownDelete ||
          type === DropdownKeyDownBackspace ||
          type === useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem)
      ) {
        onSelectedChange(selectedItems);
      }
    },
  });

  const { combobox, shellProps, controlProps, panelProps, inputProps } = useComboboxField({
    label,
    description,
    error,
    disabled,
    items,
    inputValue,
    selectedItem: null,
    stateReducer(state, { type, changes }) {
      switch (type) {
        case InputKeyDownEnter:
        case ItemClick:
          // The box empties for the next pick. If it held text, the list is about to change under the
          // highlight, so the highlight goes rather than land on another option.
          return {
            ...changes,
            isOpen: true,
            highlightedIndex: state.inputValue === "" ? state.highlightedIndex : -1,
            inputValue: "",
          };
        case InputBlur:
          // Leaving the box never picks the highlighted option: with several choices that would surprise.
          return { ...changes, selectedItem: null, inputValue: "" };
        default:
          return changes;
      }
    },
    onStateChange({ type, selectedItem, inputValue: nextInput }) {
      if ((type === InputKeyDownEnter || type === ItemClick) && selectedItem) {
        onSelectedChange(toggleOption(selected, selectedItem));
      }
      // Typing is taken in the input's own change handler; these are downshift's changes (emptied
      // after a pick or on leaving), told after the render, when more may have been typed.
      if (type !== InputChange && nextInput !== undefined && nextInput !== inputValue) {
        onInputValueChange(nextInput);
      }
    },
  });

  const { getInputProps, getToggleButtonProps } = combobox;

  return (
    <FieldShell {...shellProps} required={required}>
      <StyledControl {...controlProps}>
        {selected.map((option, index) => (
          <OptionChip
            key={option.value}
            chipProps={getSelectedItemProps({ selectedItem: option, index })}
            label={option.label}
            removeLabel={removeLabel(option.label)}
            disabled={disabled}
            onRemove={() => removeSelectedItem(option)}
          />
        ))}
        <StyledControlInput
          {...getInputProps(
            getDropdownProps({
              placeholder: selected.length === 0 ? placeholder : undefined,
              disabled,
              // The text is taken in the keystroke's own event: downshift tells of it only after the
              // render, which would put the previous text back in the box under the next keystroke.
              onChange: (event: ChangeEvent<HTMLInputElement>) => onInputValueChange(event.target.value),
              onBlur,
              "aria-required": required || undefined,
              ...inputProps,
            }),
          )}
        />
        {showToggle && (
          <StyledControlButton
            type="button"
            aria-label="Show options"
            {...getToggleButtonProps({ disabled })}
          >
            <ChevronDown aria-hidden="true" />
          </StyledControlButton>
        )}
      </StyledControl>
      <ListboxPanel {...panelProps} status={status} busy={busy} isChosen={isChosen} multiple />
    </FieldShell>
  );
}
