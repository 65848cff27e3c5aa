import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { forwardRef, useState, type ComponentProps, type MouseEvent } from "react";
import { TableVirtuoso, type TableComponents } from "react-virtuoso";
import styled, { css, useTheme } from "styled-components";
import { Checkbox } from "../../../primitives/Checkbox";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { focusRing } from "../../../theme/focusRing";
import { useColumnWidths } from "../hooks/useColumnWidths";
import { useScrollbarHeight } from "../hooks/useScrollbarHeight";
import type { DataTableColumn, DataTableQuery, RowId } from "../types";
import { TruncatedCell } from "./TruncatedCell";

type GridContext = {
  isSelected: (id: RowId) => boolean;
  getRowId: (row: never) => RowId;
  /** Opens a row clicked anywhere outside its own controls; none: rows do not open. */
  openRow?: (row: never) => void;
  /** The table's width: the sum of the fitted columns, or, until they are measured, their minimums. */
  width: { exact: string } | { min: string };
};

const cellStyle = css<{ $align?: "start" | "end" | "center" }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  text-align: ${({ $align }) => ($align === "end" ? "right" : $align === "center" ? "center" : "left")};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  vertical-align: middle;
  overflow: hidden;
  white-space: nowrap;
`;

/** A column kept at the right edge of the table's box, over the columns scrolling under it. */
const stickyEnd = css<{ $sticky?: "end" }>`
  ${({ $sticky, theme }) =>
    $sticky === "end" &&
    css`
      position: sticky;
      right: 0;
      z-index: 1;
      overflow: visible;
      border-left: ${theme.size.border} solid ${theme.color.border};
    `}
`;

const StyledTable = styled.table<{ $width?: GridContext["width"] }>`
  width: ${({ $width }) => ($width && "exact" in $width ? $width.exact : "100%")};
  min-width: ${({ $width }) => ($width && "min" in $width ? $width.min : "0")};
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledHeaderCell = styled.th<{ $align?: "start" | "end" | "center"; $width?: string; $sticky?: "end" }>`
  ${cellStyle}
  width: ${({ $width }) => $width ?? "auto"};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* A heading wraps between words only, never inside one. */
  white-space: normal;
  ${stickyEnd}
`;

const StyledCell = styled.td<{ $align?: "start" | "end" | "center"; $sticky?: "end" }>`
  ${cellStyle}
  /* One line of text in a row of whole pixels: a fraction would leave the box a pixel short. */
  height: ${({ theme }) => theme.size.tableRow};
  ${stickyEnd}
  /* Over the cells scrolling under it, the kept column wears its row's colour. */
  background: ${({ $sticky }) => ($sticky === "end" ? "inherit" : "transparent")};
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

const StyledRow = styled.tr<{ $selected: boolean; $opens: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.color.rowSelected : theme.color.surface)};
  cursor: ${({ $opens }) => ($opens ? "pointer" : "auto")};

  &:hover {
    background: ${({ theme }) => theme.color.rowHover};
  }
`;

const StyledSelectCell = styled.td<{ $align?: "start" | "end" | "center" }>`
  ${cellStyle}
  width: ${({ theme }) => theme.size.controlLg};
`;

const StyledSelectHeader = styled.th<{ $align?: "start" | "end" | "center" }>`
  ${cellStyle}
  width: ${({ theme }) => theme.size.controlLg};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** About one viewport of rows at the default row height. */
const INITIAL_ROWS = 20;

type RowProps = ComponentProps<"tr"> & { item: unknown; context?: GridContext };

const components: TableComponents<unknown, GridContext> = {
  Table: ({ context, ...props }) => <StyledTable {...props} $width={context?.width} />,
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
    return (
      <StyledRow
        {...props}
        onClick={onClick}
        data-row-id={id}
        aria-selected={selected}
        $selected={selected}
        $opens={openRow !== undefined}
      />
    );
  },
  Scroller: forwardRef<HTMLDivElement, ComponentProps<"div">>(function Scroller(props, ref) {
    return <div {...props} ref={ref} tabIndex={-1} />;
  }),
};

function SortIcon({ direction }: { direction: "asc" | "desc" | null }) {
  if (direction === "asc") return <ArrowUp aria-hidden="true" />;
  if (direction === "desc") return <ArrowDown aria-hidden="true" />;
  return <ArrowUpDown aria-hidden="true" />;
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
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const scrollbarHeight = useScrollbarHeight(scroller);
  const widths = useColumnWidths(scroller, columns, props.rows, props.getRowId, props.selectable, theme);
  const selectWidth = props.selectable ? [theme.size.controlLg] : [];
  const context: GridContext = {
    isSelected: props.isSelected,
    getRowId: props.getRowId as (row: never) => RowId,
    openRow: props.onRowOpen as ((row: never) => void) | undefined,
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
    <TableVirtuoso<unknown, GridContext>
      style={{
        height: `min(${listHeight + scrollbarHeight}px, ${theme.size.tableViewport})`,
      }}
      totalListHeightChanged={setListHeight}
      scrollerRef={(element) => setScroller(element instanceof HTMLElement ? element : null)}
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
            <StyledSelectHeader>
              <Checkbox
                label={<VisuallyHidden>Select all rows on this page</VisuallyHidden>}
                checked={props.pageSelection === "all"}
                indeterminate={props.pageSelection === "some"}
                onChange={(checked) => props.onTogglePage(checked)}
              />
            </StyledSelectHeader>
          ) : null}
          {columns.map((column, index) => {
            const field = column.sortField;
            const direction = field && sort?.field === field ? sort.direction : null;
            return (
              <StyledHeaderCell
                key={column.id}
                scope="col"
                $align={column.align}
                $width={widths ? `${widths[index]}px` : column.width}
                $sticky={column.sticky}
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
              </StyledHeaderCell>
            );
          })}
        </tr>
      )}
      itemContent={(_index, item) => {
        const row = item as Row;
        const id = props.getRowId(row);
        return (
          <>
            {props.selectable ? (
              <StyledSelectCell>
                <Checkbox
                  label={<VisuallyHidden>Select {props.getRowLabel(row)}</VisuallyHidden>}
                  checked={props.isSelected(id)}
                  onChange={(checked) => props.onToggleRow(id, checked)}
                />
              </StyledSelectCell>
            ) : null}
            {columns.map((column) => (
              <StyledCell key={column.id} $align={column.align} $sticky={column.sticky}>
                {column.sticky === "end" ? (
                  column.cell(row)
                ) : (
                  <TruncatedCell>{column.cell(row)}</TruncatedCell>
                )}
              </StyledCell>
            ))}
          </>
        );
      }}
    />
  );
}
