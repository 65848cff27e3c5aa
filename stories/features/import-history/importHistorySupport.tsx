// What the Import History stories and tests share: imports of every status with counts that add
// up, an excelImports port over them on a fixed clock (paging, the status, creator and date
// filters, one import read with its progress, Undo, the error log), and the users of the filter.
import {
  dayRangeBounds,
  type DataAdapter,
  type ExcelImport,
  type ExcelImportDetail,
  type ExcelImportsPort,
  type Id,
  type ImportKeptRecord,
  type ImportPreview,
  type ListParams,
  type PersonRef,
  type UserShort,
} from "@pipeline/contract";
import type { Navigate } from "@pipeline/ui";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import type { ReactNode } from "react";

/** Every story runs on this clock: 1 Apr 2024, 11:00 am IST. */
export const STORY_NOW = Date.parse("2024-04-01T05:30:00.000Z");

export const IMPORT_USERS: UserShort[] = [
  { pk: 1, first_name: "Asha", last_name: "Raman" },
  { pk: 2, first_name: "Priya", last_name: "Nair" },
  { pk: 3, first_name: "Rahul", last_name: "Mehta" },
];

const person = (pk: number): PersonRef => {
  const user = IMPORT_USERS.find((candidate) => candidate.pk === pk);
  if (!user) throw new Error(`No user ${pk}`);
  return { first_name: user.first_name, last_name: user.last_name };
};

function preview(companies: [number, number, number], members: [number, number, number]): ImportPreview {
  const [toCreate, toUpdate, failing] = companies;
  return {
    rows_total: members[0] + members[1] + members[2],
    total_companies: toCreate + toUpdate + failing,
    companies_to_create: toCreate,
    companies_to_update: toUpdate,
    companies_unchanged: 0,
    companies_failing: failing,
    members_to_create: members[0],
    members_to_update: members[1],
    members_unchanged: 0,
    members_failing: members[2],
    matches: [
      { row: 4, kind: "company", label: "Zenith Logistics", existing_id: 31, matched_by: "website" },
      {
        row: 9,
        kind: "member",
        label: "Kiran Das (kiran.das@zenith.test)",
        existing_id: 77,
        matched_by: "email",
      },
    ].slice(0, toUpdate > 0 ? 2 : 0) as ImportPreview["matches"],
    matches_count: toUpdate > 0 ? toUpdate + members[1] : 0,
    failures:
      failing > 0
        ? [
            { row: 7, company_name: "Orbit Foods", reason: "Member Email: Email is required" },
            { row: 15, company_name: "", reason: "Company Name: Company name is required" },
          ]
        : [],
    failures_count: failing > 0 ? members[2] : 0,
  };
}

type Counts = {
  companies: [created: number, updated: number, failed: number];
  members: [created: number, updated: number, failed: number];
};

const counts = ({ companies, members }: Counts) => ({
  total_companies: companies[0] + companies[1] + companies[2],
  companies_created: companies[0],
  companies_updated: companies[1],
  companies_unchanged: 0,
  companies_failed: companies[2],
  members_created: members[0],
  members_updated: members[1],
  members_unchanged: 0,
  members_failed: members[2],
});

const NOTHING: Counts = { companies: [0, 0, 0], members: [0, 0, 0] };

type Seed = Omit<ExcelImportDetail, "created_by"> & { creator: number | null };

function seed(record: Partial<Seed> & Pick<Seed, "id" | "file_name" | "status" | "phase" | "created">): Seed {
  return {
    ...counts(NOTHING),
    rows_total: null,
    rows_done: 0,
    error_log_file: null,
    undo_until: null,
    undone: null,
    modified: record.created,
    preview: null,
    failed_companies: [],
    errors: [],
    failure: null,
    undo_kept: [],
    creator: 1,
    ...record,
  };
}

const WITH_ERRORS: Counts = { companies: [30, 8, 4], members: [61, 12, 5] };
const CLEAN: Counts = { companies: [20, 5, 0], members: [40, 6, 0] };
const RUNNING: Counts = { companies: [96, 20, 4], members: [210, 36, 6] };

