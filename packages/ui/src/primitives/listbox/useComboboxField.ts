import { useCombobox, type UseComboboxProps } from "downshift";
import { useState, type ReactNode } from "react";
import type { FieldShellProps } from "../Field";
import { stopEscapeWhileOpen } from "./stopEscapeWhileOpen";
import { isOptionDisabled, optionToKey, optionToString, type ListOption } from "./types";
import { useListboxField } from "./useListboxField";

/** What a combobox over list options takes, whether it picks one option or several. */
export type ComboboxFieldProps = {
  label: ReactNode;
  description: ReactNode;
  error: ReactNode;
  placeholder: string | undefined;
  disabled: boolean;
  /** The options listed now (already filtered or fetched for the input's text). */
  items: ListOption[];
  /** A line under the options: a hint, "Searching…" or "No results". */
  status: ReactNode;
  busy: boolean;
  onBlur: (() => void) | undefined;
};

type DownshiftOptions = Omit<
  UseComboboxProps<ListOption>,
  "labelId" | "inputId" | "itemToString" | "itemToKey" | "isItemDisabled"
>;

type ComboboxFieldOptions = DownshiftOptions &
  Pick<FieldShellProps, "label" | "description" | "error"> & { disabled: boolean };

/**
 * A downshift combobox over list options inside a field: the props for the FieldShell, the control
 * the list hangs under, the list's panel, and what the text box takes whichever way it picks.
 */
export function useComboboxField({ label, description, error, disabled, ...options }: ComboboxFieldOptions) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const { ids, invalid, describedBy, fieldProps } = useListboxField({ label, description, error, disabled });
  const combobox = useCombobox<ListOption>({
    labelId: ids.labelId,
    inputId: ids.controlId,
    itemToString: optionToString,
    itemToKey: optionToKey,
    isItemDisabled: isOptionDisabled,
    ...options,
  });
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getItemProps } = combobox;
  return {
    combobox,
    shellProps: { ...fieldProps, labelProps: getLabelProps() },
    controlProps: { ref: setAnchor, $invalid: invalid, $disabled: disabled },
    panelProps: {
      isOpen,
      anchor,
      menuProps: getMenuProps({}, { suppressRefError: true }),
      items: options.items,
      highlightedIndex,
      getItemProps,
    },
    /** Escape closes the list before a dialog, and the field's error and help are told. */
    inputProps: {
      onKeyDown: stopEscapeWhileOpen(isOpen),
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy,
    },
  };
}
