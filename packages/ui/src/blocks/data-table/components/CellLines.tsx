import styled from "styled-components";

/**
 * Lines stacked in one cell (a status over when it was undone, a date over who set it): each line
 * ends in an ellipsis of its own when the column is narrower than it, as a one-line cell does.
 */
export const CellLines = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;

  & > * {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
