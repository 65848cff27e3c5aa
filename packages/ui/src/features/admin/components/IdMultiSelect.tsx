import type { Id } from "@pipeline/contract";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { useFormField } from "../../../primitives/Form";
import { MultiSelect, type MultiSelectProps } from "../../../primitives/MultiSelect";
import { idsToValues, valuesToIds } from "../utils/options";

export type IdMultiSelectProps = Omit<
  MultiSelectProps,
  "value" | "defaultValue" | "onChange" | "onBlur" | "error" | "options"
> & {
  /** Path of the id list in the form's values. */
  name: string;
  /** The choices; each value is a record id as text. */
  options: ComboboxOption[];
};

/** A multi-select bound to a form value holding record ids. */
export function IdMultiSelect({ name, options, ...props }: IdMultiSelectProps) {
  const field = useFormField<Id[] | null>(name);
  return (
    <MultiSelect
      {...props}
      options={options}
      value={idsToValues(field.value)}
      onChange={(values) => field.setValue(valuesToIds(values))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
