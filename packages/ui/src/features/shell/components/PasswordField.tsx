import { Eye, EyeOff } from "lucide-react";
import { useState, type ReactNode, type Ref } from "react";
import { FormTextField } from "../../../primitives/Form";
import { IconButton } from "../../../primitives/IconButton";

type PasswordFieldProps = {
  /** Path of the value in the form's values. */
  name: string;
  /** Visible label. */
  label: string;
  /** The input element, e.g. to focus it again after a failed sign-in. Default: none. */
  inputRef?: Ref<HTMLInputElement>;
  /** A password the user has, or one being chosen (so a password manager offers to make one). Default: "current-password". */
  autoComplete?: "current-password" | "new-password";
  /** Text under the field, e.g. the policy a new password meets. Default: none. */
  description?: ReactNode;
  /** Focus the field on mount. Default: false. */
  autoFocus?: boolean;
};

/** A required password field whose text can be shown while typing. */
export function PasswordField({
  name,
  label,
  inputRef,
  autoComplete = "current-password",
  description,
  autoFocus = false,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      ref={inputRef}
      name={name}
      label={label}
      required
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      description={description}
      autoFocus={autoFocus}
      suffix={
        <IconButton
          size="sm"
          label={`Show ${label.toLowerCase()}`}
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
