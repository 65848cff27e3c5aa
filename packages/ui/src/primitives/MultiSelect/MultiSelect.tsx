import { useMemo, useState, type ReactNode } from "react";
import { useControllableState } from "../floating/useControllableState";
import { ChipsCombobox } from "../listbox/ChipsCombobox";
import { filterOptions, type ListOption } from "../listbox/types";

export type MultiSelectProps = {
  /** Visible label naming the control. */
  label: ReactNode;
  /** The choices, in the order listed. */
  options: ListOption[];
  /** Chosen values when controlled. Default: undefined (uncontrolled). */
  value?: string[];
  /** Chosen values on first render when uncontrolled. Default: []. */
  defaultValue?: string[];
  /** Called with the chosen values, in the order they were picked. Default: none. */
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the text box, e.g. to mark a form field touched. Default: none. */
  onBlur?: () => void;
  /** Text in the empty box. Default: "Select…". */
  placeholder?: string;
  /** Help text under the control. Default: none. */
  description?: ReactNode;
  /** Error message under the control; it also marks the control invalid. Default: none. */
  error?: ReactNode;
  /** Greys the control out and ignores input. Default: false. */
  disabled?: boolean;
  /** Shows the required marker after the label; at least one choice is needed. Default: false. */
  required?: boolean;
  /** Shown when the typed text matches no option. Default: "No results". */
  noResultsText?: string;
};

/**
 * Several choices from a fixed list, shown as removable chips. Typing filters the list; picking a
 * chosen option again removes it.
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  placeholder = "Select…",
  description,
  error,
  disabled = false,
  required = false,
  noResultsText = "No results",
}: MultiSelectProps) {
  const [chosen, setChosen] = useControllableState({ value, defaultValue, onChange });
  const [inputValue, setInputValue] = useState("");
  const selected = useMemo(
    () => chosen.flatMap((item) => options.filter((option) => option.value === item)),
    [chosen, options],
  );
  const items = useMemo(() => filterOptions(options, inputValue), [options, inputValue]);

  return (
    <ChipsCombobox
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
      items={items}
      selected={selected}
      onSelectedChange={(next) => setChosen(next.map((option) => option.value))}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      status={items.length === 0 ? noResultsText : null}
      busy={false}
      showToggle
      removeLabel={(optionLabel) => `Remove ${optionLabel}`}
      onBlur={onBlur}
    />
  );
}
