import { Check, Minus } from "lucide-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from "react";
import styled, { css } from "styled-components";
import {
  ChoiceMessages,
  StyledChoiceControl,
  StyledChoiceInput,
  StyledChoiceLabel,
  StyledChoiceRow,
  StyledRequiredMarker,
  useFieldControl,
} from "../Field";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "onChange" | "value" | "defaultValue"> & {
  /** Visible label next to the box; it is the checkbox's accessible name. */
  label: ReactNode;
  /** Help text under the label. Default: none. */
  description?: ReactNode;
  /** Error message under the label; marks the checkbox invalid. Default: none. */
  error?: ReactNode;
  /** Ticked or not (controlled). Default: uncontrolled. */
  checked?: boolean;
  /** Starting state when uncontrolled. Default: false. */
  defaultChecked?: boolean;
  /** Shows a dash for "some of them", announced as mixed; the next press ticks the box. Default: false. */
  indeterminate?: boolean;
  /** Called with the new state when the user ticks or clears the box. Default: none. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Value submitted with a native form when ticked. Default: "on". */
  value?: string;
  /** Required marker after the label and the native required attribute. Default: false. */
  required?: boolean;
  /** Disables the checkbox and mutes its label. Default: false. */
  disabled?: boolean;
  /** Class name of the whole field, so it can be placed with styled(). Default: none. */
  className?: string;
};

/** The drawn box of a tick box, clear or ticked (`on`): shared with the data table's row tick box. */
export const checkboxBoxStyle = (on: boolean) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => (on ? theme.color.primary : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme }) => (on ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  pointer-events: none;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  svg {
    width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
    height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
  }
`;

/** The focus ring a tick box's drawn box shows while its input has keyboard focus. */
export const checkboxFocusRing = css`
  outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
  outline-offset: ${({ theme }) => theme.size.focusOffset};
`;

const StyledBox = styled.span<{ $on: boolean; $invalid: boolean }>`
  ${({ $on }) => checkboxBoxStyle($on)}
  ${({ theme, $invalid }) => $invalid && `border-color: ${theme.color.danger};`}

  input:focus-visible + & {
    ${checkboxFocusRing}
  }

  input:disabled + & {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-color: ${({ theme }) => theme.color.border};
  }
`;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/** A labelled tick box; `indeterminate` shows the mixed state of a "select all". */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked = false,
  indeterminate = false,
  onChange,
  required = false,
  disabled = false,
  className,
  id,
  ref,
  "aria-describedby": extraDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const { ids, invalid, describe } = useFieldControl({ id, label, description, error });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // Mixed is a DOM property only, not an attribute, so it is set after every render.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setUncontrolled(event.target.checked);
    onChange?.(event.target.checked, event);
  }

  return (
    <StyledChoiceRow className={className}>
      <StyledChoiceControl>
        <StyledChoiceInput
          {...inputProps}
          ref={setRefs}
          id={ids.controlId}
          type="checkbox"
          checked={on}
          onChange={handleChange}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describe(extraDescribedBy)}
        />
        <StyledBox $on={on || indeterminate} $invalid={invalid} aria-hidden="true">
          {indeterminate ? <Minus /> : on ? <Check /> : null}
        </StyledBox>
      </StyledChoiceControl>
      <StyledChoiceLabel htmlFor={ids.controlId} $disabled={disabled}>
        {label}
        {required ? <StyledRequiredMarker aria-hidden="true">*</StyledRequiredMarker> : null}
      </StyledChoiceLabel>
      <ChoiceMessages ids={ids} description={description} error={error} />
    </StyledChoiceRow>
  );
}
