import type { ReviewRequest } from "@pipeline/contract";
import { formatDistanceStrict } from "date-fns";
import { useMemo } from "react";
import styled from "styled-components";
import { CellLines, DataTable, type DataTableColumn, useListAddress } from "../../blocks/data-table";
import { PageHeading, PageStack } from "../../blocks/page-layout";
import { myReviewsRead, type MyReviewsSlice } from "../../data/hooks/committee";
import { formatIstDateTime, personName } from "../../format";
import { Link, useNavigate } from "../../navigation";
import { Badge } from "../../primitives/Badge";

/** What MyReviews reads of the adapter: the pages of the reviews waiting for the user. */
export type MyReviewsAdapter = MyReviewsSlice;

export type MyReviewsProps = {
  /** The companies list; a review opens its company's page under it. Default: "/companies". */
  companiesPath?: string;
  /** The present moment the waits are counted to. Default: now. */
  now?: Date;
};

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTask = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The company's page at the review's item: the page brings it into view and highlights it. */
export function reviewPath(review: ReviewRequest, companiesPath = "/companies"): string {
  return `${companiesPath}/${review.company.id}?item=${review.journey_item_id}`;
}

/** "3 days ago": how long the review has waited. */
export function waitedText(since: string, now: Date): string {
  const time = Date.parse(since);
  if (Number.isNaN(time)) return "";
  return formatDistanceStrict(Math.min(time, now.getTime()), now, { addSuffix: true });
}

function reviewColumns(companiesPath: string, now: Date): DataTableColumn<ReviewRequest>[] {
  return [
    {
      id: "company",
      header: "Company",
      cell: (review) => <Link to={reviewPath(review, companiesPath)}>{review.company.company_name}</Link>,
      hideable: false,
    },
    { id: "stage", header: "Stage", cell: (review) => review.stage.label },
    {
      id: "task",
      header: "Task",
      cell: (review) => (
        <StyledTask>
          <span>{review.task.label}</span>
          {review.blind ? <Badge tone="info">Blind</Badge> : null}
        </StyledTask>
      ),
    },
    {
      id: "requested_by",
      header: "Requested by",
      cell: (review) => (review.requested_by ? personName(review.requested_by) : "Removed user"),
    },
    {
      id: "since",
      header: "Since",
      cell: (review) => (
        <CellLines>
          <span>{waitedText(review.since, now)}</span>
          <StyledMuted>
            <time dateTime={review.since}>{formatIstDateTime(review.since)}</time>
          </StyledMuted>
        </CellLines>
      ),
      hideable: false,
    },
    {
      id: "answered",
      header: "Answered",
      cell: (review) => `${review.answered_count} of ${review.reviewer_count}`,
    },
  ];
}

/**
 * My Reviews: the evaluations waiting for the signed-in user's answer, oldest first, as a
 * server-paged table: the company, stage and task, who asked and since when (how long ago, and the
 * day and time in IST). A row opens the company's page at the item, ready for the answer.
 */
export function MyReviews({ companiesPath = "/companies", now }: MyReviewsProps) {
  const list = useListAddress<never>({ filterIds: [] });
  const navigate = useNavigate();
  const columns = useMemo(() => reviewColumns(companiesPath, now ?? new Date()), [companiesPath, now]);
  return (
    <PageStack>
      <PageHeading>My Reviews</PageHeading>
      <DataTable<ReviewRequest, never>
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="My Reviews"
        columns={columns}
        read={myReviewsRead}
        getRowId={(review) => review.evaluation_id}
        getRowLabel={(review) => `${review.company.company_name}, ${review.task.label}`}
        search={false}
        onRowOpen={(review) => navigate(reviewPath(review, companiesPath))}
        empty={{ title: "Nothing waits for your review." }}
      />
    </PageStack>
  );
}
