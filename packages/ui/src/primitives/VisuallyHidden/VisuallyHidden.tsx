import type { ComponentPropsWithoutRef } from "react";
import styled, { css } from "styled-components";

// Clipped rather than `display: none` so screen readers still read it.
/** The look of text that screen readers announce but that takes no room on screen. */
export const visuallyHiddenStyle = css`
  position: absolute;
  width: ${({ theme }) => theme.size.border};
  height: ${({ theme }) => theme.size.border};
  margin: calc(-1 * ${({ theme }) => theme.size.border});
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledVisuallyHidden = styled.span`
  ${visuallyHiddenStyle}
`;

export type VisuallyHiddenProps = ComponentPropsWithoutRef<"span">;

/** Text that screen readers announce but that takes no room on screen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
