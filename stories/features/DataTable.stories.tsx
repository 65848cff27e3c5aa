import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  AdapterError,
  type CallOptions,
  type CompanyListFilter,
  type CompanyListRow,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { Button, TOOLTIP_DELAY_MS } from "@pipeline/ui/primitives";
import { companyListRead, PipelineProvider, type CompanyListSlice } from "@pipeline/ui/data";
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  type TableRead,
} from "@pipeline/ui/data-table";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

const columns: DataTableColumn<CompanyListRow>[] = [
  {
    id: "company_name",
    header: "Company",
    cell: (row) => row.company_name,
    sortField: "company_name",
    hideable: false,
  },
  { id: "website", header: "Website", cell: (row) => row.website, sortField: "website" },
  { id: "country", header: "Country", cell: (row) => row.country?.label ?? "", sortField: "country" },
  { id: "industry", header: "Industry", cell: (row) => row.industry?.label ?? "", defaultHidden: true },
  { id: "fte", header: "FTE", cell: (row) => row.fte ?? "", sortField: "fte", align: "end" },
  {
    id: "created_by",
    header: "Created by",
    cell: (row) => (row.created_by ? `${row.created_by.first_name} ${row.created_by.last_name}` : "PORTAL"),
  },
  {
    id: "modified",
    header: "Modified",
    cell: (row) => dateFormat.format(new Date(row.modified)),
    sortField: "modified",
  },
];

const filters: DataTableFilter<CompanyListFilter>[] = [
  {
    id: "has_scheduled_meeting",
    label: "Meeting scheduled",
    single: true,
    options: [
      { value: "true", label: "Yes" },
      { value: "false", label: "No" },
    ],
  },
];

type FetchPage = (
  params: ListParams<CompanyListFilter>,
  options: CallOptions,
) => Promise<ListResult<CompanyListRow>>;

/** A page read from a function of the story's own instead of the adapter, under the same key. */
const fetchRead =
  (fetchPage: FetchPage): TableRead<CompanyListRow, CompanyListFilter> =>
  (params) => ({
    key: ["companies", "list", params],
    read: (_adapter, options) => fetchPage(params, options),
  });

type DemoProps = {
  adapter: CompanyListSlice;
  /** Rows from this function instead of the adapter. Default: the adapter's company list. */
  fetchPage?: FetchPage;
  storageKey: string;
  defaultPageSize?: number;
  searchDebounceMs?: number;
  onSelectionChange?: () => void;
};

function CompaniesDemo({
  adapter,
  fetchPage,
  storageKey,
  defaultPageSize,
  searchDebounceMs,
  onSelectionChange,
}: DemoProps) {
  return (
    <PipelineProvider<CompanyListSlice> adapter={adapter}>
      <DataTable<CompanyListRow, CompanyListFilter>
        label="Companies"
        columns={columns}
        read={fetchPage ? fetchRead(fetchPage) : companyListRead}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.company_name}
        filters={filters}
        dateFilter
        selection={{ onChange: onSelectionChange }}
        columnVisibilityKey={`stories.${storageKey}.columns`}
        paging={{ defaultPageSize }}
        search={{ debounceMs: searchDebounceMs }}
        actions={<Button variant="primary">Add Company</Button>}
        empty={{ title: "No companies yet", action: <Button>Import Excel</Button> }}
      />
    </PipelineProvider>
  );
}

const meta = {
  title: "Features/DataTable",
  component: CompaniesDemo,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: DataTable } },
  args: { adapter: createMemoryAdapter({ companies: 40 }), storageKey: "default" },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof CompaniesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function firstPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector("[data-row-id]")).not.toBeNull());
  return canvas;
}

/** The width of a column's header cell, by its name. */
function columnWidth(canvas: ReturnType<typeof within>, name: string): number {
  return canvas.getByRole("columnheader", { name: new RegExp(`^${name}`) }).getBoundingClientRect().width;
}

