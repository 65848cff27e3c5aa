import styled, { useTheme } from "styled-components";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";
import { StyledFieldGrid, StyledFormFrame, StyledFormStatus } from "../../../blocks/form-layout";

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Fields shown as placeholders while a company loads. */
const FIELDS = 10;

/** The company form's fields and its button as placeholders. */
export function CompanyFormSkeleton() {
  const theme = useTheme();
  return (
    <StyledFormStatus>
      <StyledFormFrame>
        <Skeleton label="Loading company">
          <StyledFieldGrid>
            {Array.from({ length: FIELDS }, (_, index) => (
              <StyledField key={index}>
                <SkeletonBlock width={theme.size.toolbarControl} height={theme.font.size.md} />
                <SkeletonBlock />
              </StyledField>
            ))}
          </StyledFieldGrid>
          <SkeletonBlock width={theme.size.toolbarControl} />
        </Skeleton>
      </StyledFormFrame>
    </StyledFormStatus>
  );
}
