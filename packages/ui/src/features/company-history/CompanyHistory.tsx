import type { AuditEntry, Id } from "@pipeline/contract";
import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import {
  type AuditValueNamesSlice,
  type CompanyHistorySlice,
  useCompanyHistoryPages,
} from "../../data/hooks/auditLog";
import { Button } from "../../primitives/Button";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { Skeleton, SkeletonText } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { HistoryEntry } from "./components/HistoryEntry";

/**
 * What CompanyHistory reads of the adapter: the company's history, a page at a time, and the
 * reference lists and users that name the ids it holds.
 */
export type CompanyHistoryAdapter = CompanyHistorySlice & AuditValueNamesSlice;

export type CompanyHistoryProps = {
  companyId: Id;
  /** Changes read at a time; "Load more" reads the next as many. Default: 20. */
  pageSize?: number;
};

const StyledHistory = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** "1 change", "24 changes". */
const changesText = (count: number) => `${count} ${count === 1 ? "change" : "changes"}`;

/**
 * What was changed in one company, its members and its journey, newest first: each change with
 * what was done to which record, when, by whom (acting as which role) and its fields before →
 * after. Read a page at a time; "Load more" adds the next page below.
 */
export function CompanyHistory({ companyId, pageSize = 20 }: CompanyHistoryProps) {
  const [pageCount, setPageCount] = useState(1);
  const pages = useCompanyHistoryPages(companyId, pageCount, pageSize);
  const [first] = pages;
  // After "Load more", the keyboard goes on at the first change it added (the button may be gone).
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const loaded = pages.filter((page) => page.data).length;
  useEffect(() => {
    if (focusAt === null) return;
    const entry = listRef.current?.children.item(focusAt);
    if (entry instanceof HTMLElement) {
      entry.focus();
      setFocusAt(null);
    }
  }, [focusAt, loaded]);

  if (!first || first.isPending) {
    return (
      <Skeleton label="Loading the history">
        <StyledSkeleton>
          <SkeletonText lines={3} />
          <SkeletonText lines={3} />
          <SkeletonText lines={3} />
        </StyledSkeleton>
      </Skeleton>
    );
  }
  if (first.isError && !first.data) {
    return (
      <ErrorState
        title="Could not load the history"
        message={toastErrorText(first.error)}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
      />
    );
  }
  const count = first.data.count;
  if (count === 0) return <EmptyState icon={<History />} title="No changes recorded yet." />;

  // The pages read so far, in order, up to the first still on its way; an entry once (a change
  // made meanwhile moves the pages along by one).
  const rows: AuditEntry[] = [];
  const seen = new Set<Id>();
  let waiting = false;
  for (const page of pages) {
    if (!page.data) {
      waiting = true;
      break;
    }
    for (const entry of page.data.rows) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      rows.push(entry);
    }
  }
  const failed = pages.find((page) => page.isError && !page.data);
  const more = pageCount * pageSize < count;

  return (
    <StyledHistory>
      <StyledCount aria-live="polite">
        {rows.length < count ? `${rows.length} of ${changesText(count)}` : changesText(count)}
      </StyledCount>
      <StyledList ref={listRef} aria-label="Changes, newest first">
        {rows.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </StyledList>
      {failed ? (
        <ErrorState
          title="Could not load more changes"
          message={toastErrorText(failed.error)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : more || waiting ? (
        <Button
          loading={waiting}
          onClick={() => {
            setFocusAt(rows.length);
            setPageCount((current) => current + 1);
          }}
        >
          Load more
        </Button>
      ) : null}
    </StyledHistory>
  );
}
