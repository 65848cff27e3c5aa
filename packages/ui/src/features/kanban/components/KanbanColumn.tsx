import {
  type CompanyListRow,
  DASHBOARD_LIMITS,
  DASHBOARD_TEXTS,
  type DashboardRow,
} from "@pipeline/contract";
import { forwardRef, type ComponentProps, useId } from "react";
import { Virtuoso, type Components } from "react-virtuoso";
import styled, { useTheme } from "styled-components";
import { useDashboardColumn } from "../../../data";
import { Badge } from "../../../primitives/Badge";
import { EmptyState } from "../../../primitives/EmptyState";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";
import { useMinimumWait } from "../hooks/useMinimumWait";
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

const StyledItem = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm}`};
`;

const cardListComponents: Components<CompanyListRow> = {
  List: forwardRef<HTMLDivElement, ComponentProps<"div">>(function CardList(props, ref) {
    return <div {...props} ref={ref} role="list" />;
  }),
  Item: ({ item: _item, context: _context, ...props }) => <StyledItem {...props} role="listitem" />,
};

/** Cards in the first commit, before the column is measured: about one column's height of them. */
const INITIAL_CARDS = 4;

export type KanbanColumnProps = {
  row: DashboardRow;
  filters: BoardFilters;
  /** When the board last asked for new data; the skeleton shows at least the dashboard's minimum from then. */
  since: number;
  companiesPath: string;
};

/**
 * One stage, stage and task, or confidence level: its title, how many companies it holds, and
 * their cards (virtualized). A column whose companies cannot be read shows as empty.
 */
export function KanbanColumn({ row, filters, since, companiesPath }: KanbanColumnProps) {
  const theme = useTheme();
  const titleId = useId();
  const query = useDashboardColumn(columnParams(filters, row.key));
  const waited = useMinimumWait(since, DASHBOARD_LIMITS.skeletonMinMs);
  const loading = query.isPending || !waited;
  const companies = query.data?.rows ?? [];
  const count = query.data?.count ?? 0;

  return (
    <StyledColumn aria-labelledby={titleId} aria-busy={loading}>
      <StyledHeader>
        <StyledTitle id={titleId}>{row.label}</StyledTitle>
        {loading ? null : <Badge label={`${count} companies`}>{count}</Badge>}
      </StyledHeader>
      <StyledBody>
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
          <Virtuoso
            style={{ height: "100%" }}
            data={companies}
            components={cardListComponents}
            computeItemKey={(_index, company) => company.id}
            initialItemCount={Math.min(companies.length, INITIAL_CARDS)}
            itemContent={(_index, company) => (
              <KanbanCard
                company={company}
                view={filters.view}
                href={companyHref(companiesPath, company.id)}
              />
            )}
          />
        )}
      </StyledBody>
      {!loading && count > companies.length ? (
        <StyledNote>
          Showing the {companies.length} most recently changed of {count}.
        </StyledNote>
      ) : null}
    </StyledColumn>
  );
}
