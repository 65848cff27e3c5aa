import { useMemo } from "react";
import type { ComboboxOption } from "../Combobox";
import { MultiSelect, type MultiSelectProps } from "../MultiSelect";
import type { Named } from "./binding";
import { useFormField } from "./useFormField";

export type FormMultiSelectProps = Omit<
  MultiSelectProps,
  "value" | "defaultValue" | "onChange" | "onBlur" | "error" | "options"
> &
  Named & {
    /** The choices; each value is the text the form holds. */
    options: ComboboxOption[];
  };

/** A multi-select bound to a form value holding a list of texts, kept in the order they were picked. */
export function FormMultiSelect({ name, ...props }: FormMultiSelectProps) {
  const field = useFormField<readonly string[] | null>(name);
  // The same list while the texts stay the same, so the chips are not recomputed on every keystroke.
  const value = useMemo(() => [...(field.value ?? [])], [field.value]);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
