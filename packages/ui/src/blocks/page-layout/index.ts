import styled from "styled-components";
import { Link } from "../../navigation";

// The frame of a page of the portal: its sections one above the other, its title and the row it
// heads with the page's actions, a quiet hint, and the link back to the list a page was opened from.

/** A page's sections, one above the other. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The page's title. */
export const PageHeading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** A record page's top row: its title block at the start, its actions at the end, wrapping when narrow. */
export const PageTopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** A line of help in muted text, as an empty list's. */
export const PageHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Back to the list the page was opened from: an arrow icon and the list's name. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;
