import { LoaderCircle } from "lucide-react";
import styled, { keyframes } from "styled-components";

export type SpinnerSize = "sm" | "md" | "lg";

export type SpinnerProps = {
  /** Accessible name; without one the spinner is decorative and hidden from assistive technology. Default: none. */
  label?: string;
  /** sm follows the icon size, md the large icon size, lg a small control. Default: "md". */
  size?: SpinnerSize;
  /** Class name, so the spinner can be restyled with styled(). Default: none. */
  className?: string;
};

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-flex;
  flex: none;
  color: currentColor;

  svg {
    width: ${({ theme, $size }) => spinnerSize(theme.size, $size)};
    height: ${({ theme, $size }) => spinnerSize(theme.size, $size)};
    animation: ${spin} calc(${({ theme }) => theme.motion.normal} * 4) linear infinite;
  }
`;

function spinnerSize(sizes: { icon: string; iconLg: string; controlSm: string }, size: SpinnerSize): string {
  switch (size) {
    case "sm":
      return sizes.icon;
    case "md":
      return sizes.iconLg;
    case "lg":
      return sizes.controlSm;
    default:
      return size satisfies never;
  }
}

/** A turning circle for work in progress; named, it is a status a screen reader can find. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const named = label !== undefined && label !== "";
  return (
    <StyledSpinner
      className={className}
      $size={size}
      role={named ? "status" : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
    >
      <LoaderCircle aria-hidden="true" />
    </StyledSpinner>
  );
}