/**
 * Columns sized to their content: where the box has room, every cell shows whole, and a column of
 * short values (FTE) is narrower than one of long ones (Website), which is wider than the narrowest
 * a column shrinks to.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await expect(canvas.getByText(/1–10 of 52/)).toBeInTheDocument();
    await expect(canvas.queryByRole("columnheader", { name: "Industry" })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText("https://quokkacommerce.com.au")).toBeVisible());
    const cut = Array.from(canvasElement.querySelectorAll<HTMLElement>("[data-cell-content]")).filter(
      (cell) => cell.scrollWidth > cell.clientWidth,
    );
    await expect(cut.map((cell) => cell.textContent)).toEqual([]);
    await expect(columnWidth(canvas, "FTE")).toBeLessThan(columnWidth(canvas, "Website") / 2);
    await expect(columnWidth(canvas, "Website")).toBeGreaterThan(200);
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const Loading: Story = {
  args: { storageKey: "loading", fetchPage: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { storageKey: "empty", fetchPage: async () => ({ rows: [], count: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No companies yet")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Import Excel" })).toBeInTheDocument();
  },
};

const failing = fn(async () => {
  throw new AdapterError("Something went wrong. Please try after sometime.", { status: 500 });
});

export const Error: Story = {
  args: { storageKey: "error", fetchPage: failing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Something went wrong. Please try after sometime.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const calls = failing.mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(failing.mock.calls.length).toBeGreaterThan(calls));
    // The screenshot shows the settled state, not the retry under way.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled(), {
      timeout: 5000,
    });
  },
};

export const LongContent: Story = {
  args: {
    storageKey: "long",
    fetchPage: async () => {
      const { rows } = await createMemoryAdapter().companies.list({ pageSize: 3 });
      return {
        rows: rows.map((row) => ({
          ...row,
          company_name: `${row.company_name} Holdings International Private Limited of Bengaluru and Mumbai`,
          website: `https://www.${row.company_name.toLowerCase().replace(/\W+/g, "")}-with-a-very-long-domain-name.example.org/about/us`,
        })),
        count: 3,
      };
    },
  },
  play: async ({ canvasElement }) => {
    await firstPage(canvasElement);
  },
};

/** Sorting by a header, then searching (after the debounce) to no match. */
export const SortAndSearch: Story = {
  args: { storageKey: "sort", searchDebounceMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    const header = canvas.getByRole("columnheader", { name: /Company/ });
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(header).toHaveAttribute("aria-sort", "ascending"));
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(header).toHaveAttribute("aria-sort", "descending"));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "no such company");
    await expect(await canvas.findByText("No matching rows")).toBeInTheDocument();
  },
};

const selectionChanged = fn();

/** Rows picked on two pages stay picked; then every matching row at once. */
export const SelectionAcrossPages: Story = {
  args: { storageKey: "selection", onSelectionChange: selectionChanged },
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    const rows = canvas.getAllByRole("checkbox", { name: /^Select (?!all)/ });
    await userEvent.click(rows[0] as HTMLElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(canvas.getByText(/11–20 of 52/)).toBeInTheDocument());
    const second = canvas.getAllByRole("checkbox", { name: /^Select (?!all)/ });
    await userEvent.click(second[0] as HTMLElement);
    await expect(canvas.getByText("2 selected.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Select all 52 matching" }));
    await expect(canvas.getByText("All 52 matching rows are selected.")).toBeInTheDocument();
    await expect(selectionChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: "all-matching", matching: 52 }),
    );
  },
};

/** Hiding a column from the Columns menu. */
export const ColumnVisibility: Story = {
  args: { storageKey: "columns" },
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await userEvent.click(await within(document.body).findByRole("menuitemcheckbox", { name: "Website" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(canvas.queryByRole("columnheader", { name: /Website/ })).not.toBeInTheDocument(),
    );
    await expect(JSON.parse(localStorage.getItem("stories.columns.columns") ?? "{}")).toEqual({
      website: false,
    });
  },
};

/** A 500-row page keeps only the rows in view in the DOM. */
export const LargePage: Story = {
  args: { storageKey: "large", adapter: createMemoryAdapter({ companies: 600 }), defaultPageSize: 500 },
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await expect(canvas.getByText(/1–500 of 612/)).toBeInTheDocument();
    const rendered = () => canvasElement.querySelectorAll("[data-row-id]").length;
    await waitFor(() => expect(rendered()).toBeGreaterThanOrEqual(10));
    await expect(rendered()).toBeLessThanOrEqual(80);
  },
};

