import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import {
  forwardRef,
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type MouseEvent,
} from "react";
import { TableVirtuoso, type TableComponents } from "react-virtuoso";
import styled, { useTheme } from "styled-components";
import { Checkbox } from "../../../primitives/Checkbox";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { focusRing } from "../../../theme/focusRing";
import { useColumnWidths } from "../hooks/useColumnWidths";
import { useScrollbarHeight } from "../hooks/useScrollbarHeight";
import type { DataTableColumn, DataTableQuery, RowId } from "../types";
import { RowCheckbox, rowCheckboxStyle } from "./RowCheckbox";
import { truncatedTextStyle, useCellTooltip } from "./TruncatedCell";

type GridContext = {
  isSelected: (id: RowId) => boolean;
  getRowId: (row: never) => RowId;
  getRowLabel: (row: never) => string;
  columns: readonly DataTableColumn<never>[];
  selectable: boolean;
  onToggleRow: (id: RowId, selected: boolean) => void;
  /** Opens a row clicked anywhere outside its own controls; none: rows do not open. */
  openRow?: (row: never) => void;
  /** The table's width: the sum of the fitted columns, or, until they are measured, their minimums. */
  width: { exact: string } | { min: string };
  /** Told of the scrolling box as it is attached, before the effects of the commit drawing it. */
  scrollerRef: (element: HTMLDivElement | null) => void;
  /** The cells' tooltip's handlers, on the scrolling box around them. */
  cellTooltip: ReturnType<typeof useCellTooltip>["handlers"];
};

/**
 * The table's own styles, for its header, its rows and their cells at once: a page draws hundreds of
 * cells, and plain elements styled from here cost far less to draw than a styled component each.
 * A cell's alignment, a column kept at the right edge and the selection column are told by the
 * cell's data attributes; Virtuoso's filler rows (without `data-row-id`) stay unstyled.
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

/**
 * Rows drawn before the box is measured: enough to fill the tallest box the table gets (the viewport
 * token caps it at 720px: the header and 16 rows of 44px), and, in an 800px window, as many as
 * Virtuoso keeps once it has measured (those in view and 4 more), so it draws no others at once.
 */
const INITIAL_ROWS = 16;

type RowProps = ComponentProps<"tr"> & { item: unknown; context?: GridContext };

const components: TableComponents<unknown, GridContext> = {
  Table: ({ context, style, ...props }) => (
    <StyledTable
      {...props}
      style={{ ...style, ...tableWidth(context?.width) }}
      $opens={context?.openRow !== undefined}
    />
  ),
  TableRow: ({ item, context, ...props }: RowProps) => {
    const id = context ? context.getRowId(item as never) : "";
    const selected = context?.isSelected(id) ?? false;
    const openRow = context?.openRow;
    // A click on a row's own control (its link, a button, the tick box) is that control's. The
    // row's link or button is the same action for the keyboard, so the row itself takes no focus.
    const onClick = openRow
      ? (event: MouseEvent<HTMLTableRowElement>) => {
          const target = event.target as HTMLElement;
          if (!target.closest("button, a, input, label, [role='menuitem']")) openRow(item as never);
        }
      : undefined;
    return <tr {...props} onClick={onClick} data-row-id={id} aria-selected={selected} />;
  },
  Scroller: forwardRef<HTMLDivElement, ComponentProps<"div"> & { context?: GridContext }>(function Scroller(
    { context, ...props },
    ref,
  ) {
    const onScroller = context?.scrollerRef;
    // Virtuoso's own ref, and the table's.
    const refs = useCallback(
      (element: HTMLDivElement | null) => {
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
        onScroller?.(element);
      },
      [ref, onScroller],
    );
    return <div {...props} {...context?.cellTooltip} ref={refs} tabIndex={-1} />;
  }),
};

function tableWidth(width: GridContext["width"] | undefined): CSSProperties {
  if (width && "exact" in width) return { width: width.exact, minWidth: "0" };
  return { width: "100%", minWidth: width?.min ?? "0" };
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
 * around it draws again when its columns are measured, when Virtuoso moves, and for every change of
 * the table's state.
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

function rowContent(_index: number, item: unknown, context: GridContext) {
  const id = context.getRowId(item as never);
  return (
    <RowCells
      row={item}
      id={id}
      columns={context.columns}
      selectable={context.selectable}
      selected={context.selectable && context.isSelected(id)}
      label={context.selectable ? context.getRowLabel(item as never) : ""}
      onToggleRow={context.onToggleRow}
    />
  );
}

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
  const { columns, sort } = props;
  // The table is as tall as its header and rows (and a sideways scrollbar), up to the viewport
  // token; past that it scrolls. Virtuoso's list height counts the header row.
  const rowHeight = parseInt(theme.size.tableRow, 10);
  const [listHeight, setListHeight] = useState(() => (props.rows.length + 1) * rowHeight);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const onScroller = useCallback((element: HTMLDivElement | null) => {
    scrollerRef.current = element;
    setScroller(element);
  }, []);
  const scrollbarHeight = useScrollbarHeight(scroller);
  const cellTooltip = useCellTooltip();
  const widths = useColumnWidths(scrollerRef, columns, props.rows, props.getRowId, props.selectable, theme);
  const selectWidth = props.selectable ? [theme.size.controlLg] : [];
  // The rows' cells are drawn again only when what they show changes: a tick is handed down as
  // one function for the table's life, calling the latest one.
  const toggleRow = useRef(props.onToggleRow);
  useLayoutEffect(() => {
    toggleRow.current = props.onToggleRow;
  });
  const onToggleRow = useCallback((id: RowId, selected: boolean) => toggleRow.current(id, selected), []);
  const context: GridContext = {
    isSelected: props.isSelected,
    getRowId: props.getRowId as (row: never) => RowId,
    getRowLabel: props.getRowLabel as (row: never) => string,
    openRow: props.onRowOpen as ((row: never) => void) | undefined,
    columns: columns as readonly DataTableColumn<never>[],
    selectable: props.selectable,
    onToggleRow,
    scrollerRef: onScroller,
    cellTooltip: cellTooltip.handlers,
    width: widths
      ? {
          exact: `calc(${[...selectWidth, `${widths.reduce((total, width) => total + width, 0)}px`].join(" + ")})`,
        }
      : {
          min: `calc(${[
            ...selectWidth,
            ...columns.map((column) => column.width ?? theme.size.tableColumnMin),
          ].join(" + ")})`,
        },
  };
  return (
    <>
      <TableVirtuoso<unknown, GridContext>
        style={{
          height: `min(${listHeight + scrollbarHeight}px, ${theme.size.tableViewport})`,
        }}
        totalListHeightChanged={setListHeight}
        data={props.rows as unknown[]}
        context={context}
        components={components}
        defaultItemHeight={rowHeight}
        // Rows in the first commit, before the viewport is measured: the page paints a frame sooner.
        initialItemCount={Math.min(props.rows.length, INITIAL_ROWS)}
        increaseViewportBy={rowHeight * 4}
        aria-label={props.label}
        aria-busy={props.busy}
        fixedHeaderContent={() => (
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
              const direction = field && sort?.field === field ? sort.direction : null;
              const width = widths ? `${widths[index]}px` : column.width;
              return (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align}
                  data-sticky={column.sticky}
                  style={width === undefined ? undefined : { width }}
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
        )}
        itemContent={rowContent}
      />
      {cellTooltip.tooltip}
    </>
  );
}
