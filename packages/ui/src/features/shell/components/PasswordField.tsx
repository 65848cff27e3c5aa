import { Eye, EyeOff } from "lucide-react";
import { useState, type Ref } from "react";
import { FormTextField } from "../../../primitives/Form";
import { IconButton } from "../../../primitives/IconButton";

type PasswordFieldProps = {
  /** Path of the value in the form's values. */
  name: string;
  /** Visible label. */
  label: string;
  /** The input element, e.g. to focus it again after a failed sign-in. Default: none. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A required current-password field whose text can be shown while typing. */
export function PasswordField({ name, label, inputRef }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      ref={inputRef}
      name={name}
      label={label}
      required
      type={visible ? "text" : "password"}
      autoComplete="current-password"
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <IconButton
          size="sm"
          label="Show password"
          aria-pressed={visible}
          icon={visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          // The caret stays in the password while the pointer toggles it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
