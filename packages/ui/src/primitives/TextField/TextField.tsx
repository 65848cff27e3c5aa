import type { ComponentProps, ReactNode } from "react";
import {
  FieldShell,
  handleFramePointerDown,
  hasContent,
  StyledAdornment,
  StyledBareInput,
  StyledInputFrame,
  useFieldControl,
} from "../Field";

export type TextFieldProps = Omit<ComponentProps<"input">, "prefix"> & {
  /** Visible label; it is the input's accessible name. */
  label: ReactNode;
  /** Help text under the label, read after the name. Default: none. */
  description?: ReactNode;
  /** Error message under the input; marks the input invalid. Default: none. */
  error?: ReactNode;
  /** Required marker after the label and the native required attribute. Default: false. */
  required?: boolean;
  /** Disables the input and mutes the field. Default: false. */
  disabled?: boolean;
  /** Content inside the frame before the text, such as an icon or a unit. Default: none. */
  prefix?: ReactNode;
  /** Content inside the frame after the text, such as a unit or a clear button. Default: none. */
  suffix?: ReactNode;
  /** Class name of the whole field, so it can be placed with styled(). Default: none. */
  className?: string;
};

/** A labelled single-line text input; any native input prop and the ref reach the input. */
export function TextField({
  label,
  description,
  error,
  required = false,
  disabled = false,
  prefix,
  suffix,
  className,
  id,
  "aria-describedby": extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const { ids, invalid, shellProps, describe } = useFieldControl({
    id,
    label,
    description,
    error,
    required,
    disabled,
    className,
  });
  return (
    <FieldShell {...shellProps}>
      <StyledInputFrame $invalid={invalid} $disabled={disabled} onPointerDown={handleFramePointerDown}>
        {hasContent(prefix) ? <StyledAdornment>{prefix}</StyledAdornment> : null}
        <StyledBareInput
          type="text"
          {...inputProps}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describe(extraDescribedBy)}
        />
        {hasContent(suffix) ? <StyledAdornment>{suffix}</StyledAdornment> : null}
      </StyledInputFrame>
    </FieldShell>
  );
}
