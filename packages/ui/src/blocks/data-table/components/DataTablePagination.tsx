import { ChevronLeft, ChevronRight } from "lucide-react";
import styled from "styled-components";
import { IconButton } from "../../../primitives/IconButton";
import { Select } from "../../../primitives/Select";
import { pageCount } from "../hooks/tableQuery";

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};

  &[hidden] {
    display: none;
  }
`;

const StyledPageSize = styled.div`
  width: calc(${({ theme }) => theme.size.toolbarControl} / 2);
`;

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const numberFormat = new Intl.NumberFormat("en-IN");

export type DataTablePaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  pageSizeOptions: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /**
   * Drawn but not shown, nor heard by screen readers (while the first page loads): showing it then
   * costs the page that arrives far less than drawing it. Default: false.
   */
  hidden?: boolean;
};

/** Rows per page, where this page sits in the whole, and the way to the next and previous. */
export function DataTablePagination({
  page,
  pageSize,
  count,
  pageSizeOptions,
  onPage,
  onPageSize,
  hidden = false,
}: DataTablePaginationProps) {
  const pages = pageCount(count, pageSize);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <StyledFooter hidden={hidden}>
      <StyledPageSize>
        <Select
          label="Rows per page"
          options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(value) => onPageSize(Number(value ?? pageSize))}
        />
      </StyledPageSize>
      <StyledPager aria-label="Pages">
        <span aria-live="polite">
          {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(count)} · Page{" "}
          {page} of {numberFormat.format(pages)}
        </span>
        <IconButton
          label="Previous page"
          icon={<ChevronLeft aria-hidden="true" />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <IconButton
          label="Next page"
          icon={<ChevronRight aria-hidden="true" />}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </StyledPager>
    </StyledFooter>
  );
}
