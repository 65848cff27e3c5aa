import type { DashboardRow } from "@pipeline/contract";
import { forwardRef, type ComponentProps } from "react";
import { Virtuoso, type Components } from "react-virtuoso";
import styled from "styled-components";
import type { BoardFilters } from "../types";
import { KanbanColumn } from "./KanbanColumn";

const StyledBoard = styled.div`
  height: ${({ theme }) => theme.size.tableViewport};
`;

const StyledScroller = styled.div`
  /* Room under the columns for the horizontal scrollbar. */
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const columnListComponents: Components<DashboardRow> = {
  Scroller: forwardRef<HTMLDivElement, ComponentProps<"div">>(function ColumnScroller(props, ref) {
    return <StyledScroller {...props} ref={ref} />;
  }),
};

/** Columns in the first commit, before the board is measured: about a wide screen of them. */
const INITIAL_COLUMNS = 5;

export type KanbanColumnsProps = {
  rows: readonly DashboardRow[];
  filters: BoardFilters;
  since: number;
  companiesPath: string;
  /** The clock the cards count days in stage by. */
  now: Date;
};

/** The columns side by side, virtualized: only those in view (and their fetches) exist. */
export function KanbanColumns({ rows, filters, since, companiesPath, now }: KanbanColumnsProps) {
  return (
    <StyledBoard>
      <Virtuoso
        horizontalDirection
        style={{ height: "100%" }}
        data={rows as DashboardRow[]}
        components={columnListComponents}
        computeItemKey={(_index, row) => row.key}
        initialItemCount={Math.min(rows.length, INITIAL_COLUMNS)}
        itemContent={(_index, row) => (
          <KanbanColumn row={row} filters={filters} since={since} companiesPath={companiesPath} now={now} />
        )}
      />
    </StyledBoard>
  );
}
