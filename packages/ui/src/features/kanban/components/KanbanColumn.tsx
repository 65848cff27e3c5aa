import { DASHBOARD_LIMITS, DASHBOARD_TEXTS, type DashboardRow } from "@pipeline/contract";
import { useId } from "react";
import styled, { useTheme } from "styled-components";
import { useDashboardColumn } from "../../../data";
import { Badge } from "../../../primitives/Badge";
import { EmptyState } from "../../../primitives/EmptyState";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";
import { useMinimumWait } from "../hooks/useMinimumWait";
import { useProgressiveCount } from "../hooks/useProgressiveCount";
import type { BoardFilters } from "../types";
import { columnParams, companyHref } from "../utils/boardQuery";
import { columnWidth } from "./columnWidth";
import { KanbanCard } from "./KanbanCard";

const StyledColumn = styled.section`
  display: flex;
  flex-direction: column;
  ${columnWidth}
  height: 100%;
  margin-right: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
  /* The columns sit in one line, which the horizontal list keeps by not wrapping text. */
  white-space: normal;
  vertical-align: top;
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm}`};
`;

const StyledSkeleton = styled.div`
  padding: 0 ${({ theme }) => theme.space.md};
`;

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Cards rendered at first, and added each time the end of the column comes near: more than a
 * column's height of them, so the first paint is full and a column of a hundred stays light.
 */
const CARDS_STEP = 4;

export type KanbanColumnProps = {
  row: DashboardRow;
  filters: BoardFilters;
  /** When the board last asked for new data; the skeleton shows at least the dashboard's minimum from then. */
  since: number;
  companiesPath: string;
  /** The clock the cards count days in stage by. */
  now: Date;
};

/**
 * One stage, stage and task, or confidence level: its title, how many companies it holds, and
 * their cards, rendered a step at a time as the column scrolls. A column whose companies cannot
 * be read shows as empty.
 */
export function KanbanColumn({ row, filters, since, companiesPath, now }: KanbanColumnProps) {
  const theme = useTheme();
  const titleId = useId();
  const query = useDashboardColumn(columnParams(filters, row.key));
  const waited = useMinimumWait(since, DASHBOARD_LIMITS.skeletonMinMs);
  const loading = query.isPending || !waited;
  const companies = query.data?.rows ?? [];
  const count = query.data?.count ?? 0;
  // Nothing grows behind the skeleton: the cards start counting once they show.
  const { shown, scrollerRef, sentinelRef } = useProgressiveCount<HTMLDivElement, HTMLDivElement>(
    loading ? 0 : companies.length,
    CARDS_STEP,
  );

  return (
    <StyledColumn aria-labelledby={titleId} aria-busy={loading}>
      <StyledHeader>
        <StyledTitle id={titleId}>{row.label}</StyledTitle>
        {loading ? null : <Badge label={`${count} ${count === 1 ? "company" : "companies"}`}>{count}</Badge>}
      </StyledHeader>
      <StyledBody ref={scrollerRef}>
        {loading ? (
          <StyledSkeleton>
            <Skeleton label={`Loading ${row.label}`}>
              <SkeletonBlock height={`calc(3 * ${theme.size.controlLg})`} />
              <SkeletonBlock height={`calc(3 * ${theme.size.controlLg})`} />
            </Skeleton>
          </StyledSkeleton>
        ) : companies.length === 0 ? (
          <EmptyState title={DASHBOARD_TEXTS.emptyColumn} />
        ) : (
          <StyledList role="list">
            {companies.slice(0, shown).map((company) => (
              <div key={company.id} role="listitem">
                <KanbanCard
                  company={company}
                  view={filters.view}
                  href={companyHref(companiesPath, company.id)}
                  now={now}
                />
              </div>
            ))}
          </StyledList>
        )}
        <div ref={sentinelRef} aria-hidden="true" />
      </StyledBody>
      {!loading && count > companies.length ? (
        <StyledNote>
          Showing the {companies.length} most recently changed of {count}.
        </StyledNote>
      ) : null}
    </StyledColumn>
  );
}
