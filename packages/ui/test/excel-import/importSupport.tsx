import type { ExcelImportDetail, ImportPreview } from "@pipeline/contract";
import { vi } from "vitest";

/** A previewed workbook of 13 companies: 9 new, 2 to update, 1 unchanged, 1 failing. */
export function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    rows_total: 30,
    total_companies: 13,
    companies_to_create: 9,
    companies_to_update: 2,
    companies_unchanged: 1,
    companies_failing: 1,
    members_to_create: 20,
    members_to_update: 3,
    members_unchanged: 4,
    members_failing: 2,
    matches: [
      { row: 12, kind: "company", label: "Acme Ltd", existing_id: 41, matched_by: "website" },
      {
        row: 15,
        kind: "member",
        label: "Priya Nair (priya@globex.in)",
        existing_id: 90,
        matched_by: "email",
      },
    ],
    matches_count: 5,
    failures: [{ row: 7, company_name: "Initech", reason: "Member Email: Email is required" }],
    failures_count: 2,
    ...overrides,
  };
}

/** An import as the server answers it, previewed unless told otherwise. */
export function importDetail(overrides: Partial<ExcelImportDetail> = {}): ExcelImportDetail {
  return {
    id: 31,
    status: "Pending",
    phase: "previewed",
    file_name: "Prospects March.xlsx",
    total_companies: 12,
    companies_created: 0,
    companies_updated: 0,
    companies_unchanged: 0,
    companies_failed: 0,
    members_created: 0,
    members_updated: 0,
    members_unchanged: 0,
    members_failed: 0,
    rows_total: 30,
    rows_done: 0,
    error_log_file: null,
    undo_until: null,
    undone: null,
    created_by: { first_name: "Asha", last_name: "Raman" },
    created: "2024-03-01T04:30:00.000Z",
    modified: "2024-03-01T04:30:00.000Z",
    preview: preview(),
    failed_companies: [],
    errors: [],
    failure: null,
    undo_kept: [],
    ...overrides,
  };
}

/** The same import once it has ended with one failed company. */
export function endedWithErrors(overrides: Partial<ExcelImportDetail> = {}): ExcelImportDetail {
  return importDetail({
    status: "Completed With Errors",
    phase: "ended",
    companies_created: 9,
    companies_updated: 2,
    companies_unchanged: 0,
    companies_failed: 1,
    members_created: 20,
    members_updated: 3,
    members_unchanged: 0,
    members_failed: 2,
    rows_done: 30,
    error_log_file: "excel-import/31/error-log?signature=abc",
    undo_until: "2024-03-08T04:30:00.000Z",
    failed_companies: ["Initech"],
    errors: ["Row 7: Member Email: Email is required", "Row 8: Member Email: Email is required"],
    ...overrides,
  });
}

/** A file of a given name whose size is reported as `size` bytes (its content stays tiny). */
export function fileOf(name: string, size = 1024): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** Captures what the browser is asked to save: the Blob and the file name of each download. */
export function captureDownloads() {
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const create = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:test/${next}`;
    blobs.set(url, blob);
    return url;
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, fileName: this.download });
  });
  return saved;
}
