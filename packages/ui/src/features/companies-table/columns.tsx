import type { CompanyListRow } from "@pipeline/contract";
import styled from "styled-components";
import { createdByText, formatDay, formatNumber, lastStageTaskText } from "../../format";
import { ExternalLink, Link } from "../../navigation";
import type { DataTableColumn } from "../../blocks/data-table";
import { StageAgeText, stageAgeOf } from "../../blocks/stage-age";
import { EmailStatusCell, OpenedStatusCell } from "./components/EmailStatusCell";

// Long notes stay two lines tall; the whole text is still in the page for screen readers.
const StyledClamp = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * Every column of the companies table (admin-portal section 2.4), each sortable on the server,
 * and the days each company has been in its stage by `now`. The less used ones start hidden; the
 * Columns menu shows them.
 */
export function companyColumns(basePath: string, now: Date = new Date()): DataTableColumn<CompanyListRow>[] {
  return [
    {
      id: "company_name",
      header: "Company Name",
      cell: (row) => <Link to={`${basePath}/${row.id}`}>{row.company_name}</Link>,
      sortField: "company_name",
      hideable: false,
    },
    {
      id: "website",
      header: "Website",
      cell: (row) => (row.website ? <ExternalLink address={row.website} /> : null),
      sortField: "website",
      defaultHidden: true,
    },
    { id: "country", header: "Country", cell: (row) => row.country?.label ?? "", sortField: "country" },
    {
      id: "confidence_level",
      header: "Confidence Level",
      cell: (row) => row.confidence_level?.label ?? "",
      sortField: "confidence_level",
      defaultHidden: true,
    },
    { id: "industry", header: "Industry", cell: (row) => row.industry?.label ?? "", sortField: "industry" },
    {
      id: "company_type",
      header: "Company Type",
      cell: (row) => row.company_type.join(", "),
      sortField: "company_type",
      defaultHidden: true,
    },
    {
      id: "currency",
      header: "Currency",
      cell: (row) => row.currency?.label ?? "",
      sortField: "currency",
      defaultHidden: true,
    },
    {
      id: "revenue",
      header: "Revenue",
      cell: (row) => formatNumber(row.revenue),
      sortField: "revenue",
      align: "end",
      defaultHidden: true,
    },
    {
      id: "fte",
      header: "FTE",
      cell: (row) => formatNumber(row.fte),
      sortField: "fte",
      align: "end",
      defaultHidden: true,
    },
    {
      id: "foundation_year",
      header: "Foundation Year",
      cell: (row) => row.foundation_year ?? "",
      sortField: "foundation_year",
      align: "end",
      defaultHidden: true,
    },
    {
      id: "last_update",
      header: "Last Update",
      cell: (row) =>
        row.last_update ? <StyledClamp title={row.last_update}>{row.last_update}</StyledClamp> : "",
      sortField: "last_update",
      defaultHidden: true,
    },
    {
      id: "last_stage_task",
      header: "Last Stage & Task",
      cell: lastStageTaskText,
      sortField: "last_stage_task",
    },
    {
      id: "days_in_stage",
      header: "Days in Stage",
      cell: (row) => {
        const age = stageAgeOf(row, now);
        return age ? <StageAgeText age={age} /> : "";
      },
      // The earliest entered has been in its stage the longest.
      sortField: "stage_entered",
      sortReversed: true,
      defaultHidden: true,
    },
    {
      id: "status",
      header: "Email Status",
      cell: (row) => <EmailStatusCell status={row.status} />,
      sortField: "status",
    },
    {
      id: "opened_initial_email_status",
      header: "Opened",
      cell: (row) => <OpenedStatusCell status={row.status} />,
      sortField: "opened_initial_email_status",
    },
    {
      id: "follow_up_email",
      header: "Follow-up Email",
      cell: (row) => yesNo(row.follow_up_email),
      sortField: "follow_up_email",
      defaultHidden: true,
    },
    {
      id: "has_scheduled_meeting",
      header: "Scheduled Meeting",
      cell: (row) => yesNo(row.has_scheduled_meeting),
      sortField: "has_scheduled_meeting",
      defaultHidden: true,
    },
    { id: "created_by", header: "Created By", cell: createdByText, sortField: "created_by" },
    {
      id: "modified",
      header: "Modified",
      cell: (row) => formatDay(row.modified),
      sortField: "modified",
    },
  ];
}

/** Ids of the columns a first visit does not show; the Columns menu shows them. */
export const COMPANY_COLUMNS_HIDDEN_AT_FIRST: readonly string[] = companyColumns("")
  .filter((column) => column.defaultHidden)
  .map((column) => column.id);
