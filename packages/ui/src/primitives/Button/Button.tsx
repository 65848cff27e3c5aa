import type { ComponentProps, ReactNode } from "react";
import styled, { css, type DefaultTheme } from "styled-components";
import { focusRing } from "../../theme/focusRing";
import { Spinner } from "../Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonProps = Omit<ComponentProps<"button">, "type"> & {
  /** primary for the main action, secondary for the rest, ghost for quiet ones, danger for destructive ones. Default: "secondary". */
  variant?: ButtonVariant;
  /** Height, padding and type size. Default: "md". */
  size?: ButtonSize;
  /** Shows a spinner in place of the icon, sets aria-busy and disables the button. Default: false. */
  loading?: boolean;
  /** Stretches the button to its container's width. Default: false. */
  fullWidth?: boolean;
  /** Icon before the text, decorative (the text names the button). Default: none. */
  icon?: ReactNode;
  /** Native button type; "button" so a button inside a form never submits it by accident. Default: "button". */
  type?: "button" | "submit" | "reset";
};

type VariantColors = { background: string; hover: string; text: string; border: string };

function variantColors(theme: DefaultTheme, variant: ButtonVariant): VariantColors {
  const { color } = theme;
  switch (variant) {
    case "primary":
      return {
        background: color.primary,
        hover: color.primaryHover,
        text: color.onPrimary,
        border: color.primary,
      };
    case "secondary":
      return {
        background: color.surface,
        hover: color.surfaceSunken,
        text: color.text,
        border: color.borderStrong,
      };
    case "ghost":
      return {
        background: "transparent",
        hover: color.surfaceSunken,
        text: color.text,
        border: "transparent",
      };
    case "danger":
      return {
        background: color.danger,
        hover: `color-mix(in srgb, ${color.danger} 85%, ${color.text})`,
        text: color.onDanger,
        border: color.danger,
      };
    default:
      return variant satisfies never;
  }
}

function sizeMetrics(theme: DefaultTheme, size: ButtonSize) {
  switch (size) {
    case "sm":
      return {
        height: theme.size.controlSm,
        padding: theme.space.sm,
        font: theme.font.size.sm,
        icon: theme.size.icon,
      };
    case "md":
      return {
        height: theme.size.controlMd,
        padding: theme.space.md,
        font: theme.font.size.md,
        icon: theme.size.icon,
      };
    case "lg":
      return {
        height: theme.size.controlLg,
        padding: theme.space.lg,
        font: theme.font.size.lg,
        icon: theme.size.iconLg,
      };
    default:
      return size satisfies never;
  }
}

export type ButtonStyleProps = { $variant: ButtonVariant; $size: ButtonSize };

/**
 * Colours, sizes, padding and states shared by Button, IconButton and links that look like a
 * button (an icon-only one sets its padding to 0).
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme, $size }) => ($size === "sm" ? theme.space.xs : theme.space.sm)};
  min-height: ${({ theme, $size }) => sizeMetrics(theme, $size).height};
  min-width: ${({ theme }) => theme.size.minTarget};
  margin: 0;
  padding: ${({ theme, $size }) => `${theme.space.xs} ${sizeMetrics(theme, $size).padding}`};
  font-family: inherit;
  font-size: ${({ theme, $size }) => sizeMetrics(theme, $size).font};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $variant }) => variantColors(theme, $variant).text};
  background: ${({ theme, $variant }) => variantColors(theme, $variant).background};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $variant }) => variantColors(theme, $variant).border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  svg {
    flex: none;
    width: ${({ theme, $size }) => sizeMetrics(theme, $size).icon};
    height: ${({ theme, $size }) => sizeMetrics(theme, $size).icon};
  }

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => variantColors(theme, $variant).hover};
  }

  &:disabled {
    cursor: not-allowed;
  }

  &[aria-busy="true"] {
    cursor: progress;
  }

  &:disabled:not([aria-busy="true"]) {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-color: ${({ theme, $variant }) => ($variant === "ghost" ? "transparent" : theme.color.border)};
  }

  ${focusRing}
`;

const StyledButton = styled.button<ButtonStyleProps & { $fullWidth: boolean }>`
  ${buttonStyles}
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  text-align: center;
`;

const StyledIcon = styled.span`
  display: inline-flex;
`;

/** The product's button: one look per intent, with a busy state for work in progress. */
export function Button({
  variant = "secondary",
  size = "md",
  loading = false,
  fullWidth = false,
  icon,
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const leading = loading ? (
    <Spinner size="sm" />
  ) : icon ? (
    <StyledIcon aria-hidden="true">{icon}</StyledIcon>
  ) : null;
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {leading}
      {children}
    </StyledButton>
  );
}
