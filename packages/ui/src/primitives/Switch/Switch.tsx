import { useState, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../../theme/focusRing";
import { ChoiceMessages, StyledChoiceLabel, StyledChoiceRow, useFieldControl } from "../Field";

export type SwitchProps = Omit<
  ComponentProps<"button">,
  "onChange" | "value" | "defaultValue" | "type" | "role" | "children"
> & {
  /** Visible label next to the switch; it is the switch's accessible name. */
  label: ReactNode;
  /** Help text under the label. Default: none. */
  description?: ReactNode;
  /** Error message under the label; marks the switch invalid. Default: none. */
  error?: ReactNode;
  /** On or off (controlled). Default: uncontrolled. */
  checked?: boolean;
  /** Starting state when uncontrolled. Default: false. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips the switch. Default: none. */
  onChange?: (checked: boolean) => void;
  /** Disables the switch and mutes its label. Default: false. */
  disabled?: boolean;
  /** Class name of the whole field, so it can be placed with styled(). Default: none. */
  className?: string;
};

const StyledTrack = styled.button`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.iconLg};
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.color.borderStrong};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &[aria-checked="true"] {
    background: ${({ theme }) => theme.color.primary};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.border};
  }

  ${focusRing}
`;

const StyledThumb = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  left: ${({ theme }) => theme.space.xxs};
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  background: ${({ theme }) => theme.color.thumb};
  border-radius: ${({ theme }) => theme.radius.round};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  [aria-checked="true"] > & {
    transform: translateX(calc(${({ theme }) => `${theme.size.controlMd} - ${theme.size.iconLg}`}));
  }

  :disabled > & {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

/** An on/off control that takes effect as a setting does; for a form answer prefer Checkbox. */
export function Switch({
  label,
  description,
  error,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  className,
  id,
  onClick,
  "aria-describedby": extraDescribedBy,
  ...buttonProps
}: SwitchProps) {
  const { ids, invalid, describe } = useFieldControl({ id, label, description, error });
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    setUncontrolled(!on);
    onChange?.(!on);
  }

  return (
    <StyledChoiceRow className={className}>
      <StyledTrack
        {...buttonProps}
        id={ids.controlId}
        type="button"
        role="switch"
        aria-checked={on}
        aria-invalid={invalid || undefined}
        aria-describedby={describe(extraDescribedBy)}
        disabled={disabled}
        onClick={handleClick}
      >
        <StyledThumb />
      </StyledTrack>
      <StyledChoiceLabel htmlFor={ids.controlId} $disabled={disabled}>
        {label}
      </StyledChoiceLabel>
      <ChoiceMessages ids={ids} description={description} error={error} />
    </StyledChoiceRow>
  );
}
