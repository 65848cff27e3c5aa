import type { Id } from "@pipeline/contract";
import { useMemo } from "react";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { useFormField } from "../../../primitives/Form";
import { Select, type SelectProps } from "../../../primitives/Select";

/** The choice that clears an optional select. */
const NONE: ComboboxOption = { value: "", label: "None" };

export type IdSelectFieldProps = Omit<
  SelectProps,
  "value" | "defaultValue" | "onChange" | "onBlur" | "error" | "options"
> & {
  /** Path of the id in the form's values. */
  name: string;
  /** The choices; each value is a record id as text. */
  options: ComboboxOption[];
};

/** A select bound to a form value holding one record id or null; "None" clears it. */
export function IdSelectField({ name, options, ...props }: IdSelectFieldProps) {
  const field = useFormField<Id | null>(name);
  const choices = useMemo(() => [NONE, ...options], [options]);
  return (
    <Select
      {...props}
      options={choices}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(value) => field.setValue(value === null || value === "" ? null : Number(value))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
