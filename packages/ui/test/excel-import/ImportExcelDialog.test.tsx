import { AdapterError, type ExcelImportDetail, type ProgressOptions, type Saved } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdapterSlice } from "../../src/data";
import { companyListRead, useAdapterQuery } from "../../src/data";
import { ImportExcelDialog } from "../../src/features/excel-import";
import { renderWith } from "../journey-documents/documentsSupport";
import { captureDownloads, endedWithErrors, fileOf, importDetail, preview } from "./importSupport";

afterEach(() => {
  vi.restoreAllMocks();
});

// Polls are a second apart: the steps after Confirm are waited for that long.
const POLLED = { timeout: 5000 };

function renderDialog(slice: AdapterSlice, extra: ReactNode = null) {
  const onClose = vi.fn();
  const onOpenHistory = vi.fn();
  const rendered = renderWith(
    slice,
    <>
      <ImportExcelDialog open onClose={onClose} onOpenHistory={onOpenHistory} />
      {extra}
    </>,
  );
  return { ...rendered, onClose, onOpenHistory };
}

async function dialog() {
  return within(await screen.findByRole("dialog", { name: "Import Excel" }));
}

function fileInput(view: ReturnType<typeof within>): HTMLInputElement {
  return view
    .getByRole("group", { name: /^Excel file/ })
    .querySelector('input[type="file"]') as HTMLInputElement;
}

/** An upload the test drives: its progress, then its answer or its failure. */
function heldUpload() {
  let report: ((fraction: number) => void) | undefined;
  let settle:
    { resolve: (saved: Saved<ExcelImportDetail>) => void; reject: (error: unknown) => void } | undefined;
  const upload = vi.fn(
    (_file: Blob, options?: ProgressOptions & { preview?: boolean }) =>
      new Promise<Saved<ExcelImportDetail>>((resolve, reject) => {
        report = options?.onProgress;
        settle = { resolve, reject };
      }),
  );
  return {
    upload,
    progress: (fraction: number) => report?.(fraction),
    answer: (detail: ExcelImportDetail) => settle?.resolve({ message: "File checked", data: detail }),
    fail: (error: unknown) => settle?.reject(error),
  };
}

async function chooseAndCheck(view: ReturnType<typeof within>, name = "Prospects March.xlsx") {
  const user = userEvent.setup();
  await user.upload(fileInput(view), fileOf(name, 48_000));
  await user.click(view.getByRole("button", { name: "Check file" }));
  return user;
}

const FLOW_STATUSES = ["Uploading", "Pending", "Processing", "Completed", "Completed With Errors", "Failed"];

/** The upload flow's statuses shown beside the file's name at the head of the step (named as the step is). */
function badge(view: ReturnType<typeof within>, step: string): string {
  const name = within(view.getByRole("group", { name: step })).getByText("Prospects March.xlsx");
  const head = within(name.parentElement as HTMLElement);
  return FLOW_STATUSES.flatMap((status) =>
    head.queryAllByText(status, { exact: true }).map(() => status),
  ).join(", ");
}

/** Shows how many times the companies list was read: the companies table behind the dialog. */
function CompaniesReads() {
  const list = useAdapterQuery(companyListRead({ page: 1, pageSize: 10 }));
  return <output aria-label="Companies shown">{list.data?.count ?? "none"}</output>;
}

