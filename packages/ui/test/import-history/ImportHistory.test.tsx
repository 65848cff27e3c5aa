import type { ExcelImportsPort, ListParams } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportHistory, PipelineProvider } from "../../src";
import {
  importHistoryAdapter,
  importSeeds,
  importsPort,
  STORY_NOW,
} from "../../../../stories/features/import-history/importHistorySupport";
import { renderWithViewport } from "../support/renderWithViewport";

type ImportListParams = ListParams<"status" | "created_by">;

function renderHistory(port: ExcelImportsPort = importsPort()) {
  const list = vi.fn((params: ImportListParams) => port.list(params));
  const undo = vi.fn((id: number) => port.undo(id));
  const downloadErrorLog = vi.fn((path: string) => port.downloadErrorLog(path));
  const adapter = importHistoryAdapter({ ...port, list, undo, downloadErrorLog });
  renderWithViewport(
    <PipelineProvider adapter={adapter} navigate={vi.fn()}>
      <ImportHistory now={() => STORY_NOW} />
    </PipelineProvider>,
  );
  return { list, undo, downloadErrorLog };
}

async function row(fileName: string): Promise<HTMLElement> {
  const name = await screen.findByRole("button", { name: fileName });
  const found = name.closest<HTMLElement>("[data-row-id]");
  if (!found) throw new Error(`No row for ${fileName}`);
  return found;
}

