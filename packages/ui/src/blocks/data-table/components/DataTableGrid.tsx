import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useLayoutEffect, useRef, type CSSProperties, type MouseEvent } from "react";
import styled, { useTheme } from "styled-components";
import { Checkbox } from "../../../primitives/Checkbox";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { focusRing } from "../../../theme/focusRing";
import { useColumnWidths } from "../hooks/useColumnWidths";
import type { DataTableColumn, DataTableQuery, RowId } from "../types";
import { RowCheckbox, rowCheckboxStyle } from "./RowCheckbox";
import { truncatedTextStyle, useCellTooltip } from "./TruncatedCell";

/** The table's width: the sum of the fitted columns, or, until they are measured, their minimums. */
type TableWidth = { exact: string } | { min: string };

/**
 * The table's own styles, for its header, its rows and their cells at once: a page draws hundreds of
 * cells, and plain elements styled from here cost far less to draw than a styled component each.
 * A cell's alignment, a column kept at the right edge and the selection column are told by the
 * cell's data attributes; the filler rows standing for the rows not drawn (without `data-row-id`)
 * stay unstyled.
 */
const StyledTable = styled.table<{ $opens: boolean }>`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.font.size.md};

  & > thead > tr > th,
  & > tbody > tr[data-row-id] > td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
    overflow: hidden;
    white-space: nowrap;

    &[data-align="end"] {
      text-align: right;
    }

    &[data-align="center"] {
      text-align: center;
    }

    &[data-select] {
      width: ${({ theme }) => theme.size.controlLg};
    }
  }

  & > thead > tr > th {
    background: ${({ theme }) => theme.color.surfaceSunken};

    &:not([data-select]) {
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      font-size: ${({ theme }) => theme.font.size.sm};
      /* A heading wraps between words only, never inside one. */
      white-space: normal;
    }
  }

  & > tbody > tr[data-row-id] {
    background: ${({ theme }) => theme.color.surface};
    cursor: ${({ $opens }) => ($opens ? "pointer" : "auto")};

    &[aria-selected="true"] {
      background: ${({ theme }) => theme.color.rowSelected};
    }

    &:hover {
      background: ${({ theme }) => theme.color.rowHover};
    }

    & > td:not([data-select]) {
      /* One line of text in a row of whole pixels: a fraction would leave the box a pixel short. */
      height: ${({ theme }) => theme.size.tableRow};
      background: transparent;
    }

    & > td > [data-cell-content] {
      ${truncatedTextStyle}
    }

    & > td[data-select] {
      ${rowCheckboxStyle}
    }
  }

  /* A column kept at the right edge of the table's box, over the columns scrolling under it. */
  & > thead > tr > th[data-sticky="end"],
  & > tbody > tr[data-row-id] > td[data-sticky="end"] {
    position: sticky;
    right: 0;
    z-index: 1;
    overflow: visible;
    border-left: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }

  /* Over the cells scrolling under it, the kept column wears its row's colour. */
  & > tbody > tr[data-row-id] > td[data-sticky="end"] {
    background: inherit;
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/** Rows drawn beyond those in view, above and below, so that scrolling shows drawn rows. */
const OVERSCAN_ROWS = 4;

/**
 * Rows drawn before the box is measured: enough to fill the tallest box the table gets (the viewport
 * token caps it at 720px: the header and 16 rows of 44px), and, in an 800px window, as many as are
 * kept once it has measured (those in view and 4 more), so it draws no others at once.
 */
const INITIAL_ROWS = 16;

/**
 * The scrolling box's size, once it is laid out: a box not laid out (not shown, or no layout at
 * all) keeps the first estimate, of INITIAL_ROWS rows, rather than drawing none.
 */
const observeLaidOutRect: typeof observeElementRect = (instance, onRect) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) onRect(rect);
  });

/** A row standing for the rows not drawn above or below those drawn, as tall as they are. */
function FillerRow({ height }: { height: number }) {
  return (
    <tr>
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

function tableWidth(width: TableWidth): CSSProperties {
  if ("exact" in width) return { width: width.exact, minWidth: "0" };
  return { width: "100%", minWidth: width.min };
}

function SortIcon({ direction }: { direction: "asc" | "desc" | null }) {
  if (direction === "asc") return <ArrowUp aria-hidden="true" />;
  if (direction === "desc") return <ArrowDown aria-hidden="true" />;
  return <ArrowUpDown aria-hidden="true" />;
}

type RowCellsProps = {
  row: unknown;
  id: RowId;
  columns: readonly DataTableColumn<never>[];
  selectable: boolean;
  selected: boolean;
  /** How the row is named to screen readers, when it can be selected. */
  label: string;
  onToggleRow: (id: RowId, selected: boolean) => void;
};

/**
 * One row's cells. Drawn again only when the row, its selection or the columns change: the table
 * around it draws again when its columns are measured, when it scrolls, and for every change of the
 * table's state.
 */
const RowCells = memo(function RowCells({
  row,
  id,
  columns,
  selectable,
  selected,
  label,
  onToggleRow,
}: RowCellsProps) {
  return (
    <>
      {selectable ? (
        <td data-select="">
          <RowCheckbox
            label={`Select ${label}`}
            checked={selected}
            onChange={(checked) => onToggleRow(id, checked)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.id} data-align={column.align} data-sticky={column.sticky}>
          {column.sticky === "end" ? (
            column.cell(row as never)
          ) : (
            <div data-cell-content="">{column.cell(row as never)}</div>
          )}
        </td>
      ))}
    </>
  );
});

export type DataTableGridProps<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => RowId;
  getRowLabel: (row: Row) => string;
  sort: DataTableQuery["sort"];
  onSort: (field: string) => void;
  selectable: boolean;
  isSelected: (id: RowId) => boolean;
  onToggleRow: (id: RowId, selected: boolean) => void;
  pageSelection: "none" | "some" | "all";
  onTogglePage: (selected: boolean) => void;
  busy: boolean;
  onRowOpen?: (row: Row) => void;
};

/** The header and the rows, virtualized: a 500-row page keeps only what is in view in the DOM. */
export function DataTableGrid<Row>(props: DataTableGridProps<Row>) {
  const theme = useTheme();
  const { columns, sort, rows, getRowId } = props;
  const rowHeight = parseInt(theme.size.tableRow, 10);
  // Held from the commit that first draws the box, before that commit's effects measure it.
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const cellTooltip = useCellTooltip();
  const widths = useColumnWidths(scrollerRef, columns, rows, getRowId, props.selectable, theme);
  // The virtualizer's answers change as it scrolls, under the same functions: nothing here memoizes
  // them (the rows' cells are memoized on the rows and columns alone).
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const rowsInView = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: (INITIAL_ROWS - OVERSCAN_ROWS) * rowHeight },
    observeElementRect: observeLaidOutRect,
  });
  const selectWidth = props.selectable ? [theme.size.controlLg] : [];
  // The rows' cells are drawn again only when what they show changes: a tick is handed down as
  // one function for the table's life, calling the latest one.
  const toggleRow = useRef(props.onToggleRow);
  useLayoutEffect(() => {
    toggleRow.current = props.onToggleRow;
  });
  const onToggleRow = useCallback((id: RowId, selected: boolean) => toggleRow.current(id, selected), []);
  const width: TableWidth = widths
    ? {
        exact: `calc(${[...selectWidth, `${widths.reduce((total, width) => total + width, 0)}px`].join(" + ")})`,
      }
    : {
        min: `calc(${[...selectWidth, ...columns.map((column) => column.width ?? theme.size.tableColumnMin)].join(" + ")})`,
      };
  const openRow = props.onRowOpen;
  const drawn = rowsInView.getVirtualItems();
  const above = drawn[0]?.start ?? 0;
  const below = rowsInView.getTotalSize() - (drawn[drawn.length - 1]?.end ?? 0);

  return (
    <>
      {/* As tall as its header and rows (and a sideways scrollbar), up to the viewport token; past
          that it scrolls. */}
      <div
        ref={scrollerRef}
        data-table-scroller=""
        tabIndex={-1}
        aria-label={props.label}
        aria-busy={props.busy}
        style={{
          maxHeight: theme.size.tableViewport,
          overflow: "auto",
          position: "relative",
          outline: "none",
        }}
        {...cellTooltip.handlers}
      >
        <StyledTable
          style={{ borderSpacing: 0, overflowAnchor: "none", ...tableWidth(width) }}
          $opens={openRow !== undefined}
        >
          <thead style={{ position: "sticky", top: 0, zIndex: 2 }}>
            <tr>
              {props.selectable ? (
                <th data-select="">
                  <Checkbox
                    label={<VisuallyHidden>Select all rows on this page</VisuallyHidden>}
                    checked={props.pageSelection === "all"}
                    indeterminate={props.pageSelection === "some"}
                    onChange={(checked) => props.onTogglePage(checked)}
                  />
                </th>
              ) : null}
              {columns.map((column, index) => {
                const field = column.sortField;
                const sorted = field && sort?.field === field ? sort.direction : null;
                const flipped = sorted === "asc" ? "desc" : sorted === "desc" ? "asc" : null;
                const direction = column.sortReversed ? flipped : sorted;
                const columnWidth = widths ? `${widths[index]}px` : column.width;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    data-sticky={column.sticky}
                    style={columnWidth === undefined ? undefined : { width: columnWidth }}
                    aria-sort={
                      direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                    }
                  >
                    {field ? (
                      <StyledSortButton type="button" onClick={() => props.onSort(field)}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </StyledSortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {above > 0 ? <FillerRow height={above} /> : null}
            {drawn.map((item) => {
              const row = rows[item.index] as Row;
              const id = getRowId(row);
              const selected = props.isSelected(id);
              // A click on a row's own control (its link, a button, the tick box) is that control's.
              // The row's link or button is the same action for the keyboard, so the row itself
              // takes no focus.
              const onClick = openRow
                ? (event: MouseEvent<HTMLTableRowElement>) => {
                    const target = event.target as HTMLElement;
                    if (!target.closest("button, a, input, label, [role='menuitem']")) openRow(row);
                  }
                : undefined;
              return (
                <tr key={item.key} data-row-id={id} aria-selected={selected} onClick={onClick}>
                  <RowCells
                    row={row}
                    id={id}
                    columns={columns as readonly DataTableColumn<never>[]}
                    selectable={props.selectable}
                    selected={props.selectable && selected}
                    label={props.selectable ? props.getRowLabel(row) : ""}
                    onToggleRow={onToggleRow}
                  />
                </tr>
              );
            })}
            {below > 0 ? <FillerRow height={below} /> : null}
          </tbody>
        </StyledTable>
      </div>
      {cellTooltip.tooltip}
    </>
  );
}
