import styled from "styled-components";
import { IconButton } from "../../primitives/IconButton";

/** A toolbar button; pressed, it is tinted so the formatting at the caret can be seen. */
export const StyledToolButton = styled(IconButton)`
  &[aria-pressed="true"] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;
