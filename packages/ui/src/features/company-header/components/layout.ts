// What the details panel and the member cards share: label-and-value pairs in a grid that gains
// columns as the header widens.
import styled from "styled-components";

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  @container company-header (min-width: ${({ theme }) => theme.size.dialogSm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @container company-header (min-width: ${({ theme }) => theme.size.dialogLg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledFact = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledValue = styled.dd`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;
