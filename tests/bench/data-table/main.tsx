// Renders 500-row pages of the DataTable and reports how long the rows take to paint once the
// data has arrived (the first page, and the next one), and how many rows the DOM holds.
import "@pipeline/ui/font.css";
import type { ListParams, ListResult } from "@pipeline/contract";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import { DataTable, pagesFrom, type DataTableColumn } from "@pipeline/ui/data-table";
import { createRoot } from "react-dom/client";

type Row = {
  id: number;
  company_name: string;
  website: string;
  country: string;
  revenue: number;
  modified: string;
};

const PAGE = 500;

function pageOf(page: number): Row[] {
  return Array.from({ length: PAGE }, (_, index) => {
    const id = (page - 1) * PAGE + index + 1;
    return {
      id,
      company_name: `Company ${id}`,
      website: `https://company-${id}.example`,
      country: ["India", "United Kingdom", "Singapore"][id % 3] ?? "India",
      revenue: (id * 7919) % 9999999,
      modified: "2026-11-01T10:00:00Z",
    };
  });
}

const columns: DataTableColumn<Row>[] = [
  { id: "company_name", header: "Company", cell: (row) => row.company_name, sortField: "company_name" },
  { id: "website", header: "Website", cell: (row) => row.website },
  { id: "country", header: "Country", cell: (row) => row.country },
  { id: "revenue", header: "Revenue", cell: (row) => row.revenue.toLocaleString("en-IN"), align: "end" },
  { id: "modified", header: "Modified", cell: (row) => row.modified },
];

type Paint = { dataToDomMs: number; dataToPaintMs: number; domRows: number };
type Result = { first: Paint; next: Paint };
const target = window as unknown as { benchResult?: Result };

let dataAt = 0;
function fetchPage(params: ListParams): Promise<ListResult<Row>> {
  const rows = pageOf(params.page ?? 1);
  return new Promise((resolve) => {
    setTimeout(() => {
      dataAt = performance.now();
      resolve({ rows, count: 100000 });
    }, 50);
  });
}

/** Waits until the row with `firstId` is in the DOM, then for the frame that shows it. */
function measure(firstId: number): Promise<Paint> {
  return new Promise((resolve) => {
    let domAt = 0;
    const observer = new MutationObserver(() => {
      if (domAt === 0 && document.querySelector(`[data-row-id="${firstId}"]`)) domAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const poll = () => {
      if (domAt === 0) {
        requestAnimationFrame(poll);
        return;
      }
      requestAnimationFrame(() => {
        observer.disconnect();
        resolve({
          dataToDomMs: domAt - dataAt,
          dataToPaintMs: performance.now() - dataAt,
          domRows: document.querySelectorAll("[data-row-id]").length,
        });
      });
    };
    requestAnimationFrame(poll);
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("no root");
createRoot(root).render(
  <PipelineProvider adapter={createTestAdapter()}>
    <DataTable
      label="Companies"
      columns={columns}
      read={pagesFrom(["companies", "list"], fetchPage)}
      getRowId={(row) => row.id}
      selection={{}}
      paging={{ defaultPageSize: PAGE }}
    />
  </PipelineProvider>,
);

const first = await measure(1);
document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')?.click();
const next = await measure(PAGE + 1);
target.benchResult = { first, next };