describe("ImportExcelDialog", { timeout: 30_000 }, () => {
  it("accepts only .xls and .xlsx up to 50 MB, with the spec's messages, and asks for a file", async () => {
    const upload = vi.fn();
    renderDialog({ excelImports: { upload } });
    const view = await dialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(view.getByRole("button", { name: "Check file" }));
    expect(await view.findByText("Please select file to upload")).toBeInTheDocument();

    await user.upload(fileInput(view), fileOf("companies.csv"));
    expect(await view.findByText("Only Excel file are allowed.")).toBeInTheDocument();
    await user.upload(fileInput(view), fileOf("companies.xlsx", 52428801));
    expect(await view.findByText("Please select a file smaller than 500 MB.")).toBeInTheDocument();
    expect(view.queryByRole("list", { name: "Chosen file" })).not.toBeInTheDocument();

    await user.upload(fileInput(view), fileOf("legacy.xls", 52428800));
    expect(
      within(view.getByRole("list", { name: "Chosen file" })).getByText("legacy.xls"),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads, checks, previews, then confirms and follows the import to its result, its badge reading Uploading, Processing, then the end status", async () => {
    const held = heldUpload();
    const running = importDetail({ status: "Processing", phase: "running", rows_done: 12, rows_total: 30 });
    const ended = endedWithErrors();
    const get = vi.fn().mockResolvedValueOnce(running).mockResolvedValue(ended);
    const confirm = vi.fn(async () => ({
      message: "Import started",
      data: importDetail({ phase: "queued", rows_done: 0 }),
    }));
    let companies = 40;
    const list = vi.fn(async () => ({ count: companies, rows: [] }));
    renderDialog(
      { excelImports: { upload: held.upload, confirm, get }, companies: { list } },
      <CompaniesReads />,
    );
    expect(await screen.findByText("40")).toBeInTheDocument();
    const view = await dialog();
    await chooseAndCheck(view);

    expect(held.upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ preview: true }));
    held.progress(0.4);
    const bar = await view.findByRole("progressbar", { name: "Uploading" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    expect(badge(view, "Uploading")).toBe("Uploading");
    held.progress(1);
    expect(await view.findByRole("progressbar", { name: "Checking the rows…" })).not.toHaveAttribute(
      "aria-valuenow",
    );
    // The server reads every row now: the file is being processed.
    expect(badge(view, "Checking the rows")).toBe("Processing");

    held.answer(importDetail());
    expect(
      await view.findByText("Row 12 · Acme Ltd · matches an existing company by website"),
    ).toBeInTheDocument();
    expect(view.getByText("Row 7 · Initech · Member Email: Email is required")).toBeInTheDocument();
    // Waiting for the person's Confirm.
    expect(badge(view, "Preview")).toBe("Pending");
    // The focus goes on from the new step, not from the page behind the dialog.
    expect(view.getByRole("group", { name: "Preview" })).toHaveFocus();

    const user = userEvent.setup();
    companies = 49;
    await user.click(view.getByRole("button", { name: "Confirm import" }));
    expect(confirm).toHaveBeenCalledWith(31);
    expect(
      await view.findByText("You can close this window: the import goes on. Follow it in Import History."),
    ).toBeInTheDocument();
    // Queued (the record reads Pending) or running, the confirmed file is being processed.
    expect(badge(view, "Importing")).toBe("Processing");
    expect(await view.findByText("12 of 30 rows", {}, POLLED)).toBeInTheDocument();
    expect(view.getByText("18 rows left")).toBeInTheDocument();
    expect(badge(view, "Importing")).toBe("Processing");

    await waitFor(() => expect(badge(view, "Import result")).toBe("Completed With Errors"), POLLED);
    expect(view.getByRole("table", { name: "Import result" })).toBeInTheDocument();
    expect(
      within(view.getByRole("list", { name: "Failed companies" })).getByText("Initech"),
    ).toBeInTheDocument();
    expect(view.getByRole("button", { name: "Download error log" })).toBeInTheDocument();
    // The companies table behind the dialog shows the imported rows.
    expect(await screen.findByText("49")).toBeInTheDocument();
    const polls = get.mock.calls.length;
    await user.click(view.getByRole("button", { name: "Import another file" }));
    expect(await view.findByRole("button", { name: "Check file" })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(polls);
  });

  it("offers no Confirm when nothing would be created or updated", async () => {
    const held = heldUpload();
    renderDialog({ excelImports: { upload: held.upload } });
    const view = await dialog();
    await chooseAndCheck(view);
    held.answer(
      importDetail({
        preview: preview({
          companies_to_create: 0,
          companies_to_update: 0,
          companies_unchanged: 0,
          companies_failing: 12,
          members_to_create: 0,
          members_to_update: 0,
          members_unchanged: 0,
          members_failing: 25,
          matches: [],
          matches_count: 0,
        }),
      }),
    );
    const confirmButton = await view.findByRole("button", { name: "Confirm import" });
    expect(confirmButton).toBeDisabled();
    expect(confirmButton).toHaveAccessibleDescription(
      "Nothing in this file would be created or updated. Correct the failing rows and check the file again.",
    );
  });

  it("cancels a previewed import and starts again from the file", async () => {
    const held = heldUpload();
    const cancel = vi.fn(async () => ({ message: "Import cancelled" }));
    renderDialog({ excelImports: { upload: held.upload, cancel } });
    const view = await dialog();
    const user = await chooseAndCheck(view);
    held.answer(importDetail());
    await user.click(await view.findByRole("button", { name: "Cancel import" }));
    expect(cancel).toHaveBeenCalledWith(31);
    expect(await screen.findByText("Import cancelled")).toBeInTheDocument();
    expect(await view.findByRole("button", { name: "Check file" })).toBeInTheDocument();
  });

  it("shows Failed and the error toast when the upload fails", async () => {
    const held = heldUpload();
    renderDialog({ excelImports: { upload: held.upload } });
    const view = await dialog();
    await chooseAndCheck(view, "Broken.xlsx");
    held.fail(new AdapterError("The file is not an Excel workbook that can be read.", { status: 400 }));
    expect(await view.findByText("Failed")).toBeInTheDocument();
    expect(view.getByRole("alert")).toHaveTextContent("The file is not an Excel workbook that can be read.");
    // The toast says it too, outside the dialog.
    await waitFor(() =>
      expect(screen.getAllByText("The file is not an Excel workbook that can be read.")).toHaveLength(2),
    );
    expect(view.queryByRole("button", { name: "Confirm import" })).not.toBeInTheDocument();
    expect(view.getByRole("button", { name: "Choose another file" })).toBeInTheDocument();
  });

  it("leaves a running import going when closed, and says so", async () => {
    const held = heldUpload();
    const queued = importDetail({ status: "Pending", phase: "queued" });
    const confirm = vi.fn(async () => ({ message: "Import started", data: queued }));
    const get = vi.fn(async () => importDetail({ status: "Processing", phase: "running", rows_done: 3 }));
    const cancel = vi.fn();
    const { onClose } = renderDialog({ excelImports: { upload: held.upload, confirm, get, cancel } });
    const view = await dialog();
    const user = await chooseAndCheck(view);
    held.answer(importDetail());
    await user.click(await view.findByRole("button", { name: "Confirm import" }));
    await view.findByText("You can close this window: the import goes on. Follow it in Import History.");
    await user.click(view.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText("The import goes on. Follow it in Import History.")).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
  });

  it("opens Import History at the running import", async () => {
    const held = heldUpload();
    const confirm = vi.fn(async () => ({
      message: "Import started",
      data: importDetail({ phase: "queued" }),
    }));
    const get = vi.fn(async () => importDetail({ status: "Processing", phase: "running" }));
    const { onOpenHistory } = renderDialog({ excelImports: { upload: held.upload, confirm, get } });
    const view = await dialog();
    const user = await chooseAndCheck(view);
    held.answer(importDetail());
    await user.click(await view.findByRole("button", { name: "Confirm import" }));
    await user.click(await view.findByRole("button", { name: "Open Import History" }));
    expect(onOpenHistory).toHaveBeenCalledWith(31);
  });

  it("downloads the template as Companies_Import_Template.xlsx", async () => {
    const saved = captureDownloads();
    const workbook = new Blob(["template"], {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    const template = vi.fn(async () => workbook);
    renderDialog({ excelImports: { template } });
    const view = await dialog();
    await userEvent.setup().click(view.getByRole("button", { name: "Download template" }));
    await waitFor(() =>
      expect(saved).toEqual([{ blob: workbook, fileName: "Companies_Import_Template.xlsx" }]),
    );
  });
});