const LONG_NAME_SUFFIX = " Holdings International Private Limited of Bengaluru and Mumbai";

/** Many columns and a row-action column, as Sender Details and Import History have. */
const wideColumns: DataTableColumn<CompanyListRow>[] = [
  { id: "id", header: "ID", cell: (row) => row.id, width: "4rem" },
  ...columns.filter((column) => column.id !== "industry"),
  { id: "industry", header: "Industry", cell: (row) => row.industry?.label ?? "" },
  { id: "currency", header: "Currency", cell: (row) => row.currency?.label ?? "" },
  { id: "revenue", header: "Revenue", cell: (row) => row.revenue ?? "", align: "end" },
  { id: "foundation_year", header: "Founded", cell: (row) => row.foundation_year ?? "" },
  {
    id: "actions",
    header: "Actions",
    cell: (row) => <Button size="sm">Resend {row.id}</Button>,
    hideable: false,
    sticky: "end",
    width: "8rem",
  },
];

const StyledAppFrame = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSidebarSpace = styled.div`
  flex: none;
  width: ${({ theme }) => theme.size.sidebar};
`;

const StyledMainColumn = styled.div`
  flex: 1;
  min-width: 0;
`;

/** The table beside a sidebar's width, as the app lays it out. */
function WideDemo({ adapter }: DemoProps) {
  return (
    <PipelineProvider<CompanyListSlice> adapter={adapter}>
      <StyledAppFrame>
        <StyledSidebarSpace />
        <StyledMainColumn>
          <DataTable<CompanyListRow, CompanyListFilter>
            label="Companies"
            columns={wideColumns}
            read={fetchRead(async () => {
              const { rows } = await createMemoryAdapter().companies.list({ pageSize: 5 });
              return {
                rows: rows.map((row) => ({ ...row, company_name: `${row.company_name}${LONG_NAME_SUFFIX}` })),
                count: 5,
              };
            })}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.company_name}
            empty={{ title: "No companies yet" }}
          />
        </StyledMainColumn>
      </StyledAppFrame>
    </PipelineProvider>
  );
}

/**
 * At 1280 x 720 beside the sidebar: the page never scrolls sideways, each row's action stays in
 * view at the table's right edge, and a long name ends in an ellipsis, whole in its tooltip.
 */
export const WideAt1280: Story = {
  args: { storageKey: "wide" },
  parameters: {
    viewport: {
      options: {
        laptop: { name: "1280 x 720", styles: { width: "1280px", height: "720px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "laptop", isRotated: false } },
  render: (args) => <WideDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    const page = document.scrollingElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const table = canvas.getByRole("table");
    const box = (table.parentElement as HTMLElement).getBoundingClientRect();
    for (const button of canvas.getAllByRole("button", { name: /^Resend/ })) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(Math.min(box.right, window.innerWidth));
    }
    // Short values keep their own width, under the narrowest a long column shrinks to (7.5rem).
    await expect(columnWidth(canvas, "ID")).toBeLessThan(120);
    await expect(columnWidth(canvas, "FTE")).toBeLessThan(120);
    const name = canvas.getAllByText(new RegExp(`${LONG_NAME_SUFFIX}$`))[0] as HTMLElement;
    await expect(getComputedStyle(name).whiteSpace).toBe("nowrap");
    await expect(name.getBoundingClientRect().height).toBeLessThan(30);
    await userEvent.hover(name);
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip.textContent).toBe(name.textContent);
    await userEvent.unhover(name);
    await waitFor(() => expect(tooltip).not.toBeInTheDocument());
    // Pressed before the pointer rests (a click that opens a drawer or a page): no tooltip follows.
    await userEvent.hover(name);
    await userEvent.click(name);
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_MS * 2));
    await expect(within(document.body).queryByRole("tooltip")).toBeNull();
    await userEvent.unhover(name);
  },
};
