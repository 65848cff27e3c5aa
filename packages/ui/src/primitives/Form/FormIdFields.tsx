// Selects bound to form values that hold record ids (lookups, users, designations); the controls
// themselves work with the ids as text.
import type { Id } from "@pipeline/contract";
import { useMemo } from "react";
import type { ComboboxOption } from "../Combobox";
import { MultiSelect, type MultiSelectProps } from "../MultiSelect";
import { Select, type SelectProps } from "../Select";
import type { Named } from "./binding";
import { useFormField } from "./useFormField";

type BoundChoice = "value" | "defaultValue" | "onChange" | "onBlur" | "error" | "options";

/** Ids as a form holds them, from the texts a select holds. */
export function valuesToIds(values: readonly string[]): Id[] {
  return values.map(Number).filter((id) => Number.isInteger(id));
}

/** The choice that clears an optional select. */
const NONE: ComboboxOption = { value: "", label: "None" };

export type FormIdSelectProps = Omit<SelectProps, BoundChoice> &
  Named & {
    /** The choices; each value is a record id as text. */
    options: ComboboxOption[];
  };

/**
 * A select bound to a form value holding one record id or null; "None" clears an optional one (a
 * required one offers no "None", which its form would refuse).
 */
export function FormIdSelect({ name, options, ...props }: FormIdSelectProps) {
  const field = useFormField<Id | null>(name);
  const required = props.required === true;
  const choices = useMemo(() => (required ? options : [NONE, ...options]), [required, options]);
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

export type FormIdMultiSelectProps = Omit<MultiSelectProps, BoundChoice> &
  Named & {
    /** The choices; each value is a record id as text. */
    options: ComboboxOption[];
  };

/** A multi-select bound to a form value holding a list of record ids. */
export function FormIdMultiSelect({ name, options, ...props }: FormIdMultiSelectProps) {
  const field = useFormField<Id[] | null>(name);
  // The same list while the ids stay the same: a new one on every render of the form would make
  // the control recompute its chips on every keystroke anywhere in the form.
  const value = useMemo(() => (field.value ?? []).map(String), [field.value]);
  return (
    <MultiSelect
      {...props}
      options={options}
      value={value}
      onChange={(values) => field.setValue(valuesToIds(values))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
