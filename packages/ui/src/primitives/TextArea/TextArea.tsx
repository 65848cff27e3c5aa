import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from "react";
import styled from "styled-components";
import { FieldShell, inputFrame, useFieldControl } from "../Field";

export type TextAreaProps = Omit<ComponentProps<"textarea">, "maxLength"> & {
  /** Visible label; it is the text area's accessible name. */
  label: ReactNode;
  /** Help text under the label, read after the name. Default: none. */
  description?: ReactNode;
  /** Error message under the text area; marks it invalid. Default: none. */
  error?: ReactNode;
  /** Required marker after the label and the native required attribute. Default: false. */
  required?: boolean;
  /** Disables the text area and mutes the field. Default: false. */
  disabled?: boolean;
  /**
   * Shows an "n / max" counter that turns to the danger colour past the limit. Typing past it stays
   * possible so a pasted text can be trimmed rather than silently cut. Default: no counter.
   */
  maxLength?: number;
  /** Visible lines before it grows a scroll bar; the user can drag it taller. Default: 4. */
  rows?: number;
  /** Class name of the whole field, so it can be placed with styled(). Default: none. */
  className?: string;
};

const StyledTextArea = styled.textarea<{ $invalid: boolean; $disabled: boolean }>`
  ${inputFrame}
  display: block;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

/** A labelled multi-line text input with an optional character counter. */
export function TextArea({
  label,
  description,
  error,
  required = false,
  disabled = false,
  maxLength,
  rows = 4,
  className,
  id,
  value,
  defaultValue,
  onChange,
  "aria-describedby": extraDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const { ids, invalid, shellProps, describe } = useFieldControl({
    id,
    label,
    description,
    error,
    required,
    disabled,
    className,
  });
  const counterId = `${ids.controlId}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? "").length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const hasCounter = maxLength !== undefined;
  const over = hasCounter && length > maxLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <FieldShell
      {...shellProps}
      aside={
        hasCounter ? (
          <StyledCounter id={counterId} aria-live="polite" $over={over}>
            {`${length} / ${maxLength}`}
          </StyledCounter>
        ) : null
      }
    >
      <StyledTextArea
        {...textAreaProps}
        id={ids.controlId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describe(hasCounter && counterId, extraDescribedBy)}
        $invalid={invalid}
        $disabled={disabled}
      />
    </FieldShell>
  );
}
