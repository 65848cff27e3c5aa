// Imports as the server answers them, for the import dialog's and the result panel's stories: a
// workbook of 240 companies and 505 member rows, whose counts add up in every state.
import type { ExcelImportDetail, ImportMatch, ImportPreview, ImportRowError } from "@pipeline/contract";
import { expect, waitFor } from "storybook/test";

const COMPANY_NAMES = [
  "Acme Ltd",
  "Globex India",
  "Initech Systems",
  "Umbrella Health",
  "Stark Components",
  "Wayne Logistics",
  "Hooli Analytics",
  "Vandelay Imports",
  "Soylent Foods",
  "Tyrell Robotics",
  "Cyberdyne Labs",
  "Wonka Confections",
];

const MATCHES: ImportMatch[] = [
  { row: 12, kind: "company", label: "Acme Ltd", existing_id: 41, matched_by: "website" },
  { row: 19, kind: "member", label: "Priya Nair (priya@globex.in)", existing_id: 90, matched_by: "email" },
  { row: 27, kind: "company", label: "Globex India", existing_id: 44, matched_by: "name" },
  { row: 33, kind: "company", label: "Hooli Analytics", existing_id: 52, matched_by: "website" },
  { row: 48, kind: "member", label: "Rahul Mehta (rahul@hooli.io)", existing_id: 131, matched_by: "email" },
  { row: 61, kind: "company", label: "Vandelay Imports", existing_id: 57, matched_by: "website" },
];

const FAILURES: ImportRowError[] = [
  { row: 7, company_name: "Initech Systems", reason: "Member Email: Email is required" },
  { row: 8, company_name: "Initech Systems", reason: "Member Mobile: Mobile number not valid" },
  { row: 22, company_name: "Umbrella Health", reason: "Website: Website is required" },
  { row: 40, company_name: "", reason: "Company Name: Company name is required" },
  { row: 57, company_name: "Tyrell Robotics", reason: "Member First Name: Too Short!" },
];

/**
 * The preview of the workbook, a member on each of its 505 rows: 171 companies new, 45 to update, 12
 * unchanged, 12 failing; 388 members new, 84 to update, 6 unchanged, 27 failing. The 147 matches are
 * those updated or unchanged.
 */
export const STORY_PREVIEW: ImportPreview = {
  rows_total: 505,
  total_companies: 240,
  companies_to_create: 171,
  companies_to_update: 45,
  companies_unchanged: 12,
  companies_failing: 12,
  members_to_create: 388,
  members_to_update: 84,
  members_unchanged: 6,
  members_failing: 27,
  matches: MATCHES,
  matches_count: 147,
  failures: FAILURES,
  failures_count: 27,
};

/** A workbook where every row fails: nothing would be created or updated. */
export const STORY_IDLE_PREVIEW: ImportPreview = {
  rows_total: 18,
  total_companies: 6,
  companies_to_create: 0,
  companies_to_update: 0,
  companies_unchanged: 0,
  companies_failing: 6,
  members_to_create: 0,
  members_to_update: 0,
  members_unchanged: 0,
  members_failing: 18,
  matches: [],
  matches_count: 0,
  failures: FAILURES.slice(0, 4),
  failures_count: 18,
};

/** The import, previewed and waiting for Confirm. */
export function storyImport(overrides: Partial<ExcelImportDetail> = {}): ExcelImportDetail {
  return {
    id: 31,
    status: "Pending",
    phase: "previewed",
    file_name: "Prospects March 2024.xlsx",
    total_companies: 240,
    companies_created: 0,
    companies_updated: 0,
    companies_unchanged: 0,
    companies_failed: 0,
    members_created: 0,
    members_updated: 0,
    members_unchanged: 0,
    members_failed: 0,
    rows_total: 505,
    rows_done: 0,
    error_log_file: null,
    undo_until: null,
    undone: null,
    created_by: { first_name: "Asha", last_name: "Raman" },
    created: "2024-03-01T04:30:00.000Z",
    modified: "2024-03-01T04:30:00.000Z",
    preview: STORY_PREVIEW,
    failed_companies: [],
    errors: [],
    failure: null,
    undo_kept: [],
    ...overrides,
  };
}

/** A large workbook while its rows are written: 3,200 of 10,000. */
export const STORY_PROCESSING = storyImport({
  status: "Processing",
  phase: "running",
  file_name: "All prospects 2024.xlsx",
  total_companies: 4000,
  rows_total: 10000,
  rows_done: 3200,
  preview: null,
});

/** Every company and member of the workbook written. */
export const STORY_COMPLETED = storyImport({
  status: "Completed",
  phase: "ended",
  total_companies: 240,
  companies_created: 183,
  companies_updated: 57,
  companies_unchanged: 0,
  members_created: 415,
  members_updated: 90,
  members_unchanged: 0,
  rows_done: 505,
  undo_until: "2024-03-08T04:30:00.000Z",
  modified: "2024-03-01T04:31:10.000Z",
});

const ERRORS = [
  ...FAILURES.map((failure) => `Row ${failure.row}: ${failure.reason}`),
  ...Array.from({ length: 22 }, (_, index) => `Row ${70 + index * 19}: Member Email: Email is required`),
];

/** 12 companies and 27 member rows refused, listed and in the error log. */
export const STORY_COMPLETED_WITH_ERRORS = storyImport({
  status: "Completed With Errors",
  phase: "ended",
  total_companies: 240,
  companies_created: 171,
  companies_updated: 57,
  companies_unchanged: 0,
  companies_failed: 12,
  members_created: 388,
  members_updated: 90,
  members_unchanged: 0,
  members_failed: 27,
  rows_done: 505,
  error_log_file: "excel-import/31/error-log?expires=1709271070&signature=5f2c",
  undo_until: "2024-03-08T04:30:00.000Z",
  modified: "2024-03-01T04:31:10.000Z",
  failed_companies: COMPANY_NAMES,
  errors: ERRORS,
});

/** A workbook that could not be read at all. */
export const STORY_FAILED = storyImport({
  status: "Failed",
  phase: "ended",
  total_companies: 0,
  rows_total: null,
  rows_done: 0,
  preview: null,
  failure: "The file could not be read as an Excel workbook: it may be damaged or password-protected.",
});

/**
 * An afterEach for stories with an indeterminate bar: waits for the finite animations (the
 * dialog's fade) to end; the bar's endless one is the screenshot's to stop.
 */
export async function settleAnimations(): Promise<void> {
  await waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
        ),
    ).toHaveLength(0),
  );
}
