import styled, { useTheme } from "styled-components";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export type FormSkeletonProps = {
  /** How many labelled fields the form has. */
  fields: number;
};

/** A form's fields and its button as placeholders, while the record loads. */
export function FormSkeleton({ fields }: FormSkeletonProps) {
  const theme = useTheme();
  return (
    <Skeleton>
      <StyledFields>
        {Array.from({ length: fields }, (_, index) => (
          <StyledField key={index}>
            <SkeletonBlock width={theme.size.toolbarControl} height={theme.font.size.md} />
            <SkeletonBlock />
          </StyledField>
        ))}
        <SkeletonBlock width={theme.size.toolbarControl} />
      </StyledFields>
    </Skeleton>
  );
}
