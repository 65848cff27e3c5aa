import { DASHBOARD_LIMITS, DASHBOARD_TEXTS, type DashboardRow, type DashboardView } from "@pipeline/contract";
import { useEffect, useState } from "react";
import styled, { useTheme } from "styled-components";
import {
  useCompanyCountries,
  useDashboard,
  useUsersShort,
  type CompanyCountriesSlice,
  type DashboardColumnSlice,
  type DashboardSlice,
  type UsersShortSlice,
} from "../../data";
import { useNow } from "../../blocks/stage-age";
import { ErrorState } from "../../primitives/ErrorState";
import { Skeleton, SkeletonBlock, SkeletonRows } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { columnWidth } from "./components/columnWidth";
import { DashboardSummary } from "./components/DashboardSummary";
import { KanbanColumns } from "./components/KanbanColumns";
import { KanbanToolbar } from "./components/KanbanToolbar";
import { useBoardFilters } from "./hooks/useBoardFilters";
import { useMinimumWait } from "./hooks/useMinimumWait";
import { countriesParams, dashboardParams } from "./utils/boardQuery";

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const StyledSkeletonBoard = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.size.tableViewport};
  overflow: hidden;
`;

const StyledSkeletonColumn = styled.div`
  flex: none;
  ${columnWidth}
`;

const SKELETON_COLUMNS = 4;

/** Logs a lookup that failed; the dashboard goes on without it (admin-portal 2.3 and 8). */
function useLogFailure(error: unknown) {
  useEffect(() => {
    if (error) console.warn(DASHBOARD_TEXTS.lookupFailed, error);
  }, [error]);
}

function BoardSkeleton() {
  const theme = useTheme();
  return (
    <Skeleton label="Loading the dashboard">
      <StyledSkeletonBoard>
        {Array.from({ length: SKELETON_COLUMNS }, (_, index) => (
          <StyledSkeletonColumn key={index}>
            <SkeletonBlock height="100%" />
          </StyledSkeletonColumn>
        ))}
      </StyledSkeletonBoard>
      <SkeletonBlock height={`calc(4 * ${theme.size.tableRow})`} />
    </Skeleton>
  );
}

/**
 * What KanbanBoard reads of the adapter: the dashboard's rows, the country and user selects, and
 * each column's companies (KanbanColumn).
 */
export type KanbanBoardAdapter = DashboardSlice &
  CompanyCountriesSlice &
  UsersShortSlice &
  DashboardColumnSlice;

export type KanbanBoardProps = {
  /** Where the companies list and the company pages live; cards open `{companiesPath}/{id}`. Default: "/companies". */
  companiesPath?: string;
  /** The clock the cards count days in stage by. Default: the time the board first rendered. */
  now?: Date;
};

/**
 * The stage dashboard (/dashboard/): companies in columns by stage, stage and task, or confidence
 * level, with search, country, user and date filters, and a summary of each column per country.
 */
export function KanbanBoard({ companiesPath = "/companies", now }: KanbanBoardProps) {
  const board = useBoardFilters();
  const clock = useNow(now);
  const { filters, since } = board;
  const dashboard = useDashboard(dashboardParams(filters));
  const countries = useCompanyCountries(countriesParams(filters));
  const users = useUsersShort({ dashboardView: true });
  useLogFailure(countries.error);
  useLogFailure(users.error);
  const waited = useMinimumWait(since, DASHBOARD_LIMITS.skeletonMinMs);

  // The columns stay while filters change (each shows its own skeleton), but rows of another view
  // would title them wrongly, so a new view waits for its own rows.
  const [shown, setShown] = useState<{ view: DashboardView; rows: DashboardRow[] } | null>(null);
  const answered = dashboard.data && !dashboard.isPlaceholderData ? dashboard.data.rows : null;
  if (answered && (shown?.rows !== answered || shown.view !== filters.view)) {
    setShown({ view: filters.view, rows: answered });
  }
  const rows = shown?.view === filters.view ? shown.rows : null;
  const summaryLoading = dashboard.isPlaceholderData || (dashboard.isFetching && !waited);

  return (
    <StyledPage>
      <KanbanToolbar board={board} countries={countries.data ?? []} users={users.data ?? []} />
      {dashboard.isError ? (
        <ErrorState
          title="Could not load the dashboard"
          message={toastErrorText(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : rows === null ? (
        <BoardSkeleton />
      ) : (
        <>
          <KanbanColumns
            rows={rows}
            filters={filters}
            since={since}
            companiesPath={companiesPath}
            now={clock}
          />
          {summaryLoading ? (
            <SkeletonRows count={rows.length} columns={SKELETON_COLUMNS} />
          ) : (
            <DashboardSummary
              rows={rows}
              countries={countries.data ?? []}
              filters={filters}
              companiesPath={companiesPath}
            />
          )}
        </>
      )}
    </StyledPage>
  );
}
