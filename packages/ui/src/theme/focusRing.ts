import { css } from "styled-components";

/** The one visible keyboard-focus outline every interactive primitive uses. */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.focusOffset};
  }
`;
