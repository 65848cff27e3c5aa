import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "../../../primitives/ErrorState";
import { toastErrorText } from "../../../primitives/Toast";
import { FormSkeleton } from "./FormSkeleton";

export type RecordBodyProps<T> = {
  /** Whether the form edits a stored record (it must load first) or adds one. */
  editing: boolean;
  /** The read of the record; ignored when adding. */
  record: UseQueryResult<T>;
  /** The record named in the error headline, e.g. "practice". */
  what: string;
  /** Fields of the form, for the skeleton. */
  fields: number;
  /** The form, given the loaded record, or null when adding. */
  children: (record: T | null) => ReactNode;
};

/**
 * The form once its record is there: a skeleton while it loads, an error state with Retry if that
 * fails. A record already shown stays, even if a later refresh of it fails.
 */
export function RecordBody<T>({ editing, record, what, fields, children }: RecordBodyProps<T>) {
  if (!editing) return children(null);
  if (record.data !== undefined) return children(record.data);
  if (record.isError) {
    return (
      <ErrorState
        title={`Could not load ${what}`}
        message={toastErrorText(record.error)}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  return <FormSkeleton fields={fields} />;
}
