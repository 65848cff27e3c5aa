import styled, { useTheme } from "styled-components";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The heading, the address line, the toggle, the Update Company button and the panel as placeholders. */
export function CompanyHeaderSkeleton() {
  const theme = useTheme();
  return (
    <Skeleton label="Loading company">
      <StyledRow>
        <StyledColumn>
          <SkeletonBlock width={theme.size.toolbarControl} height={theme.font.size.xxl} />
          <SkeletonBlock width={theme.size.toolbarControl} height={theme.font.size.md} />
        </StyledColumn>
        <StyledActions>
          <SkeletonBlock width={theme.size.toolbarControl} />
          <SkeletonBlock width={`calc(3 * ${theme.space.xxxl})`} />
        </StyledActions>
      </StyledRow>
      <SkeletonBlock height={theme.size.controlLg} />
    </Skeleton>
  );
}
