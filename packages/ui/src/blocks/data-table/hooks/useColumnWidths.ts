import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { DefaultTheme } from "styled-components";
import type { DataTableColumn, RowId } from "../types";
import { ellipsesInside } from "../components/cutShort";
import { type ColumnNeed, fitColumns } from "./fitColumns";

/** A CSS length in px or rem as pixels, rem read from the document's root font size; NaN for others. */
function pixels(length: string): number {
  const value = parseFloat(length);
  if (length.endsWith("rem")) {
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    return value * root;
  }
  return length.endsWith("px") ? value : Number.NaN;
}

/**
 * How wide a cell's content lays out, whatever the column's width: the scrollWidth of a truncating
 * cell's text (as wide as its content, cut short or not) or of anything inside it that ends in an
 * ellipsis of its own, measured from the cell text's start; else the span of what the cell holds.
 */
function contentWidth(cell: HTMLTableCellElement): number {
  const text = cell.querySelector<HTMLElement>("[data-cell-content]");
  if (!text) {
    // A cell kept whole (the row's actions): the span of the controls it holds.
    const boxes = Array.from(cell.children, (child) => child.getBoundingClientRect());
    if (boxes.length === 0) return 0;
    return Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left)) + 1;
  }
  const start = text.getBoundingClientRect().left;
  let width = text.scrollWidth;
  for (const inner of ellipsesInside(text)) {
    width = Math.max(width, inner.getBoundingClientRect().left - start + inner.scrollWidth);
  }
  // scrollWidth is rounded to a whole pixel, and a text a fraction wider would end in an ellipsis.
  return width + 1;
}

let canvas: HTMLCanvasElement | null = null;

/** The width of a header's text on one line and of its longest word, in the header's font. */
function headerWidths(cell: HTMLElement): { line: number; word: number } {
  canvas ??= document.createElement("canvas");
  const context = canvas.getContext("2d");
  const text = cell.textContent?.trim() ?? "";
  if (!context) return { line: 0, word: 0 };
  context.font = getComputedStyle(cell).font;
  const word = Math.max(0, ...text.split(/\s+/).map((part) => context.measureText(part).width));
  return { line: context.measureText(text).width, word };
}

function horizontalSpace(cell: HTMLElement): number {
  const style = getComputedStyle(cell);
  return (
    parseFloat(style.paddingLeft) +
    parseFloat(style.paddingRight) +
    parseFloat(style.borderLeftWidth) +
    parseFloat(style.borderRightWidth)
  );
}

/** What each column asks for, from its header cell and the body rows drawn now. */
function measureNeeds<Row>(
  table: HTMLTableElement,
  columns: readonly DataTableColumn<Row>[],
  offset: number,
  theme: DefaultTheme,
): ColumnNeed[] | null {
  const header = table.tHead?.rows[0];
  if (!header || header.cells.length !== columns.length + offset) return null;
  const rows = Array.from(table.tBodies[0]?.rows ?? []).filter(
    (row) => row.cells.length === columns.length + offset,
  );
  const minimum = pixels(theme.size.tableColumnMin);
  const maximum = pixels(theme.size.tableColumnMax);
  const sortIcon = pixels(theme.size.icon) + pixels(theme.space.xs);
  return columns.map((column, index) => {
    const th = header.cells[index + offset] as HTMLTableCellElement;
    const space = horizontalSpace(th);
    const set = column.width ? pixels(column.width) : Number.NaN;
    if (!Number.isNaN(set)) return { desired: set, floor: set, fixed: true };
    const icon = column.sortField ? sortIcon : 0;
    const heading = headerWidths(th);
    const content = Math.max(
      0,
      // Body cells are padded as their header is.
      ...rows.map((row) => contentWidth(row.cells[index + offset] as HTMLTableCellElement) + space),
    );
    const whole = Math.ceil(Math.max(content, heading.line + icon + space));
    // A heading may wrap between its words, never inside one.
    const word = Math.ceil(heading.word + icon + space);
    if (column.sticky === "end") return { desired: whole, floor: whole, fixed: true };
    const desired = Math.max(word, Math.min(whole, maximum));
    return { desired, floor: Math.min(desired, Math.max(word, minimum)), fixed: false };
  });
}

