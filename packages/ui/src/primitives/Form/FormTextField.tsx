import { TextField, type TextFieldProps } from "../TextField";
import { textProps, useBoundProps, type Bound, type Named } from "./binding";

export type FormTextFieldProps = Omit<TextFieldProps, Bound> & Named;

/** A text field bound to a Form value by name; it shows the schema's message once touched. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const bound = useBoundProps(name, textProps);
  return <TextField {...props} {...bound} />;
}
