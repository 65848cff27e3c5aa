import type { ComponentProps, ReactNode } from "react";
import {
  describedBy,
  FieldShell,
  handleFramePointerDown,
  hasContent,
  StyledAdornment,
  StyledBareInput,
  StyledInputFrame,
  useFieldIds,
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
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldShell
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      <StyledInputFrame $invalid={invalid} $disabled={disabled} onPointerDown={handleFramePointerDown}>
        {hasContent(prefix) ? <StyledAdornment>{prefix}</StyledAdornment> : null}
        <StyledBareInput
          type="text"
          {...inputProps}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            hasContent(description) && ids.descriptionId,
            invalid && ids.errorId,
            extraDescribedBy,
          )}
        />
        {hasContent(suffix) ? <StyledAdornment>{suffix}</StyledAdornment> : null}
      </StyledInputFrame>
    </FieldShell>
  );
}