function sameNeeds(a: ColumnNeed[] | null, b: ColumnNeed[] | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.length === b.length &&
    a.every((need, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        need.desired === other.desired &&
        need.floor === other.floor &&
        need.fixed === other.fixed
      );
    })
  );
}

/**
 * The columns' widths in pixels, sized to their header and the rows on the page and fitted to the
 * table's box (see `fitColumns`); null until measured, when the table lays out on its own. Measured
 * again once a new page's rows are drawn, when the columns change and once the fonts have loaded;
 * fitted again when the box is resized. Rows drawn while scrolling down do not move the columns:
 * what is too long for its column ends in an ellipsis, whole in its tooltip.
 *
 * `scrollerRef` holds the table's scrolling box, the same element for the table's life, from the
 * commit that first draws it: the columns are measured in that very commit, so the first rows are
 * drawn once more with their widths before the first paint, not twice.
 */
export function useColumnWidths<Row>(
  scrollerRef: RefObject<HTMLElement | null>,
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  getRowId: (row: Row) => RowId,
  selectable: boolean,
  theme: DefaultTheme,
): number[] | null {
  const [needs, setNeeds] = useState<ColumnNeed[] | null>(null);
  const [available, setAvailable] = useState(0);
  const offset = selectable ? 1 : 0;
  // The columns are a new list on each render; what they are is told by their ids.
  const latest = useRef({ columns, rows, getRowId });
  useLayoutEffect(() => {
    latest.current = { columns, rows, getRowId };
  });
  const columnKey = columns.map((column) => column.id).join("\n");
  // The rows last measured: a new page is measured even when the table is scrolled down.
  const measuredFor = useRef<readonly Row[] | null>(null);

  const measure = useCallback(
    (again: boolean) => {
      const scroller = scrollerRef.current;
      const table = scroller?.querySelector("table");
      const current = latest.current;
      // The rows drawn at the top of the page are measured as they come; rows drawn while
      // scrolling further down are not, so the columns stay put under the reader.
      const scrolled = scroller !== null && scroller.scrollTop > 0;
      if (!table || (!again && scrolled && measuredFor.current === current.rows)) return;
      // Only once the rows drawn are this page's: the table draws a new page a moment after it comes.
      const ids = new Set(current.rows.map((row) => String(current.getRowId(row))));
      const drawn = Array.from(table.querySelectorAll<HTMLElement>("tbody tr[data-row-id]"));
      if (drawn.length === 0 || drawn.some((row) => !ids.has(row.dataset.rowId ?? ""))) return;
      measuredFor.current = current.rows;
      const measured = measureNeeds(table, current.columns, offset, theme);
      setNeeds((earlier) => (sameNeeds(earlier, measured) ? earlier : measured));
    },
    // columnKey: measured again when other columns show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scrollerRef, columnKey, offset, theme],
  );

  // Measured in full when the columns change (and on mount), as a new page otherwise: once a commit.
  const measuredWith = useRef<typeof measure | null>(null);
  useLayoutEffect(() => {
    const again = measuredWith.current !== measure;
    measuredWith.current = measure;
    measure(again);
  }, [measure, rows]);

  // A new page's rows are drawn a moment after it comes, a few at a time.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof MutationObserver === "undefined") return;
    const observer = new MutationObserver(() => measure(false));
    // A drawn row may be reused for another: its id changes rather than the rows.
    observer.observe(scroller, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-row-id"],
    });
    return () => observer.disconnect();
  }, [scrollerRef, measure]);

  // A web font loads once text first uses it, after the first measure: measured again when it has.
  useEffect(() => {
    const fonts = document.fonts as FontFaceSet | undefined;
    if (!fonts) return;
    let current = true;
    const again = () => {
      if (current) measure(true);
    };
    void fonts.ready.then(again);
    fonts.addEventListener("loadingdone", again);
    return () => {
      current = false;
      fonts.removeEventListener("loadingdone", again);
    };
  }, [measure]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const selectWidth = selectable ? pixels(theme.size.controlLg) : 0;
    const read = () => setAvailable(Math.max(0, scroller.clientWidth - selectWidth));
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollerRef, selectable, theme]);

  if (!needs || available === 0) return null;
  return fitColumns(needs, available);
}
