import styled, { useTheme } from "styled-components";
import { ErrorState } from "../../../primitives/ErrorState";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";
import { StyledFieldGrid, StyledFormFrame, StyledFormStatus } from "../../../blocks/form-layout";

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Fields shown as placeholders while a record loads. */
const FIELDS = 8;

export type RecordStatusProps = {
  /** What is loading, as a title names it, e.g. "summary". */
  what: string;
  /** The read's failure, when it failed. */
  error: unknown;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
};

/** Placeholder fields while a saved record loads; the error with a retry when it fails to. */
export function RecordStatus({ what, error, isError, retrying, onRetry }: RecordStatusProps) {
  const theme = useTheme();
  if (isError) {
    return (
      <StyledFormStatus>
        <ErrorState
          title={`Could not load the ${what}`}
          message={toastErrorText(error)}
          onRetry={onRetry}
          retrying={retrying}
        />
      </StyledFormStatus>
    );
  }
  return (
    <StyledFormStatus>
      <StyledFormFrame>
        <Skeleton label={`Loading the ${what}`}>
          <StyledFieldGrid>
            {Array.from({ length: FIELDS }, (_, index) => (
              <StyledField key={index}>
                <SkeletonBlock width={theme.size.toolbarControl} height={theme.font.size.md} />
                <SkeletonBlock />
              </StyledField>
            ))}
          </StyledFieldGrid>
        </Skeleton>
      </StyledFormFrame>
    </StyledFormStatus>
  );
}
