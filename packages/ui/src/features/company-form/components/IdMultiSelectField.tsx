import type { Id } from "@pipeline/contract";
import { useMemo } from "react";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { useFormField } from "../../../primitives/Form";
import { MultiSelect, type MultiSelectProps } from "../../../primitives/MultiSelect";

export type IdMultiSelectFieldProps = Omit<
  MultiSelectProps,
  "value" | "defaultValue" | "onChange" | "onBlur" | "error" | "options"
> & {
  /** Path of the id list in the form's values. */
  name: string;
  /** The choices; each value is a record id as text. */
  options: ComboboxOption[];
};

/** A multi-select bound to a form value holding record ids. */
export function IdMultiSelectField({ name, options, ...props }: IdMultiSelectFieldProps) {
  const field = useFormField<Id[] | null>(name);
  // The same list while the ids stay the same: a new one on every render of the form would make
  // the control recompute its chips on every keystroke anywhere in the form.
  const value = useMemo(() => (field.value ?? []).map(String), [field.value]);
  return (
    <MultiSelect
      {...props}
      options={options}
      value={value}
      onChange={(values) => field.setValue(values.map(Number).filter((id) => Number.isInteger(id)))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
