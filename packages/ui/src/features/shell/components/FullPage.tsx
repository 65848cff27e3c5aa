// The centred page that sign-in, the automatic sign-in and the status pages share.
import { Workflow } from "lucide-react";
import styled from "styled-components";

export const StyledFullPage = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.background};
`;

export const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, ${({ theme }) => theme.size.dialogSm});
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const StyledPageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledPageText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledBrand = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledBrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

/** The product's name with its mark. */
export function Brand() {
  return (
    <StyledBrand>
      <StyledBrandMark aria-hidden="true">
        <Workflow />
      </StyledBrandMark>
      Pipeline
    </StyledBrand>
  );
}
