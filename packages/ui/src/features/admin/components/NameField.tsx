import { sanitizeNameInput } from "@pipeline/contract";
import { useFormField } from "../../../primitives/Form";
import { TextField, type TextFieldProps } from "../../../primitives/TextField";

export type NameFieldProps = Omit<
  TextFieldProps,
  "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "error"
> & {
  /** Path of the name in the form's values. */
  name: string;
};

/** A person-name input bound to the form that keeps only letters as the user types (no spaces, digits or signs). */
export function NameField({ name, ...props }: NameFieldProps) {
  const field = useFormField<string | null>(name);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ""}
      onChange={(event) => field.setValue(sanitizeNameInput(event.target.value))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
