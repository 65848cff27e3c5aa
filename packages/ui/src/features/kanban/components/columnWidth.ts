import { css } from "styled-components";

/** A column's width, room for a card's facts side by side; no width token is this size. */
export const columnWidth = css`
  width: calc(${({ theme }) => theme.size.toolbarControl} * 1.25);
`;
