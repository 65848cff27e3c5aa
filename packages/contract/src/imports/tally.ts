import type { ImportMatch, ImportPreview, ImportResult, ImportRowError } from "../entities/imports";
import { IMPORT_LIMITS } from "../limits";
import { failedRows, rowError, type SheetCompanyPlan } from "./plan";

// The counts and lists of an import, added up company by company. Plain JSON, so that a server can
// keep it with each committed batch and go on from there after a restart.

export type ImportTally = {
  total_companies: number;
  companies_created: number;
  companies_updated: number;
  companies_unchanged: number;
  companies_failed: number;
  members_created: number;
  members_updated: number;
  members_unchanged: number;
  members_failed: number;
  matches: ImportMatch[];
  matches_count: number;
  failures: ImportRowError[];
  failures_count: number;
  failed_companies: string[];
  errors: string[];
};

export function emptyTally(): ImportTally {
  return {
    total_companies: 0,
    companies_created: 0,
    companies_updated: 0,
    companies_unchanged: 0,
    companies_failed: 0,
    members_created: 0,
    members_updated: 0,
    members_unchanged: 0,
    members_failed: 0,
    matches: [],
    matches_count: 0,
    failures: [],
    failures_count: 0,
    failed_companies: [],
    errors: [],
  };
}

function memberLabel(plan: SheetCompanyPlan, row: number): string {
  const cells = plan.source.members.find((member) => member.row === row)?.cells;
  const text = (field: string) => {
    const cell = cells?.get(field)?.cell;
    return typeof cell === "string" || typeof cell === "number" ? String(cell).trim() : "";
  };
  const name = [text("first_name"), text("last_name")].filter(Boolean).join(" ");
  return [name, text("email")].filter(Boolean).join(" · ");
}

/**
 * Adds one planned company to the tally. A company or member that matched an existing record
 * counts as updated when the row changes one of its fields, as unchanged otherwise; member rows
 * with no company above them count as failed members only.
 */
export function addToTally(tally: ImportTally, plan: SheetCompanyPlan): void {
  if (plan.row !== null) {
    tally.total_companies += 1;
    if (plan.company.action === "create") tally.companies_created += 1;
    else if (plan.company.action === "update") {
      if (Object.keys(plan.company.changes).length > 0) tally.companies_updated += 1;
      else tally.companies_unchanged += 1;
    } else tally.companies_failed += 1;
  }
  if (
    plan.company.action === "fail" &&
    plan.row !== null &&
    tally.failed_companies.length < IMPORT_LIMITS.resultListMax
  ) {
    tally.failed_companies.push(plan.name || `Row ${plan.row}`);
  }
  if (plan.company.action === "update" && plan.row !== null) {
    tally.matches_count += 1;
    if (tally.matches.length < IMPORT_LIMITS.previewListMax) {
      tally.matches.push({
        row: plan.row,
        kind: "company",
        label: plan.name,
        existing_id: plan.company.id,
        matched_by: plan.company.matchedBy,
      });
    }
  }
  for (const member of plan.members) {
    if (member.action === "create") tally.members_created += 1;
    else if (member.action === "fail") tally.members_failed += 1;
    else {
      if (member.action === "update") tally.members_updated += 1;
      else tally.members_unchanged += 1;
      tally.matches_count += 1;
      if (tally.matches.length < IMPORT_LIMITS.previewListMax) {
        tally.matches.push({
          row: member.row,
          kind: "member",
          label: memberLabel(plan, member.row),
          existing_id: member.id,
          matched_by: "email",
        });
      }
    }
  }
  for (const { row, reason } of failedRows(plan)) {
    tally.failures_count += 1;
    if (tally.failures.length < IMPORT_LIMITS.previewListMax) {
      tally.failures.push({ row, company_name: plan.name, reason });
    }
    if (tally.errors.length < IMPORT_LIMITS.resultListMax) tally.errors.push(rowError(row, reason));
  }
}

/** How an import that ran to its end ended: with errors when a row failed. */
export function importEndStatus(tally: ImportTally): "Completed" | "Completed With Errors" {
  return tally.failures_count > 0 ? "Completed With Errors" : "Completed";
}

/** The preview of a file whose every company has been added. */
export function tallyPreview(tally: ImportTally, rowsTotal: number): ImportPreview {
  return {
    rows_total: rowsTotal,
    total_companies: tally.total_companies,
    companies_to_create: tally.companies_created,
    companies_to_update: tally.companies_updated,
    companies_unchanged: tally.companies_unchanged,
    companies_failing: tally.companies_failed,
    members_to_create: tally.members_created,
    members_to_update: tally.members_updated,
    members_unchanged: tally.members_unchanged,
    members_failing: tally.members_failed,
    matches: tally.matches,
    matches_count: tally.matches_count,
    failures: tally.failures,
    failures_count: tally.failures_count,
  };
}

/** The spec's result summary of an import run; `error_log_file` is the server's to give. */
export function tallyResult(tally: ImportTally, errorLogFile: string | null): ImportResult {
  return {
    total_companies: tally.total_companies,
    companies_created: tally.companies_created,
    companies_updated: tally.companies_updated,
    companies_unchanged: tally.companies_unchanged,
    companies_failed: tally.companies_failed,
    members_created: tally.members_created,
    members_updated: tally.members_updated,
    members_unchanged: tally.members_unchanged,
    members_failed: tally.members_failed,
    failed_companies: tally.failed_companies,
    errors: tally.errors,
    error_log_file: errorLogFile,
  };
}
