import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from "react";
import styled from "styled-components";
import {
  FieldShell,
  hasContent,
  StyledChoiceControl,
  StyledChoiceInput,
  StyledChoiceLabel,
  useFieldIds,
} from "../Field";

export type RadioOption = {
  /** Value reported when this option is picked. */
  value: string;
  /** Visible text of the option; its accessible name. */
  label: ReactNode;
  /** Help text under the option. Default: none. */
  description?: ReactNode;
  /** Leaves this one option out of reach. Default: false. */
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** Legend of the group; the group's accessible name. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Help text under the legend. Default: none. */
  description?: ReactNode;
  /** Error message under the options; marks them invalid. Default: none. */
  error?: ReactNode;
  /** The picked value, or null for none (controlled). Default: uncontrolled. */
  value?: string | null;
  /** The picked value when uncontrolled. Default: null (none picked). */
  defaultValue?: string | null;
  /** Called with the value the user picks. Default: none. */
  onChange?: (value: string) => void;
  /** Called when focus leaves one of the options, so a form can mark the field touched. Default: none. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Native name shared by the radios; the arrow keys move among radios of one name. Default: a generated one. */
  name?: string;
  /** Required marker after the legend and the native required attribute. Default: false. */
  required?: boolean;
  /** Disables every option. Default: false. */
  disabled?: boolean;
  /** Options stacked or in a row. Default: "vertical". */
  orientation?: "vertical" | "horizontal";
  /** Id of the group. Default: a generated one. */
  id?: string;
  /** Class name of the whole group, so it can be placed with styled(). Default: none. */
  className?: string;
};

const StyledOptions = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? "row" : "column")};
  flex-wrap: wrap;
  gap: ${({ theme, $horizontal }) => ($horizontal ? theme.space.lg : theme.space.sm)};
`;

const StyledOption = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const StyledCircle = styled.span<{ $invalid: boolean }>`
  position: relative;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.round};
  pointer-events: none;

  &::after {
    content: "";
    position: absolute;
    inset: calc(${({ theme }) => theme.space.xs} - ${({ theme }) => theme.size.border});
    background: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.round};
    transform: scale(0);
    transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  input:checked + & {
    border-color: ${({ theme }) => theme.color.primary};
  }

  input:checked + &::after {
    transform: scale(1);
  }

  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.focusOffset};
  }

  input:disabled + & {
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-color: ${({ theme }) => theme.color.border};
  }

  input:disabled + &::after {
    background: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledOptionDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Native radios in a fieldset: the legend names the group and the arrow keys move the choice. */
export function RadioGroup({
  label,
  options,
  description,
  error,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  name,
  required = false,
  disabled = false,
  orientation = "vertical",
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const generatedName = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const picked = value === undefined ? uncontrolled : value;
  const invalid = hasContent(error);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setUncontrolled(event.target.value);
    onChange?.(event.target.value);
  }

  return (
    <FieldShell
      ids={ids}
      kind="group"
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      <StyledOptions $horizontal={orientation === "horizontal"}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-option-${index}`;
          const optionDisabled = disabled || option.disabled === true;
          const hasDescription = hasContent(option.description);
          return (
            <StyledOption key={option.value}>
              <StyledChoiceControl>
                <StyledChoiceInput
                  id={optionId}
                  type="radio"
                  name={name ?? generatedName}
                  value={option.value}
                  checked={picked === option.value}
                  onChange={handleChange}
                  onBlur={onBlur}
                  required={required}
                  disabled={optionDisabled}
                  aria-invalid={invalid || undefined}
                  aria-describedby={hasDescription ? `${optionId}-description` : undefined}
                />
                <StyledCircle $invalid={invalid} aria-hidden="true" />
              </StyledChoiceControl>
              <StyledText>
                <StyledChoiceLabel htmlFor={optionId} $disabled={optionDisabled}>
                  {option.label}
                </StyledChoiceLabel>
                {hasDescription ? (
                  <StyledOptionDescription id={`${optionId}-description`}>
                    {option.description}
                  </StyledOptionDescription>
                ) : null}
              </StyledText>
            </StyledOption>
          );
        })}
      </StyledOptions>
    </FieldShell>
  );
}
