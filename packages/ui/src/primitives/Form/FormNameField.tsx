import { sanitizeNameInput } from "@pipeline/contract";
import { TextField, type TextFieldProps } from "../TextField";
import { useBoundProps, type Bound, type Named } from "./binding";

export type FormNameFieldProps = Omit<TextFieldProps, Bound> & Named;

/** A person's name bound to the form, kept to letters as it is typed (no spaces, digits or signs). */
export function FormNameField({ name, ...props }: FormNameFieldProps) {
  const bound = useBoundProps(name, (field: { value: string | null; setValue(value: string): void }) => ({
    value: field.value ?? "",
    onChange: (event: { target: { value: string } }) => field.setValue(sanitizeNameInput(event.target.value)),
  }));
  return <TextField {...props} {...bound} />;
}
