import type { ImportMatch, ImportPreview, ImportRowError } from "@pipeline/contract";
import styled from "styled-components";
import { CountsTable, RowList } from "./parts";

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const MATCHED_BY: Record<ImportMatch["matched_by"], string> = {
  website: "website",
  name: "name",
  email: "e-mail",
};

/**
 * "Row 12 · Acme Ltd · matches an existing company by website", or, for a record an earlier row of
 * the same file would create (the preview numbers those below zero), "… · matches the company of an
 * earlier row by website".
 */
export function matchText(match: ImportMatch): string {
  const what = match.existing_id < 0 ? `the ${match.kind} of an earlier row` : `an existing ${match.kind}`;
  return `Row ${match.row} · ${match.label} · matches ${what} by ${MATCHED_BY[match.matched_by]}`;
}

/** "Row 7 · Acme · Member Email: Email is required" (without the company when the row names none). */
export function rowErrorText(failure: ImportRowError): string {
  return [`Row ${failure.row}`, failure.company_name, failure.reason].filter(Boolean).join(" · ");
}

export type ImportPreviewSummaryProps = {
  /** What the import would do, as the upload's preview answers it. */
  preview: ImportPreview;
};

/**
 * What an import would do before anything is written: companies and members to create, update,
 * leave unchanged (matched, nothing to change) or fail, the rows that match existing records, and
 * the rows that would fail and why.
 */
export function ImportPreviewSummary({ preview }: ImportPreviewSummaryProps) {
  return (
    <StyledSummary>
      <CountsTable
        caption="What the import will do"
        columns={["Create", "Update", "Unchanged", "Fail"]}
        rows={[
          {
            label: "Companies",
            values: [
              preview.companies_to_create,
              preview.companies_to_update,
              preview.companies_unchanged,
              preview.companies_failing,
            ],
          },
          {
            label: "Members",
            values: [
              preview.members_to_create,
              preview.members_to_update,
              preview.members_unchanged,
              preview.members_failing,
            ],
          },
        ]}
      />
      <RowList
        title="Rows that match existing records"
        items={preview.matches.map(matchText)}
        total={preview.matches_count}
      />
      <RowList
        title="Rows that will fail"
        items={preview.failures.map(rowErrorText)}
        total={preview.failures_count}
      />
    </StyledSummary>
  );
}
