// Renders one 500-row page of the DataTable and reports how long the rows take to paint once
// the data has arrived, and how many rows the DOM holds.
import "@pipeline/ui/font.css";
import type { ListResult } from "@pipeline/contract";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import { DataTable, type DataTableColumn } from "@pipeline/ui/data-table";
import { createRoot } from "react-dom/client";

type Row = {
  id: number;
  company_name: string;
  website: string;
  country: string;
  revenue: number;
  modified: string;
};

const rows: Row[] = Array.from({ length: 500 }, (_, index) => ({
  id: index + 1,
  company_name: `Company ${index + 1}`,
  website: `https://company-${index + 1}.example`,
  country: ["India", "United Kingdom", "Singapore"][index % 3] ?? "India",
  revenue: (index * 7919) % 9999999,
  modified: "2026-11-01T10:00:00Z",
}));

const columns: DataTableColumn<Row>[] = [
  { id: "company_name", header: "Company", cell: (row) => row.company_name, sortField: "company_name" },
  { id: "website", header: "Website", cell: (row) => row.website },
  { id: "country", header: "Country", cell: (row) => row.country },
  { id: "revenue", header: "Revenue", cell: (row) => row.revenue.toLocaleString("en-IN"), align: "end" },
  { id: "modified", header: "Modified", cell: (row) => row.modified },
];

type Result = { dataToPaintMs: number; domRows: number };
const target = window as unknown as { benchResult?: Result };

let dataAt = 0;
function fetchPage(): Promise<ListResult<Row>> {
  return new Promise((resolve) => {
    setTimeout(() => {
      dataAt = performance.now();
      resolve({ rows, count: 100000 });
    }, 50);
  });
}

function waitForRows() {
  const painted = document.querySelectorAll("[data-row-id]").length;
  if (dataAt === 0 || painted === 0) {
    requestAnimationFrame(waitForRows);
    return;
  }
  // The frame after the rows entered the DOM is the one that shows them.
  requestAnimationFrame(() => {
    target.benchResult = {
      dataToPaintMs: performance.now() - dataAt,
      domRows: document.querySelectorAll("[data-row-id]").length,
    };
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("no root");
createRoot(root).render(
  <PipelineProvider adapter={createTestAdapter()}>
    <DataTable
      label="Companies"
      columns={columns}
      cacheKey={["companies", "bench"]}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      selectable
      defaultPageSize={500}
    />
  </PipelineProvider>,
);
requestAnimationFrame(waitForRows);