async function openDrawer(fileName: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole("button", { name: fileName }));
  const drawer = await screen.findByRole("dialog", { name: fileName });
  await within(drawer).findByText("Created By");
  return drawer;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ImportHistory", { timeout: 20_000 }, () => {
  it("lists the imports with their status, counts, creator and times in IST", async () => {
    renderHistory();
    expect(screen.getByRole("heading", { level: 1, name: "Import History" })).toBeInTheDocument();
    const withErrors = within(await row("partners_march.xlsx"));
    expect(withErrors.getByText("Completed With Errors")).toBeInTheDocument();
    expect(withErrors.getByText("42")).toBeInTheDocument();
    expect(withErrors.getByText("Priya Nair")).toBeInTheDocument();
    expect(withErrors.getByText("29 Mar 2024, 2:40 pm IST")).toBeInTheDocument();
    const running = within(await row("Q2_prospects_west.xlsx"));
    expect(running.getByText("Processing")).toBeInTheDocument();
    expect(running.getByRole("progressbar", { name: "Importing rows" })).toBeInTheDocument();
    expect(running.getByText("101 / 252")).toBeInTheDocument();
    expect(within(await row("fintech_leads.xlsx")).getByText("Waiting to start")).toBeInTheDocument();
    const failed = within(await row("exhibitors_2023.xls"));
    expect(failed.getByText("Failed", { selector: "span" })).toBeInTheDocument();
    expect(failed.getByText("—")).toBeInTheDocument();
    expect(
      within(await row("pilot_batch.xlsx")).getByText("Undone 12 Mar 2024, 1:45 pm IST"),
    ).toBeInTheDocument();
  });

  it("shows an empty history with a hint to import from the Companies page", async () => {
    renderHistory({ ...importsPort(), list: async () => ({ rows: [], count: 0 }) });
    expect(await screen.findByText("No imports yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Companies" })).toHaveAttribute("href", "/companies");
  });

  it("goes back to the first page when a filter changes, and sends the filter", async () => {
    const many = Array.from({ length: 3 }, (_, copy) =>
      importSeeds().map((seed) => ({ ...seed, id: seed.id + copy * 10 })),
    ).flat();
    const { list } = renderHistory(importsPort({ seeds: many }));
    await screen.findByText("1–10 of 18", { exact: false });
    await userEvent.click(screen.getByRole("button", { name: /next page/i }));
    await waitFor(() => expect(list.mock.lastCall?.[0].page).toBe(2));
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Failed" }));
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toMatchObject({ page: 1, filters: { status: ["Failed"] } }),
    );
    expect(await screen.findByText("1–3 of 3", { exact: false })).toBeInTheDocument();
  });

  it("opens an import's details from anywhere on its row and from its name with the keyboard", async () => {
    renderHistory();
    await userEvent.click(within(await row("saas_accounts.xlsx")).getByText("Asha Raman"));
    const drawer = await screen.findByRole("dialog", { name: "saas_accounts.xlsx" });
    expect(await within(drawer).findByText("25 companies in the file")).toBeInTheDocument();
    expect(within(drawer).getByText("The preview that was confirmed")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    screen.getByRole("button", { name: "exhibitors_2023.xls" }).focus();
    await userEvent.keyboard("{Enter}");
    const failed = await screen.findByRole("dialog", { name: "exhibitors_2023.xls" });
    expect(await within(failed).findByRole("alert")).toHaveTextContent("it is not an Excel workbook");
  });

  it("undoes an import after the confirmation, then lists what it left alone", async () => {
    const port = importsPort({ kept: { 5: [{ kind: "member", id: 90, label: "Kiran Das" }] } });
    const { undo } = renderHistory(port);
    const drawer = within(await openDrawer("partners_march.xlsx"));
    await userEvent.click(drawer.getByRole("button", { name: "Undo import" }));
    const confirm = await screen.findByRole("dialog", { name: "Undo import?" });
    expect(confirm).toHaveTextContent(
      "Companies and members this import created are removed; fields it updated get their earlier values back; records someone changed since are left as they are.",
    );
    expect(undo).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Undo import" }));
    expect(undo).toHaveBeenCalledWith(5);
    expect(await screen.findByText("Import undone.")).toBeInTheDocument();
    expect(await drawer.findByText("Member: Kiran Das")).toBeInTheDocument();
    expect(drawer.queryByRole("button", { name: "Undo import" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      within(await row("partners_march.xlsx")).getByText("Undone 1 Apr 2024, 11:00 am IST"),
    ).toBeInTheDocument();
  });

  it("keeps Undo back when the import is kept", async () => {
    const { undo } = renderHistory();
    const drawer = within(await openDrawer("partners_march.xlsx"));
    await userEvent.click(drawer.getByRole("button", { name: "Undo import" }));
    const confirm = await screen.findByRole("dialog", { name: "Undo import?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep import" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Undo import?" })).not.toBeInTheDocument(),
    );
    expect(undo).not.toHaveBeenCalled();
  });

  it("offers no Undo once its window has passed, after an undo, or while the import runs", async () => {
    renderHistory();
    for (const fileName of ["saas_accounts.xlsx", "pilot_batch.xlsx", "Q2_prospects_west.xlsx"]) {
      const drawer = await openDrawer(fileName);
      expect(within(drawer).queryByRole("button", { name: "Undo import" })).not.toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
  });

  it("downloads an import's error log as Failed_Companies_Log_{date}.xlsx", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:error-log"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { downloadErrorLog } = renderHistory();
    await userEvent.click(
      within(await row("partners_march.xlsx")).getByRole("button", {
        name: "Download the error log of import 5",
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadErrorLog).toHaveBeenCalledWith("/media/import-logs/5/failed-rows.xlsx");
    expect(saved[0]).toMatch(/^Failed_Companies_Log_\d{4}-\d{2}-\d{2}\.xlsx$/);
    // The row's own button downloads; it does not open the drawer.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(await row("saas_accounts.xlsx")).queryByRole("button", { name: /error log/ })).toBeNull();
  });

  it("follows a running import until it ends, without the user asking", async () => {
    const seeds = importSeeds().filter((seed) => seed.phase !== "queued");
    const port = importsPort({ seeds });
    let reads = 0;
    const list = async (params: ImportListParams) => {
      reads += 1;
      const page = await port.list(params);
      const rows = page.rows.map((record) =>
        record.id !== 7
          ? record
          : reads < 3
            ? { ...record, rows_done: 101 + reads * 50 }
            : {
                ...record,
                status: "Completed" as const,
                phase: "ended" as const,
                rows_done: 252,
                total_companies: 120,
                companies_created: 96,
                companies_updated: 20,
                companies_unchanged: 0,
                companies_failed: 4,
              },
      );
      return { ...page, rows };
    };
    renderHistory({ ...port, list });
    const running = await row("Q2_prospects_west.xlsx");
    await waitFor(() => expect(within(running).getByText("Completed")).toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(within(running).getByText("120")).toBeInTheDocument();
    expect(within(running).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