/** One import of each status, newest first, with a running one, one past its undo window and an undone one. */
export function importSeeds(): Seed[] {
  return [
    seed({
      id: 7,
      file_name: "Q2_prospects_west.xlsx",
      status: "Processing",
      phase: "running",
      rows_total: 252,
      rows_done: 101,
      preview: preview(RUNNING.companies, RUNNING.members),
      created: "2024-04-01T05:24:00.000Z",
      modified: "2024-04-01T05:29:00.000Z",
      creator: 2,
    }),
    seed({
      id: 6,
      file_name: "fintech_leads.xlsx",
      status: "Pending",
      phase: "queued",
      rows_total: 64,
      preview: preview([18, 2, 0], [58, 6, 0]),
      created: "2024-04-01T05:26:00.000Z",
      creator: 3,
    }),
    seed({
      id: 5,
      file_name: "partners_march.xlsx",
      status: "Completed With Errors",
      phase: "ended",
      ...counts(WITH_ERRORS),
      rows_total: 78,
      rows_done: 78,
      preview: preview(WITH_ERRORS.companies, WITH_ERRORS.members),
      failed_companies: ["Orbit Foods", "Northwind Traders", "Lumen Health", "Sable Mining"],
      errors: [
        "Row 7: Member Email: Email is required",
        "Row 15: Company Name: Company name is required",
        "Row 22: Website: Enter a valid URL",
        "Row 31: Member Mobile: Mobile number must be 10 to 15 digits",
        "Row 40: Foundation Year: Enter a year between 1800 and 2024",
      ],
      error_log_file: "/media/import-logs/5/failed-rows.xlsx",
      undo_until: "2024-04-05T09:10:00.000Z",
      created: "2024-03-29T09:10:00.000Z",
      modified: "2024-03-29T09:12:00.000Z",
      creator: 2,
    }),
    seed({
      id: 4,
      file_name: "saas_accounts.xlsx",
      status: "Completed",
      phase: "ended",
      ...counts(CLEAN),
      rows_total: 46,
      rows_done: 46,
      preview: preview(CLEAN.companies, CLEAN.members),
      undo_until: "2024-03-27T06:00:00.000Z",
      created: "2024-03-20T06:00:00.000Z",
      modified: "2024-03-20T06:01:00.000Z",
    }),
    seed({
      id: 3,
      file_name: "exhibitors_2023.xls",
      status: "Failed",
      phase: "ended",
      failure: "The file could not be read: it is not an Excel workbook or it is damaged.",
      created: "2024-03-18T11:45:00.000Z",
      modified: "2024-03-18T11:45:00.000Z",
      creator: null,
    }),
    seed({
      id: 2,
      file_name: "pilot_batch.xlsx",
      status: "Completed",
      phase: "undone",
      ...counts({ companies: [12, 0, 0], members: [20, 0, 0] }),
      rows_total: 20,
      rows_done: 20,
      preview: preview([12, 0, 0], [20, 0, 0]),
      undone: "2024-03-12T08:15:00.000Z",
      undo_kept: [{ kind: "company", id: 44, label: "Acme Analytics" }],
      created: "2024-03-11T07:30:00.000Z",
      modified: "2024-03-12T08:15:00.000Z",
      creator: 3,
    }),
  ];
}

function detailOf({ creator, ...record }: Seed): ExcelImportDetail {
  return { ...record, created_by: creator === null ? null : person(creator) };
}

function rowOf(seedRecord: Seed): ExcelImport {
  const {
    preview: _preview,
    failed_companies: _failed,
    errors: _errors,
    failure: _failure,
    undo_kept: _kept,
    ...row
  } = detailOf(seedRecord);
  return row;
}

export type ImportsPortOptions = {
  seeds?: Seed[];
  now?: number;
  /** What Undo leaves alone, by import id. Default: nothing. */
  kept?: Record<Id, ImportKeptRecord[]>;
};

/** The excelImports port over the seeds, newest first; its state changes with Undo. */
export function importsPort({
  seeds = importSeeds(),
  now = STORY_NOW,
  kept = {},
}: ImportsPortOptions = {}): ExcelImportsPort {
  const records = seeds.map((record) => ({ ...record }));
  const find = (id: Id) => {
    const record = records.find((candidate) => candidate.id === id);
    if (!record) throw new Error(`No import ${id}`);
    return record;
  };
  const unsupported = (name: string) => async () => {
    throw new Error(`Import History does not call excelImports.${name}`);
  };
  return {
    list: async (params: ListParams<"status" | "created_by">) => {
      const statuses = params.filters?.status?.map(String);
      const creators = params.filters?.created_by?.map(Number);
      const bounds = params.dateRange ? dayRangeBounds(params.dateRange) : {};
      const field = params.dateRange?.type ?? "created";
      const matching = records
        .filter((record) => !statuses || statuses.includes(record.status))
        .filter((record) => !creators || (record.creator !== null && creators.includes(record.creator)))
        .filter((record) => !bounds.start || Date.parse(record[field]) >= bounds.start.getTime())
        .filter((record) => !bounds.end || Date.parse(record[field]) < bounds.end.getTime())
        .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
      const size = params.pageSize ?? 10;
      const first = ((params.page ?? 1) - 1) * size;
      return { rows: matching.slice(first, first + size).map(rowOf), count: matching.length };
    },
    get: async (id) => detailOf(find(id)),
    undo: async (id) => {
      const record = find(id);
      const at = new Date(now).toISOString();
      Object.assign(record, {
        phase: "undone",
        undone: at,
        undo_until: null,
        modified: at,
        undo_kept: kept[id] ?? [],
      });
      return { message: "Import undone.", data: detailOf(record) };
    },
    downloadErrorLog: async () =>
      new Blob(["PK"], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
    upload: unsupported("upload"),
    confirm: unsupported("confirm"),
    cancel: unsupported("cancel"),
    template: unsupported("template"),
  };
}

/** An adapter with the excelImports port and the users' short list, nothing else. */
export function importHistoryAdapter(
  port: Partial<ExcelImportsPort> = importsPort(),
  users: UserShort[] = IMPORT_USERS,
): DataAdapter {
  return createTestAdapter({
    excelImports: port,
    users: { short: async () => users },
  });
}

export type ImportHistoryStoryArgs = { adapter: DataAdapter; navigate: Navigate };

export function ImportHistoryFrame({
  adapter,
  navigate,
  children,
}: ImportHistoryStoryArgs & { children: ReactNode }) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      {children}
    </PipelineProvider>
  );
}
