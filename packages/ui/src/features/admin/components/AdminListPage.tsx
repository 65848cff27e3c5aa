import type { ReactNode } from "react";
import styled from "styled-components";

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

export type AdminListPageProps = {
  /** The page title, e.g. "Practice". */
  title: string;
  /** The table. */
  children: ReactNode;
};

/** A titled admin list page. */
export function AdminListPage({ title, children }: AdminListPageProps) {
  return (
    <StyledPage>
      <StyledHeading>{title}</StyledHeading>
      {children}
    </StyledPage>
  );
}
