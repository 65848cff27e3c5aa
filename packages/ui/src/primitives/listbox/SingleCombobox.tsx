import { useCombobox } from "downshift";
import { Search, X } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { FieldShell } from "../Field";
import { StyledControl, StyledControlButton, StyledControlInput } from "./controlStyles";
import { ListboxPanel } from "./ListboxPanel";
import { optionToString, type ListOption } from "./types";
import { type ComboboxFieldProps, useComboboxField } from "./useComboboxField";

const StyledSearchIcon = styled(Search)`
  flex: none;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  color: ${({ theme }) => theme.color.textMuted};
`;

export type SingleComboboxProps = ComboboxFieldProps & {
  selected: ListOption | null;
  onSelectedChange: (selected: ListOption | null) => void;
  /** Told of what the user types, not of the text a pick puts in the box. */
  onQueryChange: (query: string) => void;
  clearLabel: string;
};

const { InputChange, InputBlur } = useCombobox.stateChangeTypes;

/** A search box whose text becomes the chosen option's label once one is picked. */
export function SingleCombobox({
  label,
  description,
  error,
  placeholder,
  disabled,
  items,
  selected,
  onSelectedChange,
  onQueryChange,
  status,
  busy,
  clearLabel,
  onBlur,
}: SingleComboboxProps) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const { combobox, shellProps, controlProps, panelProps, inputProps } = useComboboxField({
    label,
    description,
    error,
    disabled,
    items,
    selectedItem: selected,
    stateReducer(state, { type, changes }) {
      // Text typed but not picked is dropped on leaving, so the box never shows one company while
      // holding another.
      if (type === InputBlur && changes.selectedItem === state.selectedItem) {
        return { ...changes, inputValue: optionToString(state.selectedItem) };
      }
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => onSelectedChange(selectedItem),
    onInputValueChange: ({ type, inputValue }) => onQueryChange(type === InputChange ? inputValue : ""),
  });
  const { getInputProps, selectItem } = combobox;

  function handleClear() {
    selectItem(null);
    input?.focus({ preventScroll: true });
  }

  return (
    <FieldShell {...shellProps}>
      <StyledControl {...controlProps}>
        <StyledSearchIcon aria-hidden="true" />
        <StyledControlInput
          {...getInputProps({
            ref: setInput,
            placeholder,
            disabled,
            onBlur,
            ...inputProps,
          })}
        />
        {selected !== null && !disabled && (
          <StyledControlButton type="button" aria-label={clearLabel} onClick={handleClear}>
            <X aria-hidden="true" />
          </StyledControlButton>
        )}
      </StyledControl>
      <ListboxPanel
        {...panelProps}
        status={status}
        busy={busy}
        isChosen={(option) => selected?.value === option.value}
      />
    </FieldShell>
  );
}
