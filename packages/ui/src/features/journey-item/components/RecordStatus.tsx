import type { Id } from "@pipeline/contract";
import { Fragment, type ReactNode } from "react";
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

/** The read of a saved record, as far as a form over it needs it (react-query's answer). */
type RecordRead<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type LoadedRecordProps<T> = {
  /** The saved record's id; null for a new record, which nothing reads. */
  id: Id | null;
  record: RecordRead<T>;
  /** What is loading, as a title names it, e.g. "summary". */
  what: string;
  /** The form over the record as loaded, or over none (null) for a new one. */
  children: (loaded: T | null) => ReactNode;
};

/**
 * A form over a saved record once the record has loaded, started afresh for another record; for a
 * new record the form at once. Meanwhile the load's placeholders, or its error with a retry.
 */
export function LoadedRecord<T>({ id, record, what, children }: LoadedRecordProps<T>) {
  if (id === null) return children(null);
  if (record.data !== undefined) return <Fragment key={id}>{children(record.data)}</Fragment>;
  return (
    <RecordStatus
      what={what}
      error={record.error}
      isError={record.isError}
      retrying={record.isFetching}
      onRetry={() => void record.refetch()}
    />
  );
}
