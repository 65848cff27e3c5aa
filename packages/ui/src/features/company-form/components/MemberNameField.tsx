import { sanitizeNameInput } from "@pipeline/contract";
import { useFormField } from "../../../primitives/Form";
import { TextField, type TextFieldProps } from "../../../primitives/TextField";

export type MemberNameFieldProps = Omit<
  TextFieldProps,
  "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "error"
> & {
  /** Path of the name in the form's values. */
  name: string;
};

/** A member's name, normalised as it is typed: letters only, no spaces, digits or signs. */
export function MemberNameField({ name, ...props }: MemberNameFieldProps) {
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
