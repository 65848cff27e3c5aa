import type { ComponentProps, ReactNode } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from "../Button";
import { Spinner } from "../Spinner";

export type IconButtonProps = Omit<ComponentProps<"button">, "type" | "children" | "aria-label"> & {
  /** Accessible name of the button, required because the icon says nothing to a screen reader. */
  label: string;
  /** The icon shown, decorative. */
  icon: ReactNode;
  /** Same intents as Button. Default: "ghost". */
  variant?: ButtonVariant;
  /** Square of the matching control height. Default: "md". */
  size?: ButtonSize;
  /** Shows a spinner in place of the icon, sets aria-busy and disables the button. Default: false. */
  loading?: boolean;
  /** Native button type; "button" so it never submits a form by accident. Default: "button". */
  type?: "button" | "submit" | "reset";
};

function side(theme: DefaultTheme, size: ButtonSize): string {
  switch (size) {
    case "sm":
      return theme.size.controlSm;
    case "md":
      return theme.size.controlMd;
    case "lg":
      return theme.size.controlLg;
    default:
      return size satisfies never;
  }
}

const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  flex: none;
  width: ${({ theme, $size }) => side(theme, $size)};
  height: ${({ theme, $size }) => side(theme, $size)};
  padding: 0;
`;

/** A button showing only an icon; its label is what assistive technology reads. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  loading = false,
  type = "button",
  disabled,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      {...rest}
      type={type}
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
    >
      {loading ? <Spinner size="sm" /> : icon}
    </StyledIconButton>
  );
}
